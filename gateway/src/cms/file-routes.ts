import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;
const PAGE_IMAGE_SLOTS = new Set(['header_image', 'image1', 'image2', 'image3', 'image4']);

/** Where the browser reads an upload; the version makes a replaced file a new address. */
export const cmsUploadFileUrl = (id: string | number, version: number) =>
  `/files/cms/upload/${id}?v=${version}`;

/** Where the browser reads an upload's thumbnail. */
export const cmsUploadThumbnailUrl = (id: string | number, version: number) =>
  `/files/cms/upload/${id}/thumbnail?v=${version}`;

/**
 * Plain HTTP routes of the CMS, thin pass-throughs to the api with the browser's cookie:
 * - GET  /files/cms/upload/:id                 -> GET  /cms/upload/:id/file
 * - GET  /files/cms/upload/:id/thumbnail       -> GET  /cms/upload/:id/thumbnail
 * - POST /upload/cms/file (multipart: domainId, file; x-graphql-csrf header) -> POST /cms/upload/file
 * - POST /upload/comparison/file (the same, for comparison editors) -> POST /comparison/upload/file
 * - POST /upload/cms/page/:id/:slot (multipart: version, file) -> POST /cms/page/:id/:slot
 * - GET  /export/clickouts.csv?<filters>       -> GET  /cms/clickout/csv
 * - GET  /files/cms/product/:id/logo/:logoId   -> GET  /cms/product/:id/logo/:logoId
 * - POST /upload/cms/product/:id/logo (multipart) -> POST /cms/product/:id/logo
 */
export async function cmsFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.get<{ Params: { id: string } }>('/files/cms/upload/:id', async (request, reply) => {
      if (!isValidId(request.params.id)) return notFound(reply);
      return relayDownload(rest, request, reply, `/cms/upload/${request.params.id}/file`);
    });

    scope.get<{ Params: { id: string } }>(
      '/files/cms/upload/:id/thumbnail',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/cms/upload/${request.params.id}/thumbnail`);
      },
    );

    scope.get('/export/clickouts.csv', async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return relayDownload(
        rest,
        request,
        reply,
        `/cms/clickout/csv${query}`,
        'text/csv, application/json',
      );
    });

    scope.get<{ Params: { id: string; logoId: string } }>(
      '/files/cms/product/:id/logo/:logoId',
      async (request, reply) => {
        const { id, logoId } = request.params;
        if (!isValidId(id) || !isValidId(logoId)) return notFound(reply);
        return relayDownload(rest, request, reply, `/cms/product/${id}/logo/${logoId}`);
      },
    );

    scope.post<{ Params: { id: string } }>(
      '/upload/cms/product/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/cms/product/${request.params.id}/logo`,
          MAX_UPLOAD_BYTES,
          true,
        );
      },
    );

    scope.post('/upload/cms/file', async (request, reply) =>
      relayUpload(rest, request, reply, '/cms/upload/file', MAX_UPLOAD_BYTES),
    );

    scope.post('/upload/comparison/file', async (request, reply) =>
      relayUpload(rest, request, reply, '/comparison/upload/file', MAX_UPLOAD_BYTES),
    );

    scope.post<{ Params: { id: string; slot: string } }>(
      '/upload/cms/page/:id/:slot',
      async (request, reply) => {
        const { id, slot } = request.params;
        if (!isValidId(id) || !PAGE_IMAGE_SLOTS.has(slot)) return notFound(reply);
        return relayUpload(rest, request, reply, `/cms/page/${id}/${slot}`, MAX_UPLOAD_BYTES);
      },
    );
  });
}
