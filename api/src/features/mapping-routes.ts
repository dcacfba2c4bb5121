import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  UNMAPPED_FEATURE_STATES,
  createFromMappingInputSchema,
  mapFeatureInputSchema,
} from '#domain/features/feature-mapping';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { users } from '../accounts';
import type { Executor } from '../db';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import { requireComparisonUser } from '../comparison';
import { comparisonFeatures } from './feature.table';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { outdated } from '../shared/version';
import { insertFeature, requireCoreProduct, writingFeatureName } from './feature-store';
import {
  comparisonUnmappedFeatureValues,
  comparisonUnmappedFeatures,
  type ComparisonUnmappedFeatureRow,
} from './unmapped-feature.table';
import {
  featureMappingSchema,
  unmappedFeatureListSchema,
  unmappedFeatureSchema,
} from './unmapped-feature.schema';

type UnmappedFeatureJson = z.input<typeof unmappedFeatureSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  search: z.string().optional().describe('part of the name'),
  state: z.enum(UNMAPPED_FEATURE_STATES).optional().describe('default unmapped'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

const handledBy = sql<
  string | null
>`nullif(btrim(${users.givenName} || ' ' || ${users.familyName}), '')`;

async function readUnmapped(
  db: Executor,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<UnmappedFeatureJson[]> {
  const rows = await db
    .select({
      row: comparisonUnmappedFeatures,
      featureName: comparisonFeatures.name,
      handledByName: handledBy,
      valueCount: sql<number>`(SELECT count(*)::int FROM ${comparisonUnmappedFeatureValues} WHERE ${comparisonUnmappedFeatureValues.unmappedFeatureId} = ${comparisonUnmappedFeatures.id})`,
    })
    .from(comparisonUnmappedFeatures)
    .leftJoin(
      comparisonFeatures,
      eq(comparisonFeatures.id, comparisonUnmappedFeatures.mappedFeatureId),
    )
    .leftJoin(users, eq(users.id, comparisonUnmappedFeatures.handledBy))
    .where(where)
    .orderBy(
      desc(comparisonUnmappedFeatures.handledAt),
      desc(comparisonUnmappedFeatures.seenCount),
      asc(sql`lower(${comparisonUnmappedFeatures.name})`),
      asc(comparisonUnmappedFeatures.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, featureName, handledByName, valueCount }) => ({
    id: row.id,
    core_product_id: row.coreProductId,
    name: row.name,
    source: row.source,
    sample_value: row.sampleValue,
    seen_count: row.seenCount,
    value_count: valueCount,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    state: row.state,
    mapped_feature_id: row.mappedFeatureId,
    mapped_feature_name: featureName,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: row.handledBy === null ? null : handledByName,
  }));
}

async function lockUnmapped(tx: Executor, id: number): Promise<ComparisonUnmappedFeatureRow> {
  const [row] = await tx
    .select()
    .from(comparisonUnmappedFeatures)
    .where(eq(comparisonUnmappedFeatures.id, id))
    .for('update');
  if (!row) throw notFound();
  // Mapped or ignored by someone else since it was read.
  if (row.state !== 'unmapped') throw outdated();
  return row;
}

/**
 * Marks the name mapped to the feature and turns the values products had for it into
 * specs of that feature; a product that has a spec for the feature already keeps it.
 * Returns how many specs were added.
 */
async function mapTo(
  tx: Executor,
  row: ComparisonUnmappedFeatureRow,
  featureId: number,
  userId: number,
): Promise<number> {
  const added = rowsOf<{ product_id: number }>(
    await tx.execute(sql`
      INSERT INTO comparison_specs (product_id, feature_id, value, source)
      SELECT v.product_id, ${featureId}, btrim(v.value), ${row.source}
        FROM comparison_unmapped_feature_values v
        JOIN comparison_products p ON p.id = v.product_id
       WHERE v.unmapped_feature_id = ${row.id} AND p.core_product_id = ${row.coreProductId}
      ON CONFLICT (product_id, feature_id) DO NOTHING
      RETURNING product_id`),
  );
  await tx
    .delete(comparisonUnmappedFeatureValues)
    .where(eq(comparisonUnmappedFeatureValues.unmappedFeatureId, row.id));
  await tx
    .update(comparisonUnmappedFeatures)
    .set({ state: 'mapped', mappedFeatureId: featureId, handledAt: new Date(), handledBy: userId })
    .where(eq(comparisonUnmappedFeatures.id, row.id));
  return added.length;
}

async function mappingAnswer(db: Executor, id: number, specsAdded: number) {
  const [row] = await readUnmapped(db, eq(comparisonUnmappedFeatures.id, id), 1);
  if (!row) throw notFound();
  return { unmapped_feature: row, specs_added: specsAdded };
}

/** Feature mapping (docs/comparison.md): names from feeds and spec websites mapped to features. */
export const mappingRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/core-product/:id/unmapped-feature',
    {
      schema: {
        tags: ['features'],
        summary:
          "A core product's feature names from feeds and spec websites not mapped yet (state: mapped or ignored for the history), most seen first, by part of the name, 50 a page; total also in X-Pagination-Total",
        params: idParams,
        querystring: listQuery,
        response: { 200: unmappedFeatureListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const coreProductId = request.params.id;
      await requireCoreProduct(db, coreProductId);
      const { query } = request;
      const conditions: SQL[] = [
        eq(comparisonUnmappedFeatures.coreProductId, coreProductId),
        eq(comparisonUnmappedFeatures.state, query.state ?? 'unmapped'),
      ];
      const search = query.search?.trim();
      if (search) conditions.push(ilike(comparisonUnmappedFeatures.name, containsPattern(search)));
      const where = and(...conditions);
      const { limit, offset } = listPaging(query, PAGE_SIZES.default);
      const items = await readUnmapped(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(comparisonUnmappedFeatures)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.post(
    '/comparison/unmapped-feature/:id/map',
    {
      schema: {
        tags: ['features'],
        summary:
          'Map a feature name to a feature of the same core product (another is 400 on feature_id); the values kept for it become specs of the feature (a spec a product has already stays). A name mapped or ignored since it was read is 409',
        params: idParams,
        body: z.record(z.string(), z.unknown()).describe('feature_id'),
        response: { 200: featureMappingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      const { feature_id: featureId } = mapFeatureInputSchema.parse(request.body);
      const added = await db.transaction(async (tx) => {
        const row = await lockUnmapped(tx, id);
        const [feature] = await tx
          .select({ id: comparisonFeatures.id })
          .from(comparisonFeatures)
          .where(
            and(
              eq(comparisonFeatures.id, featureId),
              eq(comparisonFeatures.coreProductId, row.coreProductId),
            ),
          );
        if (!feature)
          throw badRequest(MESSAGE.VALIDATION_FAILED, { feature_id: MESSAGE.SELECT_OPTION });
        return mapTo(tx, row, featureId, viewer.userId);
      });
      return mappingAnswer(db, id, added);
    },
  );

  app.post(
    '/comparison/unmapped-feature/:id/create-feature',
    {
      schema: {
        tags: ['features'],
        summary:
          'Create a feature of the core product from a feature name (name: as seen unless given; category, unit) and map the name to it; a name the core product has already is 400 MESSAGE.FEATURE_ALREADY_EXISTS',
        params: idParams,
        body: z.record(z.string(), z.unknown()).describe('name (optional), category, unit'),
        response: { 201: featureMappingSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      const input = createFromMappingInputSchema.parse(request.body);
      const [seen] = await db
        .select()
        .from(comparisonUnmappedFeatures)
        .where(eq(comparisonUnmappedFeatures.id, id));
      if (!seen) throw notFound();
      const name = input.name ?? seen.name.trim();
      const added = await writingFeatureName(db, seen.coreProductId, name, null, () =>
        db.transaction(async (tx) => {
          const row = await lockUnmapped(tx, id);
          const featureId = await insertFeature(tx, row.coreProductId, {
            name,
            unit: input.unit,
            category: input.category,
            category_priority: await categoryPriority(tx, row.coreProductId, input.category),
            position: null,
            group_id: null,
            enabled: true,
          });
          return mapTo(tx, row, featureId, viewer.userId);
        }),
      );
      return reply.status(201).send(await mappingAnswer(db, id, added));
    },
  );

  app.post(
    '/comparison/unmapped-feature/:id/ignore',
    {
      schema: {
        tags: ['features'],
        summary:
          'Dismiss a feature name: not a feature we keep. It leaves the list (kept with state ignored); its kept values are dropped',
        params: idParams,
        response: { 200: unmappedFeatureSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireComparisonUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockUnmapped(tx, id);
        await tx
          .delete(comparisonUnmappedFeatureValues)
          .where(eq(comparisonUnmappedFeatureValues.unmappedFeatureId, id));
        await tx
          .update(comparisonUnmappedFeatures)
          .set({ state: 'ignored', handledAt: new Date(), handledBy: viewer.userId })
          .where(eq(comparisonUnmappedFeatures.id, id));
      });
      const [row] = await readUnmapped(db, eq(comparisonUnmappedFeatures.id, id), 1);
      return row!;
    },
  );
};

/** A new feature in an existing category takes that category's priority; a new category goes last. */
async function categoryPriority(tx: Executor, coreProductId: number, category: string) {
  const [row] = await tx
    .select({
      same: sql<
        number | null
      >`min(${comparisonFeatures.categoryPriority}) FILTER (WHERE ${comparisonFeatures.category} = ${category})`,
      last: sql<number | null>`max(${comparisonFeatures.categoryPriority})`,
    })
    .from(comparisonFeatures)
    .where(eq(comparisonFeatures.coreProductId, coreProductId));
  if (row?.same !== null && row?.same !== undefined) return Number(row.same);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
