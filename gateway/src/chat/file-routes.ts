import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/**
 * Chat files, thin pass-throughs to the api with the browser's session cookie:
 * - POST /upload/chat/:id/attachment (multipart, preflight header) -> the stored file's
 *   id, name, type, size and path, to send with the next message
 * - GET  /files/message_service/conversation/:id/attachment/:attachmentId -> the file
 */
export async function chatFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.post<{ Params: { id: string } }>('/upload/chat/:id/attachment', async (request, reply) =>
      isValidId(request.params.id)
        ? relayUpload(
            rest,
            request,
            reply,
            `/message_service/conversation/${request.params.id}/attachment`,
            MAX_UPLOAD_BYTES,
            true,
          )
        : notFound(reply),
    );

    scope.get<{ Params: { id: string; attachmentId: string } }>(
      '/files/message_service/conversation/:id/attachment/:attachmentId',
      async (request, reply) => {
        const { id, attachmentId } = request.params;
        if (!isValidId(id) || !isValidId(attachmentId)) return notFound(reply);
        return relayDownload(
          rest,
          request,
          reply,
          `/message_service/conversation/${id}/attachment/${attachmentId}`,
        );
      },
    );
  });
}
