import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { brandInputSchema, brandKey, type BrandInput } from '#domain/comparison/brand-input';
import { MESSAGE } from '#domain/shared/messages';
import { cmsPages } from '../cms';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, readLogo, IMMUTABLE_PRIVATE, sendStoredFile } from '../files';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, fileResponse, IMAGE_TYPES, messageSchema } from '../shared/responses';
import { isUniqueViolation } from '../shared/unique-violation';
import { outdated, requireVersion } from '../shared/version';
import { readBrand, readBrands } from './brand-read';
import { brandListSchema, brandSchema } from './brand.schema';
import { comparisonBrands } from './brand.table';
import { requireComparisonUser } from './comparison-access';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const keywordParams = z.object({ keyword: z.string().min(1) });
const brandBody = z
  .record(z.string(), z.unknown())
  .describe('keyword, has_home, page_id (none: no CMS page); a save also sends the version read');

const keywordIs = (keyword: string) =>
  sql`lower(${comparisonBrands.keyword}) = ${brandKey(keyword)}`;

/** 400 BRAND_ALREADY_EXISTS, naming the brand that has the keyword, when another has it. */
async function requireFreeKeyword(db: Executor, keyword: string, ownId: number | null) {
  const [other] = await db
    .select({ id: comparisonBrands.id })
    .from(comparisonBrands)
    .where(and(keywordIs(keyword), ownId === null ? undefined : ne(comparisonBrands.id, ownId)));
  if (other)
    throw new ApiError(
      400,
      MESSAGE.BRAND_ALREADY_EXISTS,
      { keyword: MESSAGE.BRAND_ALREADY_EXISTS },
      other.id,
    );
}

async function requirePage(db: Executor, input: BrandInput) {
  if (input.page_id === null) return;
  const [page] = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(eq(cmsPages.id, input.page_id));
  if (!page) throw badRequest(MESSAGE.VALIDATION_FAILED, { page_id: MESSAGE.SELECT_OPTION });
}

/** A keyword taken between the check and the write answers as the check does. */
async function writingKeyword<T>(
  db: Executor,
  input: BrandInput,
  ownId: number | null,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await requireFreeKeyword(db, input.keyword, ownId);
    throw error;
  }
}

/** A brand by id, or by keyword (the logo address names the brand by its keyword). */
async function findBrand(db: Executor, idOrKeyword: string) {
  const asId = /^\d+$/.test(idOrKeyword) ? Number(idOrKeyword) : null;
  const [brand] = await db
    .select()
    .from(comparisonBrands)
    .where(asId !== null ? eq(comparisonBrands.id, asId) : keywordIs(idOrKeyword));
  if (!brand) throw notFound();
  return brand;
}

/** Brands (docs/comparison.md): list, add, save, delete, logo. Comparison editors only. */
export const brandRoutes =
  (storage: FileStorage): AreaPlugin =>
  async (app, { db }) => {
    app.get(
      '/comparison/brand',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'All brands by keyword, with their product counts (not paged: a few hundred at most)',
          response: { 200: brandListSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        return { items: await readBrands(db) };
      },
    );

    app.post(
      '/comparison/brand',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'Add a brand; a keyword another brand has (case ignored) is 400 MESSAGE.BRAND_ALREADY_EXISTS with existing_id',
          body: brandBody,
          response: { 201: brandSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        requireComparisonUser(request);
        const input = brandInputSchema.parse(request.body);
        await requirePage(db, input);
        await requireFreeKeyword(db, input.keyword, null);
        const [row] = await writingKeyword(db, input, null, () =>
          db
            .insert(comparisonBrands)
            .values({ keyword: input.keyword, hasHome: input.has_home, pageId: input.page_id })
            .returning({ id: comparisonBrands.id }),
        );
        reply.status(201);
        return (await readBrand(db, row!.id))!;
      },
    );

    app.post(
      '/comparison/brand/:id',
      {
        schema: {
          tags: ['comparison'],
          summary: 'Save a brand over the version read (a taken keyword as when adding)',
          params: idParams,
          body: brandBody,
          response: { 200: brandSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const version = requireVersion(request.body.version);
        const input = brandInputSchema.parse(request.body);
        const { id } = request.params;
        await requirePage(db, input);
        await requireFreeKeyword(db, input.keyword, id);
        const updated = await writingKeyword(db, input, id, () =>
          db
            .update(comparisonBrands)
            .set({
              keyword: input.keyword,
              hasHome: input.has_home,
              pageId: input.page_id,
              version: version + 1,
              updatedAt: new Date(),
            })
            .where(and(eq(comparisonBrands.id, id), eq(comparisonBrands.version, version)))
            .returning({ id: comparisonBrands.id }),
        );
        if (updated.length === 0) {
          if (!(await readBrand(db, id))) throw notFound();
          throw outdated();
        }
        return (await readBrand(db, id))!;
      },
    );

    app.delete(
      '/comparison/brand/:id',
      {
        schema: {
          tags: ['comparison'],
          summary: 'Delete a brand; its products keep their data without a brand',
          params: idParams,
          response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const [gone] = await db
          .delete(comparisonBrands)
          .where(eq(comparisonBrands.id, request.params.id))
          .returning({ logoKey: comparisonBrands.logoKey });
        if (!gone) throw notFound();
        if (gone.logoKey) await storage.delete(gone.logoKey).catch(() => undefined);
        return { message: MESSAGE.SUCCESSFULLY_DELETED };
      },
    );

    app.post(
      '/comparison/brand/:keyword/logo',
      {
        schema: {
          tags: ['comparison'],
          summary:
            'Upload the brand’s logo (multipart, one file: PNG, JPEG, SVG or WebP up to 2 MB); the brand by keyword (or id)',
          params: keywordParams,
          response: { 200: brandSchema, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) => {
        requireComparisonUser(request);
        const brand = await findBrand(db, request.params.keyword);
        const { data, type } = await readLogo(request);
        const key = `comparison/brand-${brand.id}/logo-${randomBytes(8).toString('hex')}.${type}`;
        await storage.put(key, data, CONTENT_TYPES[type]);
        try {
          await db
            .update(comparisonBrands)
            .set({
              logoKey: key,
              logoContentType: CONTENT_TYPES[type],
              version: sql`${comparisonBrands.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonBrands.id, brand.id));
        } catch (error) {
          await storage.delete(key);
          throw error;
        }
        if (brand.logoKey) await storage.delete(brand.logoKey).catch(() => undefined);
        return (await readBrand(db, brand.id))!;
      },
    );

    app.get(
      '/comparison/brand/:keyword/logo',
      {
        schema: {
          tags: ['comparison'],
          summary: 'The brand’s logo as uploaded; the brand by id (or keyword)',
          params: keywordParams,
          response: {
            200: fileResponse(IMAGE_TYPES, 'The logo'),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        requireComparisonUser(request);
        const brand = await findBrand(db, request.params.keyword);
        // The address carries the version, so a new logo is a new address.
        return sendStoredFile(reply, brand.logoKey ? await storage.get(brand.logoKey) : null, {
          cacheControl: IMMUTABLE_PRIVATE,
        });
      },
    );
  };
