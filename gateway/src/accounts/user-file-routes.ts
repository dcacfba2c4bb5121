import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerFromRequest } from '../rest/caller';
import type { RestPool } from '../rest/rest-pool';
import { CSRF_HEADER } from '../security/csrf';

/** The api refuses photos over 2 MB itself; this only stops absurd bodies early. */
const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;
const COPIED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'x-content-type-options',
];

/** The browser's cookie and address, so the api acts for the browser. */
function forwardHeaders(request: FastifyRequest): Record<string, string> {
  const caller = callerFromRequest(request);
  const headers: Record<string, string> = {};
  if (caller.cookie) headers.cookie = caller.cookie;
  if (caller.forwardedFor) headers['x-forwarded-for'] = caller.forwardedFor;
  if (caller.forwardedProto) headers['x-forwarded-proto'] = caller.forwardedProto;
  if (caller.forwardedHost) headers['x-forwarded-host'] = caller.forwardedHost;
  if (caller.userAgent) headers['user-agent'] = caller.userAgent;
  return headers;
}

const validId = (id: string) => /^\d{1,10}$/.test(id);

function unavailable(reply: FastifyReply, error: unknown): FastifyReply {
  reply.log.warn({ err: error }, 'api unreachable for a user photo route');
  return reply.status(503).send({ message: 'MESSAGE.SERVICE_UNAVAILABLE' });
}

/**
 * Profile photos, passed through to the api with the browser's session cookie:
 * - GET  /files/user/:id/photo                            -> GET  /user/:id/photo
 * - POST /upload/user/:id/photo (multipart, x-graphql-csrf) -> POST /user/:id/photo
 */
export async function userFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get<{ Params: { id: string } }>('/files/user/:id/photo', async (request, reply) => {
      if (!validId(request.params.id))
        return reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' });
      try {
        const response = await rest.pool.request({
          method: 'GET',
          path: `${rest.basePath}/user/${request.params.id}/photo`,
          headers: forwardHeaders(request),
        });
        for (const name of COPIED_HEADERS) {
          const value = response.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.status(response.statusCode).send(response.body);
      } catch (error) {
        return unavailable(reply, error);
      }
    });

    scope.post<{ Params: { id: string } }>('/upload/user/:id/photo', async (request, reply) => {
      if (!validId(request.params.id))
        return reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' });
      // Same CSRF rule as /graphql: a cross-site form cannot add this header.
      if (!request.headers[CSRF_HEADER])
        return reply.status(403).send({ message: 'MESSAGE.CSRF_HEADER_MISSING' });
      const type = String(request.headers['content-type'] ?? '');
      const length = Number(request.headers['content-length'] ?? NaN);
      if (
        !type.startsWith('multipart/form-data') ||
        (Number.isFinite(length) && length > MAX_UPLOAD_BYTES)
      )
        return reply.status(400).send({ message: 'MESSAGE.UPLOAD_FAILED' });
      const headers: Record<string, string> = {
        ...forwardHeaders(request),
        'content-type': type,
        accept: 'application/json',
      };
      if (Number.isFinite(length)) headers['content-length'] = String(length);
      try {
        const response = await rest.pool.request({
          method: 'POST',
          path: `${rest.basePath}/user/${request.params.id}/photo`,
          headers,
          body: request.raw,
        });
        const answer = (await response.body.json().catch(() => ({}))) as { message?: string };
        // The browser gets the message only; it reads the user back through GraphQL.
        return reply.status(response.statusCode).send({
          message:
            answer.message ??
            (response.statusCode < 400 ? 'MESSAGE.UPLOAD_SUCCESSFUL' : 'MESSAGE.UPLOAD_FAILED'),
        });
      } catch (error) {
        return unavailable(reply, error);
      }
    });
  });
}
