import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token for a cookie or a reset link (32 bytes, url-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
