import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger logos itself (2 MB). */
const MAX_LOGO_BYTES = 3 * 1024 * 1024;

/**
 * Logos of affiliate companies and tables, passed through with the browser's cookie:
 * - GET  /files/affiliate-{company,table}/:id/logo -> GET  /affiliate-{company,table}/:id/logo
 * - POST /upload/affiliate-{company,table}/:id/logo (multipart; preflight header) -> POST the same
 */
export async function affiliateFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    for (const owner of ['affiliate-company', 'affiliate-table']) {
      scope.get<{ Params: { id: string } }>(`/files/${owner}/:id/logo`, async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/${owner}/${request.params.id}/logo`);
      });
      scope.post<{ Params: { id: string } }>(
        `/upload/${owner}/:id/logo`,
        async (request, reply) => {
          if (!isValidId(request.params.id)) return notFound(reply);
          return relayUpload(
            rest,
            request,
            reply,
            `/${owner}/${request.params.id}/logo`,
            MAX_LOGO_BYTES,
          );
        },
      );
    }
  });
}
