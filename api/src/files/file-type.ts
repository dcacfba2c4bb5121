/** What the first bytes of a file say it is (the name and the client's content type are not trusted). */
export type DetectedType = 'png' | 'jpeg' | 'webp' | 'svg' | 'pdf';

export const CONTENT_TYPES: Record<DetectedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => data[at + i] === b);

function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return false;
  // Scripts and event handlers in an SVG run when it is opened directly: refuse them.
  const whole = data.toString('utf8');
  return !/<script|<foreignObject|\son[a-z]+\s*=|javascript:/i.test(whole);
}

export function detectFileType(data: Buffer): DetectedType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (looksLikeSvg(data)) return 'svg';
  return null;
}
