import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger logos itself (2 MB). */
const MAX_LOGO_BYTES = 3 * 1024 * 1024;

/**
 * Logos of affiliate companies, passed through with the browser's cookie:
 * - GET  /files/affiliate-company/:id/logo -> GET  /affiliate-company/:id/logo
 * - POST /upload/affiliate-company/:id/logo (multipart; preflight header) -> POST /affiliate-company/:id/logo
 */
export async function affiliateFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.get<{ Params: { id: string } }>(
      '/files/affiliate-company/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/affiliate-company/${request.params.id}/logo`);
      },
    );
    scope.post<{ Params: { id: string } }>(
      '/upload/affiliate-company/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/affiliate-company/${request.params.id}/logo`,
          MAX_LOGO_BYTES,
        );
      },
    );
  });
}
