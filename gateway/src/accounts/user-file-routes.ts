import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses photos over 2 MB itself. */
const MAX_UPLOAD_BYTES = 3 * 1024 * 1024;

/**
 * Profile photos, passed through to the api with the browser's session cookie:
 * - GET  /files/user/:id/photo                              -> GET  /user/:id/photo
 * - POST /upload/user/:id/photo (multipart, x-graphql-csrf) -> POST /user/:id/photo
 */
export async function userFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get<{ Params: { id: string } }>('/files/user/:id/photo', async (request, reply) => {
      const { id } = request.params;
      if (!isValidId(id)) return notFound(reply);
      return relayDownload(rest, request, reply, `/user/${id}/photo`);
    });

    scope.post<{ Params: { id: string } }>('/upload/user/:id/photo', async (request, reply) => {
      const { id } = request.params;
      if (!isValidId(id)) return notFound(reply);
      return relayUpload(rest, request, reply, `/user/${id}/photo`, MAX_UPLOAD_BYTES);
    });
  });
}
