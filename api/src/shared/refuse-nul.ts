import type { FastifyInstance } from 'fastify';
import { MESSAGE } from '#domain/shared/messages';
import { ApiError } from './errors';

/** The path (`a.b.0`) of the first text holding a NUL byte, as a value or as a key. */
export function pathOfNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = pathOfNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  // A Buffer or a stream (file uploads) is not text. (A parsed query string is a plain
  // object of its own class, so plain objects are not recognised by their prototype.)
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function')
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.split('\u0000').join('');
    const found = pathOfNul(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses a request with a NUL byte in any text of its path, query or body, before any
 * route sees it: PostgreSQL text (and json) cannot hold one, so it could only fail later.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      pathOfNul(request.params, '') ?? pathOfNul(request.query, '') ?? pathOfNul(request.body, '');
    if (field)
      throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { [field]: MESSAGE.INVALID_VALUE });
  });
}
