import type { FastifyInstance } from 'fastify';

/** Parses application/x-www-form-urlencoded bodies (the spec's login form) into a plain object. */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const out: Record<string, string | string[]> = {};
      for (const [key, value] of new URLSearchParams(body as string)) {
        const prev = out[key];
        out[key] =
          prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      }
      done(null, out);
    },
  );
}
