/** The header the gateway's CSRF prevention asks for on every request. */
export const CSRF_HEADERS: Record<string, string> = { 'x-graphql-csrf': '1' };
