/**
 * The cookies a GraphQL request carries to the api. Starts from the caller's
 * Cookie header and follows the api's Set-Cookie answers, so a call made after
 * `login_check/` in the same request already runs in the new session.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  constructor(cookieHeader: string | undefined) {
    for (const part of (cookieHeader ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      this.cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /** Applies one Set-Cookie header value. */
  apply(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((s) => s.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
