import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { cmsDomains, readUploadForm, MAX_UPLOAD_BYTES, storeUpload } from '../cms';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES } from '../shared/responses';
import { requireComparisonUser } from './comparison-access';
import type { ImageProvider } from './image-provider';
import { readProduct } from './product-read';
import { providerImageListSchema } from './product-image.schema';
import { comparisonProductImages } from './product-image.table';
import { productSaveSchema } from './product.schema';
import { lockProduct, bumpProduct } from './product-write';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const imageParams = idParams.extend({ imageId: z.coerce.number().int().positive() });
const keyParams = z.object({ key: z.string().max(100) });
const pickBody = z.object({ keys: z.array(z.string().max(100)).min(1).max(12) });

/** At most this many images per product. */
const MAX_IMAGES = 12;

/** Product images are comparison uploads of the first domain (uploads always belong to one). */
async function imageDomain(db: Executor): Promise<number> {
  const [domain] = await db
    .select({ id: cmsDomains.id })
    .from(cmsDomains)
    .orderBy(asc(cmsDomains.id))
    .limit(1);
  if (!domain) throw badRequest(MESSAGE.VALIDATION_FAILED, { domainId: MESSAGE.SELECT_OPTION });
  return domain.id;
}

async function nextPosition(tx: Executor, productId: number, adding: number): Promise<number> {
  const [row] = await tx
    .select({
      n: sql<number>`count(*)::int`,
      max: sql<number>`coalesce(max(${comparisonProductImages.position}), -1)::int`,
    })
    .from(comparisonProductImages)
    .where(eq(comparisonProductImages.productId, productId));
  if ((row?.n ?? 0) + adding > MAX_IMAGES)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { images: MESSAGE.VALUE_TOO_HIGH });
  return (row?.max ?? -1) + 1;
}

async function answer(db: Executor, id: number, message: string) {
  const product = await readProduct(db, id);
  if (!product) throw notFound();
  return { product, message };
}

/** A product's images: uploaded, or picked from the image provider by EAN; removed one by one. */
export const productImageRoutes =
  (storage: FileStorage, provider: ImageProvider): AreaPlugin =>
  async (app, { db }) => {
    app.post(
      '/comparison/product/:id/image',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'Upload an image for the product (multipart, one file: PNG, JPEG, WebP or SVG up to 10 MB); it becomes a comparison upload and the product’s last image (at most 12)',
          params: idParams,
          response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        const viewer = requireComparisonUser(request);
        const { id } = request.params;
        const form = await readUploadForm(request, MAX_UPLOAD_BYTES);
        const domainId = await imageDomain(db);
        await db.transaction(async (tx) => {
          const product = await lockProduct(tx, id);
          const position = await nextPosition(tx, id, 1);
          const upload = await storeUpload(
            tx,
            storage,
            form,
            domainId,
            viewer.userId,
            ['png', 'jpeg', 'webp', 'svg'],
            'comparison',
          );
          await tx
            .insert(comparisonProductImages)
            .values({ productId: id, uploadId: upload.id, position, source: 'upload' });
          await bumpProduct(tx, product);
        });
        return answer(db, id, MESSAGE.UPLOAD_SUCCESSFUL);
      },
    );

    app.get(
      '/comparison/product/:id/provider-image',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'The images the image provider has for the product’s EAN (not stored until picked)',
          params: idParams,
          response: { 200: providerImageListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const product = await readProduct(db, request.params.id);
        if (!product) throw notFound();
        return { items: await provider.imagesFor(product.ean) };
      },
    );

    app.get(
      '/comparison/provider-image/:key',
      {
        schema: {
          tags: ['comparison'],
          summary: 'A provider image, to look at before picking it',
          params: keyParams,
          response: {
            200: fileResponse(IMAGE_TYPES, 'The image'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireComparisonUser(request);
        const image = await provider.read(request.params.key);
        if (!image) throw notFound();
        return reply
          .header('content-type', 'image/png')
          .header('cache-control', 'private, max-age=86400')
          .send(image);
      },
    );

    app.post(
      '/comparison/product/:id/provider-image',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'Store the picked provider images as comparison uploads and add them to the product’s images (an unknown key is 400 on keys.<index>)',
          params: idParams,
          body: pickBody,
          response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireComparisonUser(request);
        const { id } = request.params;
        const files: { data: Buffer; filename: string }[] = [];
        for (const [index, key] of request.body.keys.entries()) {
          const data = await provider.read(key);
          if (!data)
            throw badRequest(MESSAGE.VALIDATION_FAILED, {
              [`keys.${index}`]: MESSAGE.SELECT_OPTION,
            });
          files.push({ data, filename: `${key.replace(/[^a-z0-9]+/gi, '-')}.png` });
        }
        const domainId = await imageDomain(db);
        await db.transaction(async (tx) => {
          const product = await lockProduct(tx, id);
          let position = await nextPosition(tx, id, files.length);
          for (const file of files) {
            const upload = await storeUpload(
              tx,
              storage,
              file,
              domainId,
              viewer.userId,
              ['png', 'jpeg'],
              'comparison',
            );
            await tx
              .insert(comparisonProductImages)
              .values({ productId: id, uploadId: upload.id, position, source: 'provider' });
            position += 1;
          }
          await bumpProduct(tx, product);
        });
        return answer(db, id, MESSAGE.CHANGES_SAVED);
      },
    );

    app.delete(
      '/comparison/product/:id/image/:imageId',
      {
        schema: {
          tags: ['comparison'],
          summary: 'Take an image off the product (the upload stays among the comparison uploads)',
          params: imageParams,
          response: { 200: productSaveSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const { id, imageId } = request.params;
        await db.transaction(async (tx) => {
          const product = await lockProduct(tx, id);
          const [gone] = await tx
            .delete(comparisonProductImages)
            .where(
              sql`${comparisonProductImages.id} = ${imageId} AND ${comparisonProductImages.productId} = ${id}`,
            )
            .returning({ id: comparisonProductImages.id });
          if (!gone) throw notFound();
          await bumpProduct(tx, product);
        });
        return answer(db, id, MESSAGE.SUCCESSFULLY_DELETED);
      },
    );
  };
