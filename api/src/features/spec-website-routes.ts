import { and, asc, eq, isNull, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { specSynonymInputSchema, specWebsiteInputSchema } from '#domain/features/spec-synonym';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Executor } from '../db';
import { listPaging } from '../shared/paging';
import { requireComparisonUser, comparisonCoreProducts } from '../comparison';
import { comparisonFeatures } from './feature.table';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { isUniqueViolation } from '../shared/unique-violation';
import { outdated, requireVersion } from '../shared/version';
import {
  specSynonymListSchema,
  specSynonymSchema,
  specWebsiteDetailSchema,
  specWebsiteListSchema,
  type specSynonymSchema as SynonymSchema,
  type specWebsiteSchema as WebsiteSchema,
} from './spec-website.schema';
import { comparisonSpecSynonyms, comparisonSpecWebsites } from './spec-website.table';

type SpecWebsiteJson = z.input<typeof WebsiteSchema>;
type SpecSynonymJson = z.input<typeof SynonymSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const websiteBody = z
  .record(z.string(), z.unknown())
  .describe('name, base_url, core_product_id, enabled; a save also sends the version it read');
const pageQuery = z.object({
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

const isMapped = or(
  not(isNull(comparisonSpecSynonyms.featureId)),
  eq(comparisonSpecSynonyms.noFeature, true),
)!;
const isUnmapped = and(
  isNull(comparisonSpecSynonyms.featureId),
  eq(comparisonSpecSynonyms.noFeature, false),
)!;

async function readWebsites(db: Executor, where: SQL | undefined): Promise<SpecWebsiteJson[]> {
  const rows = await db
    .select({
      website: comparisonSpecWebsites,
      coreProductName: comparisonCoreProducts.name,
      mapped: sql<number>`(SELECT count(*)::int FROM comparison_spec_synonyms s WHERE s.spec_website_id = ${comparisonSpecWebsites.id} AND (s.feature_id IS NOT NULL OR s.no_feature))`,
      unmapped: sql<number>`(SELECT count(*)::int FROM comparison_spec_synonyms s WHERE s.spec_website_id = ${comparisonSpecWebsites.id} AND s.feature_id IS NULL AND NOT s.no_feature)`,
    })
    .from(comparisonSpecWebsites)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonSpecWebsites.coreProductId),
    )
    .where(where)
    .orderBy(asc(sql`lower(${comparisonSpecWebsites.name})`), asc(comparisonSpecWebsites.id));
  return rows.map(({ website, coreProductName, mapped, unmapped }) => ({
    id: website.id,
    name: website.name,
    base_url: website.baseUrl,
    core_product_id: website.coreProductId,
    core_product_name: coreProductName,
    enabled: website.enabled,
    mapped_count: mapped,
    unmapped_count: unmapped,
    version: website.version,
  }));
}

async function readSynonyms(
  db: Executor,
  where: SQL | undefined,
  limit?: number,
  offset = 0,
): Promise<SpecSynonymJson[]> {
  const query = db
    .select({ synonym: comparisonSpecSynonyms, featureName: comparisonFeatures.name })
    .from(comparisonSpecSynonyms)
    .leftJoin(comparisonFeatures, eq(comparisonFeatures.id, comparisonSpecSynonyms.featureId))
    .where(where)
    .orderBy(asc(sql`lower(${comparisonSpecSynonyms.name})`), asc(comparisonSpecSynonyms.id))
    .$dynamic();
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map(({ synonym, featureName }) => ({
    id: synonym.id,
    spec_website_id: synonym.specWebsiteId,
    name: synonym.name,
    sample_value: synonym.sampleValue,
    feature_id: synonym.featureId,
    feature_name: featureName,
    no_feature: synonym.noFeature,
    version: synonym.version,
  }));
}

async function websiteAnswer(db: Executor, id: number) {
  const [website] = await readWebsites(db, eq(comparisonSpecWebsites.id, id));
  if (!website) throw notFound();
  const synonyms = await readSynonyms(
    db,
    and(eq(comparisonSpecSynonyms.specWebsiteId, id), isMapped),
  );
  return { ...website, synonyms };
}

async function requireWebsite(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(comparisonSpecWebsites)
    .where(eq(comparisonSpecWebsites.id, id));
  if (!row) throw notFound();
  return row;
}

/** 400 NAME_IN_USE (naming the website that has it) when another spec website has the name. */
async function requireFreeName(db: Executor, name: string, ownId: number | null) {
  const [other] = await db
    .select({ id: comparisonSpecWebsites.id })
    .from(comparisonSpecWebsites)
    .where(
      and(
        sql`lower(${comparisonSpecWebsites.name}) = ${name.trim().toLowerCase()}`,
        ownId === null ? undefined : ne(comparisonSpecWebsites.id, ownId),
      ),
    );
  if (other) throw new ApiError(400, MESSAGE.NAME_IN_USE, { name: MESSAGE.NAME_IN_USE }, other.id);
}

async function writingName<T>(
  db: Executor,
  name: string,
  ownId: number | null,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await requireFreeName(db, name, ownId);
    throw error;
  }
}

async function requireCoreProductOption(tx: Executor, id: number) {
  const [core] = await tx
    .select({ id: comparisonCoreProducts.id })
    .from(comparisonCoreProducts)
    .where(eq(comparisonCoreProducts.id, id));
  if (!core)
    throw badRequest(MESSAGE.VALIDATION_FAILED, { core_product_id: MESSAGE.SELECT_OPTION });
}

/** Spec websites and their synonyms (docs/comparison.md): list, get, save; synonym suggestions. */
export const specWebsiteRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/spec-website',
    {
      schema: {
        tags: ['features'],
        summary: 'Spec websites by name, with their core product and synonym counts',
        response: { 200: specWebsiteListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const items = await readWebsites(db, undefined);
      return { items, total: items.length };
    },
  );

  app.get(
    '/comparison/spec-website/:id',
    {
      schema: {
        tags: ['features'],
        summary: 'A spec website with its mapped synonyms',
        params: idParams,
        response: { 200: specWebsiteDetailSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return websiteAnswer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/spec-website',
    {
      schema: {
        tags: ['features'],
        summary: 'Add a spec website; a name another has (any case) is 400 MESSAGE.NAME_IN_USE',
        body: websiteBody,
        response: { 201: specWebsiteDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const input = specWebsiteInputSchema.parse(request.body);
      const id = await writingName(db, input.name, null, () =>
        db.transaction(async (tx) => {
          await requireFreeName(tx, input.name, null);
          await requireCoreProductOption(tx, input.core_product_id);
          const [row] = await tx
            .insert(comparisonSpecWebsites)
            .values({
              name: input.name,
              baseUrl: input.base_url,
              coreProductId: input.core_product_id,
              enabled: input.enabled,
            })
            .returning({ id: comparisonSpecWebsites.id });
          return row!.id;
        }),
      );
      return reply.status(201).send(await websiteAnswer(db, id));
    },
  );

  app.post(
    '/comparison/spec-website/:id',
    {
      schema: {
        tags: ['features'],
        summary:
          'Save a spec website over the version read (409 when outdated). Another core product puts the synonyms mapped to a feature back among the suggestions (no_feature ones stay)',
        params: idParams,
        body: websiteBody,
        response: { 200: specWebsiteDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = specWebsiteInputSchema.parse(request.body);
      await writingName(db, input.name, id, () =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select()
            .from(comparisonSpecWebsites)
            .where(eq(comparisonSpecWebsites.id, id))
            .for('update');
          if (!current) throw notFound();
          if (current.version !== version) throw outdated();
          await requireFreeName(tx, input.name, id);
          await requireCoreProductOption(tx, input.core_product_id);
          if (current.coreProductId !== input.core_product_id)
            await tx
              .update(comparisonSpecSynonyms)
              .set({
                featureId: null,
                version: sql`${comparisonSpecSynonyms.version} + 1`,
                updatedAt: new Date(),
              })
              .where(
                and(
                  eq(comparisonSpecSynonyms.specWebsiteId, id),
                  not(isNull(comparisonSpecSynonyms.featureId)),
                ),
              );
          await tx
            .update(comparisonSpecWebsites)
            .set({
              name: input.name,
              baseUrl: input.base_url,
              coreProductId: input.core_product_id,
              enabled: input.enabled,
              version: sql`${comparisonSpecWebsites.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(comparisonSpecWebsites.id, id));
        }),
      );
      return websiteAnswer(db, id);
    },
  );

  app.get(
    '/comparison/spec-website/:id/synonym-suggestions',
    {
      schema: {
        tags: ['features'],
        summary:
          "A spec website's synonyms not mapped yet (neither a feature nor no_feature), by name, 25 a page; total also in X-Pagination-Total",
        params: idParams,
        querystring: pageQuery,
        response: { 200: specSynonymListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { id } = request.params;
      await requireWebsite(db, id);
      const where = and(eq(comparisonSpecSynonyms.specWebsiteId, id), isUnmapped);
      const { limit, offset } = listPaging(request.query, PAGE_SIZES.specSynonymSuggestions);
      const items = await readSynonyms(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonSpecSynonyms)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.post(
    '/comparison/spec-synonym/:id',
    {
      schema: {
        tags: ['features'],
        summary:
          "Save a synonym over the version read (409 when outdated): a feature of its website's core product (another is 400 on feature_id), or no_feature; neither makes it a suggestion again",
        params: idParams,
        body: z
          .record(z.string(), z.unknown())
          .describe('feature_id or no_feature, and the version read'),
        response: { 200: specSynonymSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = specSynonymInputSchema.parse(request.body);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            synonym: comparisonSpecSynonyms,
            coreProductId: comparisonSpecWebsites.coreProductId,
          })
          .from(comparisonSpecSynonyms)
          .innerJoin(
            comparisonSpecWebsites,
            eq(comparisonSpecWebsites.id, comparisonSpecSynonyms.specWebsiteId),
          )
          .where(eq(comparisonSpecSynonyms.id, id))
          .for('update', { of: comparisonSpecSynonyms });
        if (!current) throw notFound();
        if (current.synonym.version !== version) throw outdated();
        if (input.feature_id !== null) {
          const [feature] = await tx
            .select({ id: comparisonFeatures.id })
            .from(comparisonFeatures)
            .where(
              and(
                eq(comparisonFeatures.id, input.feature_id),
                eq(comparisonFeatures.coreProductId, current.coreProductId),
              ),
            );
          if (!feature)
            throw badRequest(MESSAGE.VALIDATION_FAILED, { feature_id: MESSAGE.SELECT_OPTION });
        }
        await tx
          .update(comparisonSpecSynonyms)
          .set({
            featureId: input.feature_id,
            noFeature: input.no_feature,
            version: sql`${comparisonSpecSynonyms.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(comparisonSpecSynonyms.id, id));
      });
      const [synonym] = await readSynonyms(db, eq(comparisonSpecSynonyms.id, id));
      return synonym!;
    },
  );
};
