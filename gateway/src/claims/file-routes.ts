import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/**
 * The claim's proof travels outside GraphQL, with the browser's session cookie:
 * - GET  /files/claim/:id/proof                                  -> GET  /claim/:id/proof
 * - POST /upload/claim/:id/proof (multipart, x-graphql-csrf header) -> POST /claim/:id/proof
 */
export async function claimFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.get<{ Params: { id: string } }>('/files/claim/:id/proof', async (request, reply) =>
      isValidId(request.params.id)
        ? relayDownload(rest, request, reply, `/claim/${request.params.id}/proof`)
        : notFound(reply),
    );
    scope.post<{ Params: { id: string } }>('/upload/claim/:id/proof', async (request, reply) =>
      isValidId(request.params.id)
        ? relayUpload(rest, request, reply, `/claim/${request.params.id}/proof`, MAX_UPLOAD_BYTES)
        : notFound(reply),
    );
  });
}
