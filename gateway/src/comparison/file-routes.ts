import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger files itself (logos 2 MB, images 10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

/** Where the browser reads a comparison upload (never replaced: the id is enough). */
export const comparisonUploadUrl = (id: string | number) => `/files/comparison/upload/${id}`;
export const comparisonThumbnailUrl = (id: string | number) =>
  `/files/comparison/upload/${id}/thumbnail`;

/** Where the browser previews a provider image before it is picked. */
export const providerImageUrl = (key: string) =>
  `/files/comparison/provider-image/${encodeURIComponent(key)}`;

/** Where the browser reads a brand's logo (the api's address carries the version). */
export const brandLogoUrl = (apiPath: string | null) =>
  apiPath === null ? null : `/files${apiPath}`;

/**
 * Plain HTTP routes of the price comparison, thin pass-throughs with the browser's cookie:
 * - GET  /files/comparison/upload/:id            -> GET  /comparison/upload/:id/file
 * - GET  /files/comparison/upload/:id/thumbnail  -> GET  /comparison/upload/:id/thumbnail
 * - GET  /files/comparison/brand/:id/logo        -> GET  /comparison/brand/:id/logo
 * - POST /upload/comparison/brand/:id/logo (multipart; preflight header) -> POST the same
 * - GET  /export/comparison-clickouts.csv?<filters> -> GET  /comparison/clickout/csv
 * - GET  /files/comparison/provider-image/:key  -> GET  /comparison/provider-image/:key
 * - POST /upload/comparison/product/:id/image (multipart; preflight header) -> POST the same
 */
export async function comparisonFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.get<{ Params: { id: string } }>(
      '/files/comparison/upload/:id',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/comparison/upload/${request.params.id}/file`);
      },
    );
    scope.get<{ Params: { id: string } }>(
      '/files/comparison/upload/:id/thumbnail',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(
          rest,
          request,
          reply,
          `/comparison/upload/${request.params.id}/thumbnail`,
        );
      },
    );
    scope.get<{ Params: { id: string } }>(
      '/files/comparison/brand/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayDownload(rest, request, reply, `/comparison/brand/${request.params.id}/logo`);
      },
    );
    scope.get<{ Params: { key: string } }>(
      '/files/comparison/provider-image/:key',
      async (request, reply) =>
        relayDownload(
          rest,
          request,
          reply,
          `/comparison/provider-image/${encodeURIComponent(request.params.key)}`,
        ),
    );
    scope.post<{ Params: { id: string } }>(
      '/upload/comparison/product/:id/image',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/comparison/product/${request.params.id}/image`,
          MAX_UPLOAD_BYTES,
        );
      },
    );
    scope.get('/export/comparison-clickouts.csv', async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return relayDownload(
        rest,
        request,
        reply,
        `/comparison/clickout/csv${query}`,
        'text/csv, application/json',
      );
    });
    scope.post<{ Params: { id: string } }>(
      '/upload/comparison/brand/:id/logo',
      async (request, reply) => {
        if (!isValidId(request.params.id)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `/comparison/brand/${request.params.id}/logo`,
          MAX_UPLOAD_BYTES,
        );
      },
    );
  });
}
