import type { FastifyInstance } from 'fastify';
import {
  isValidId,
  notFound,
  relayDownload,
  relayPublicPost,
  relayUpload,
} from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/**
 * Plain HTTP routes of the leads area, thin pass-throughs to the api with the
 * browser's session cookie:
 * - GET  /export/leads.csv?<filters>                  -> GET  /lead/csv
 * - GET  /files/lead/:id/attachment/:attachmentId     -> GET  /lead/:id/attachment/:attachmentId
 * - POST /upload/lead/:id/attachment (multipart, x-graphql-csrf header) -> POST /lead/:id/attachment
 * and the public intake, forwarded as sent (JSON; attachments multipart):
 * - POST /partner/:guid/lead, /partner/:guid/lead/match, /partner/:guid/lead/:id/attachment
 * - POST /quote-request
 */
export async function leadFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    const GUID = /^[0-9a-f-]{36}$/i;
    scope.post<{ Params: { guid: string } }>('/partner/:guid/lead', async (request, reply) =>
      GUID.test(request.params.guid)
        ? relayPublicPost(rest, request, reply, `/partner/${request.params.guid}/lead`, 1024 * 1024)
        : notFound(reply),
    );
    scope.post<{ Params: { guid: string } }>('/partner/:guid/lead/match', async (request, reply) =>
      GUID.test(request.params.guid)
        ? relayPublicPost(
            rest,
            request,
            reply,
            `/partner/${request.params.guid}/lead/match`,
            1024 * 1024,
          )
        : notFound(reply),
    );
    scope.post<{ Params: { guid: string; id: string } }>(
      '/partner/:guid/lead/:id/attachment',
      async (request, reply) =>
        GUID.test(request.params.guid) && isValidId(request.params.id)
          ? relayPublicPost(
              rest,
              request,
              reply,
              `/partner/${request.params.guid}/lead/${request.params.id}/attachment`,
              MAX_UPLOAD_BYTES,
            )
          : notFound(reply),
    );
    scope.post('/quote-request', async (request, reply) =>
      relayPublicPost(rest, request, reply, '/quote-request', 1024 * 1024),
    );

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
