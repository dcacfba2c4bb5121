import { randomBytes } from 'node:crypto';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CMS_PRODUCT_MAX_LOGOS, cmsProductInputSchema } from '#domain/cms/cms-product-input';
import { MESSAGE } from '#domain/shared/messages';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, readLogo, IMMUTABLE_PRIVATE, sendStoredFile } from '../files';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { idOf, requireCmsUser } from './cms-access';
import { cmsProductsJson, readCmsProduct, selectCmsProducts } from './cms-product-read';
import { cmsProductListSchema, cmsProductSchema } from './cms-product.schema';
import { cmsProductLogos, cmsProducts } from './cms-product.table';
import { containsPattern } from '../shared/query-filters';

const idParams = z.object({ id: z.string() });
const productBody = z
  .record(z.string(), z.unknown())
  .describe(
    'discr, title, intro, logos [{ id, name }] to keep in order; a save also sends the version it read',
  );

/** The discriminator must name a service product, and one CMS product each. */
async function checkDiscr(tx: Executor, discr: string, id: number | null) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.discr, discr));
  if (!product) throw badRequest(MESSAGE.VALIDATION_FAILED, { discr: MESSAGE.SELECT_OPTION });
  const [taken] = await tx
    .select({ id: cmsProducts.id })
    .from(cmsProducts)
    .where(and(eq(cmsProducts.discr, discr), id === null ? undefined : ne(cmsProducts.id, id)));
  if (taken) throw badRequest(MESSAGE.VALIDATION_FAILED, { discr: MESSAGE.NAME_IN_USE });
}

/** CMS products (content editors): a service product's texts for the sites and its logos. */
export const cmsProductRoutes = (storage: FileStorage): AreaPlugin =>
  async function cmsProductList(app, { db }) {
    app.get(
      '/cms/product',
      {
        schema: {
          tags: ['cms'],
          summary: 'CMS products by discriminator, searchable by title or product',
          querystring: z.object({ search: z.string().max(100).optional() }),
          response: { 200: cmsProductListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const search = request.query.search?.trim();
        const rows = await selectCmsProducts(db)
          .where(
            search
              ? or(
                  ilike(cmsProducts.title, containsPattern(search)),
                  ilike(products.name, containsPattern(search)),
                )
              : undefined,
          )
          .orderBy(asc(cmsProducts.discr));
        return { items: await cmsProductsJson(db, rows), total: rows.length };
      },
    );

    app.get(
      '/cms/product/:id',
      {
        schema: {
          tags: ['cms'],
          summary: 'One CMS product with its logos',
          params: idParams,
          response: { 200: cmsProductSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        return readCmsProduct(db, idOf(request.params.id));
      },
    );

    app.post(
      '/cms/product',
      {
        schema: {
          tags: ['cms'],
          summary: 'Add the CMS product of a service product (new: no logos)',
          body: productBody,
          response: { 201: cmsProductSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const input = cmsProductInputSchema.parse(request.body);
        const id = await db.transaction(async (tx) => {
          await checkDiscr(tx, input.discr, null);
          const [row] = await tx
            .insert(cmsProducts)
            .values({ discr: input.discr, title: input.title, intro: input.intro })
            .returning({ id: cmsProducts.id });
          return row!.id;
        });
        return reply.status(201).send(await readCmsProduct(db, id));
      },
    );

    app.post(
      '/cms/product/:id',
      {
        schema: {
          tags: ['cms'],
          summary:
            'Save a CMS product over the version read: texts, and the logos kept in their order (others removed)',
          params: idParams,
          body: productBody,
          response: { 200: cmsProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await readCmsProduct(db, idOf(request.params.id));
        const version = requireVersion(request.body.version);
        const input = cmsProductInputSchema.parse(request.body);
        const unknown = input.logos.findIndex(
          (logo) => !current.logos.some((known) => known.id === logo.id),
        );
        if (unknown >= 0)
          throw badRequest(MESSAGE.VALIDATION_FAILED, { [`logos.${unknown}`]: MESSAGE.NOT_FOUND });
        const removed = await db.transaction(async (tx) => {
          // Before the update: its discr must name a service product (a foreign key).
          await checkDiscr(tx, input.discr, current.id);
          const [row] = await tx
            .update(cmsProducts)
            .set({
              discr: input.discr,
              title: input.title,
              intro: input.intro,
              version: version + 1,
              updatedAt: new Date(),
            })
            .where(and(eq(cmsProducts.id, current.id), eq(cmsProducts.version, version)))
            .returning({ id: cmsProducts.id });
          if (!row) throw outdated();
          const gone = await tx
            .delete(cmsProductLogos)
            .where(eq(cmsProductLogos.cmsProductId, current.id))
            .returning();
          const kept = input.logos.map((logo, position) => {
            const stored = gone.find((row) => row.id === logo.id)!;
            return { ...stored, position, name: logo.name };
          });
          if (kept.length > 0) await tx.insert(cmsProductLogos).values(kept);
          return gone.filter((row) => !input.logos.some((logo) => logo.id === row.id));
        });
        // Files go once the database no longer points at them.
        for (const logo of removed) await storage.delete(logo.fileKey).catch(() => undefined);
        return readCmsProduct(db, current.id);
      },
    );

    app.delete(
      '/cms/product/:id',
      {
        schema: {
          tags: ['cms'],
          summary: 'Delete a CMS product with its logos',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireCmsUser(request);
        const current = await readCmsProduct(db, idOf(request.params.id));
        const logos = await db
          .delete(cmsProductLogos)
          .where(eq(cmsProductLogos.cmsProductId, current.id))
          .returning({ fileKey: cmsProductLogos.fileKey });
        await db.delete(cmsProducts).where(eq(cmsProducts.id, current.id));
        for (const logo of logos) await storage.delete(logo.fileKey).catch(() => undefined);
        return { message: MESSAGE.SUCCESSFULLY_DELETED };
      },
    );

    app.post(
      '/cms/product/:id/logo',
      {
        schema: {
          tags: ['cms'],
          summary: `Add a logo at the end (multipart, one file: PNG, JPEG, SVG or WebP up to 2 MB; at most ${CMS_PRODUCT_MAX_LOGOS})`,
          params: idParams,
          response: { 201: cmsProductSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const current = await readCmsProduct(db, idOf(request.params.id));
        const { data, filename, type } = await readLogo(request);
        const key = `cms/products/${current.id}/logo-${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          await db.transaction(async (tx) => {
            // A new logo is a change: a save based on the version before it is refused, so
            // it cannot drop the logo unseen. The row lock also orders concurrent uploads.
            await tx
              .update(cmsProducts)
              .set({ version: sql`${cmsProducts.version} + 1`, updatedAt: new Date() })
              .where(eq(cmsProducts.id, current.id));
            const logos = await tx
              .select({ position: cmsProductLogos.position })
              .from(cmsProductLogos)
              .where(eq(cmsProductLogos.cmsProductId, current.id));
            if (logos.length >= CMS_PRODUCT_MAX_LOGOS)
              throw badRequest(MESSAGE.VALIDATION_FAILED, { logos: MESSAGE.VALUE_TOO_HIGH });
            await tx.insert(cmsProductLogos).values({
              cmsProductId: current.id,
              position: Math.max(-1, ...logos.map((logo) => logo.position)) + 1,
              name: filename.replace(/\.[a-z0-9]+$/i, '').slice(0, 100) || 'logo',
              fileKey: key,
              contentType: CONTENT_TYPES[type],
            });
          });
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        return reply.status(201).send(await readCmsProduct(db, current.id));
      },
    );

    app.get(
      '/cms/product/:id/logo/:logoId',
      {
        schema: {
          tags: ['cms'],
          summary: 'A logo of a CMS product',
          params: z.object({ id: z.string(), logoId: z.string() }),
          response: {
            200: fileResponse(IMAGE_TYPES, 'The logo'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireCmsUser(request);
        const id = idOf(request.params.id);
        const logoId = idOf(request.params.logoId);
        const [logo] =
          id === null || logoId === null
            ? []
            : await db
                .select()
                .from(cmsProductLogos)
                .where(and(eq(cmsProductLogos.id, logoId), eq(cmsProductLogos.cmsProductId, id)));
        return sendStoredFile(reply, logo ? await storage.get(logo.fileKey) : null, {
          cacheControl: IMMUTABLE_PRIVATE,
        });
      },
    );
  };
