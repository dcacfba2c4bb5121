import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/**
 * Plain HTTP routes of the leads area, thin pass-throughs to the api with the
 * browser's session cookie:
 * - GET  /export/leads.csv?<filters>                  -> GET  /lead/csv
 * - GET  /files/lead/:id/attachment/:attachmentId     -> GET  /lead/:id/attachment/:attachmentId
 * - POST /upload/lead/:id/attachment (multipart, x-graphql-csrf header) -> POST /lead/:id/attachment
 */
export async function leadFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get('/export/leads.csv', async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return relayDownload(rest, request, reply, `/lead/csv${query}`, 'text/csv, application/json');
    });

    scope.get<{ Params: { id: string; attachmentId: string } }>(
      '/files/lead/:id/attachment/:attachmentId',
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        if (!isValidId(id) || !isValidId(attachmentId)) return notFound(reply);
        return relayDownload(rest, request, reply, `/lead/${id}/attachment/${attachmentId}`);
      },
    );

    scope.post<{ Params: { id: string } }>(
      '/upload/lead/:id/attachment',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/lead/${request.params.id}/attachment`,
          MAX_UPLOAD_BYTES,
        );
      },
    );
  });
}
