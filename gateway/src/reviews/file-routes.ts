import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself. */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;
const TOKEN = /^[\w-]{10,100}$/;

/**
 * Plain HTTP routes of the reviews area, thin pass-throughs to the api:
 * - GET  /files/review/:id/attachment/:attachmentId -> GET /review/:id/attachment/:attachmentId
 * - POST /upload/review/token/:token/attachment (multipart, x-graphql-csrf header; the link
 *   authorises it, no login) -> POST /review/token/:token/attachment
 */
export async function reviewFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.get<{ Params: { id: string; attachmentId: string } }>(
      '/files/review/:id/attachment/:attachmentId',
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        if (!isValidId(id) || !isValidId(attachmentId)) return notFound(reply);
        return relayDownload(rest, request, reply, `/review/${id}/attachment/${attachmentId}`);
      },
    );
    scope.post<{ Params: { token: string } }>(
      '/upload/review/token/:token/attachment',
      async (request, reply) =>
        TOKEN.test(request.params.token)
          ? relayUpload(
              rest,
              request,
              reply,
              `/review/token/${request.params.token}/attachment`,
              MAX_UPLOAD_BYTES,
            )
          : notFound(reply),
    );
  });
}
