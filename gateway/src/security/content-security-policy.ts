/**
 * The origin images of the map tile template come from (`{s}` subdomains as a
 * wildcard), or nothing when there is no template or it is not an http(s) URL.
 */
export function tileSource(mapTileUrl: string): string | undefined {
  if (!mapTileUrl) return undefined;
  try {
    const url = new URL(mapTileUrl.replace(/\{s\}/g, 'subdomain'));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    const host = mapTileUrl.includes('{s}.') ? url.host.replace(/^subdomain\./, '*.') : url.host;
    return `${url.protocol}//${host}`;
  } catch {
    return undefined;
  }
}

/**
 * The web app's Content-Security-Policy: scripts, connections, fonts and frames from the
 * portal only, no plugins, no <base> elsewhere, never framed; images also as data: and
 * blob: URLs (upload previews) and from the map tile server. Styles allow inline: Mantine
 * writes style attributes and its CSS variables in a <style> element at run time.
 */
export function webAppContentSecurityPolicy(mapTileUrl: string): string {
  const tiles = tileSource(mapTileUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
