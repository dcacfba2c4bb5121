import type { FastifyInstance } from 'fastify';
import { isValidId, notFound, relayDownload, relayUpload } from '../rest/pass-through';
import type { RestPool } from '../rest/rest-pool';

/** The api refuses larger images itself (10 MB). */
const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

const isIndex = (index: string) => /^\d{1,2}$/.test(index);
const isFormat = (format: string) => /^[a-z]{1,20}$/.test(format);

/** Where the browser reads a campaign's uploaded image; `version` (the upload's id) makes a new upload a new address. */
export const campaignAdImageUrl = (
  campaignId: string | number,
  kind: 'main' | 'product',
  index: number,
  version: string | number,
) =>
  `/files/campaign/${campaignId}/ad-generator/${kind === 'main' ? 'main-image' : `product-image/${index}`}?v=${version}`;

/** Where the browser reads (and downloads) a composed ad; the fingerprint changes with its inputs. */
export const campaignAdUrl = (campaignId: string | number, format: string, fingerprint: string) =>
  `/files/campaign/${campaignId}/ad-generator/ad/${format}?v=${fingerprint}`;

/**
 * The ad generator's files, thin pass-throughs to the api with the browser's cookie
 * (docs/marketing.md, "Ad generator"):
 * - POST /upload/campaign/:id/ad-generator/main-image            -> POST /v2/campaign/:id/ad-generator/main-image
 * - POST /upload/campaign/:id/ad-generator/product-image/:index  -> POST /v2/campaign/:id/ad-generator/product-image/:index
 * - GET  /files/campaign/:id/ad-generator/main-image             -> GET  the same under /v2
 * - GET  /files/campaign/:id/ad-generator/product-image/:index   -> GET  the same under /v2
 * - GET  /files/campaign/:id/ad-generator/ad/:format             -> GET  /v2/campaign/:id/ad-generator/ad/:format (PNG)
 */
export async function adGeneratorFileRoutes(app: FastifyInstance, rest: RestPool): Promise<void> {
  await app.register(async (scope) => {
    // Multipart bodies are streamed to the api untouched.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    type Main = { Params: { id: string } };
    type Product = { Params: { id: string; index: string } };
    type Ad = { Params: { id: string; format: string } };
    const base = (id: string) => `/v2/campaign/${id}/ad-generator`;

    scope.post<Main>('/upload/campaign/:id/ad-generator/main-image', async (request, reply) => {
      const { id } = request.params;
      if (!isValidId(id)) return notFound(reply);
      return relayUpload(rest, request, reply, `${base(id)}/main-image`, MAX_UPLOAD_BYTES, true);
    });

    scope.post<Product>(
      '/upload/campaign/:id/ad-generator/product-image/:index',
      async (request, reply) => {
        const { id, index } = request.params;
        if (!isValidId(id) || !isIndex(index)) return notFound(reply);
        return relayUpload(
          rest,
          request,
          reply,
          `${base(id)}/product-image/${index}`,
          MAX_UPLOAD_BYTES,
          true,
        );
      },
    );

    scope.get<Main>('/files/campaign/:id/ad-generator/main-image', async (request, reply) => {
      const { id } = request.params;
      if (!isValidId(id)) return notFound(reply);
      return relayDownload(rest, request, reply, `${base(id)}/main-image`);
    });

    scope.get<Product>(
      '/files/campaign/:id/ad-generator/product-image/:index',
      async (request, reply) => {
        const { id, index } = request.params;
        if (!isValidId(id) || !isIndex(index)) return notFound(reply);
        return relayDownload(rest, request, reply, `${base(id)}/product-image/${index}`);
      },
    );

    scope.get<Ad>('/files/campaign/:id/ad-generator/ad/:format', async (request, reply) => {
      const { id, format } = request.params;
      if (!isValidId(id) || !isFormat(format)) return notFound(reply);
      return relayDownload(rest, request, reply, `${base(id)}/ad/${format}`);
    });
  });
}
