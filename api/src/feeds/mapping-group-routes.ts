import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { mappingGroupInputSchema, type MappingGroupInput } from '#domain/feeds/data-mapping';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { listPaging } from '../shared/paging';
import { companies } from '../companies';
import { requireComparisonUser } from '../comparison';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { optionalIdFilter } from '../shared/query-filters';
import { errorResponses, messageSchema } from '../shared/responses';
import { outdated, requireVersion } from '../shared/version';
import { feedMappingGroupListSchema, feedMappingGroupSchema } from './feed.schema';
import { feedDataMappings, feedMappingGroups } from './mapping-group.table';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const groupBody = z
  .record(z.string(), z.unknown())
  .describe(
    'company_id (when adding), name, property, mappings [{ pattern, replacement, confirmed }] as a whole, in order; a save also sends the version read',
  );
const listQuery = z.object({
  companyId: z.string().optional(),
  onlyUnconfirmed: z.string().optional().describe('true: only groups with unconfirmed mappings'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});

/** Groups with their mappings and shop name, in the order of the ids given. */
async function readGroups(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const groups = await db
    .select({ group: feedMappingGroups, companyName: companies.name })
    .from(feedMappingGroups)
    .innerJoin(companies, eq(companies.id, feedMappingGroups.companyId))
    .where(inArray(feedMappingGroups.id, ids));
  const mappings = await db
    .select()
    .from(feedDataMappings)
    .where(inArray(feedDataMappings.groupId, ids))
    .orderBy(asc(feedDataMappings.position), asc(feedDataMappings.id));
  return ids.flatMap((id) => {
    const found = groups.find((row) => row.group.id === id);
    if (!found) return [];
    const { group } = found;
    const own = mappings.filter((mapping) => mapping.groupId === id);
    return [
      {
        id: group.id,
        company_id: group.companyId,
        company_name: found.companyName,
        name: group.name,
        property: group.property,
        mappings: own.map((m) => ({
          id: m.id,
          pattern: m.pattern,
          replacement: m.replacement,
          confirmed: m.confirmed,
        })),
        unconfirmed_count: own.filter((m) => !m.confirmed).length,
        version: group.version,
        created_at: group.createdAt.toISOString(),
        updated_at: group.updatedAt.toISOString(),
      },
    ];
  });
}

async function answer(db: Executor, id: number) {
  const [group] = await readGroups(db, [id]);
  if (!group) throw notFound();
  return group;
}

/** Replaces a group's mappings by the ones typed (ids are not kept: a mapping is its pattern). */
async function writeMappings(tx: Executor, groupId: number, input: MappingGroupInput) {
  await tx.delete(feedDataMappings).where(eq(feedDataMappings.groupId, groupId));
  if (input.mappings.length > 0)
    await tx.insert(feedDataMappings).values(
      input.mappings.map((mapping, position) => ({
        groupId,
        position,
        pattern: mapping.pattern,
        replacement: mapping.replacement,
        confirmed: mapping.confirmed,
      })),
    );
}

const hasUnconfirmed = sql`EXISTS (SELECT 1 FROM comparison_feed_data_mappings m
  WHERE m.group_id = comparison_feed_mapping_groups.id AND NOT m.confirmed)`;

/**
 * Data-mapping groups (docs/feeds.md, "Data mappings"): per shop and property, patterns and their
 * replacements, applied to feed values once confirmed. Comparison editors only.
 */
export const mappingGroupRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/comparison/feed-mapping-group',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Data-mapping groups of a shop (companyId; without it all shops: the dashboard), by name; onlyUnconfirmed; 25 a page (the dashboard asks 15), total also in X-Pagination-Total',
        querystring: listQuery,
        response: { 200: feedMappingGroupListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const { query } = request;
      const companyId = optionalIdFilter(query.companyId, 'companyId');
      const { limit, offset } = listPaging(query, PAGE_SIZES.feedMappings);
      const filters: SQL[] = [];
      if (companyId !== undefined) filters.push(eq(feedMappingGroups.companyId, companyId));
      if (query.onlyUnconfirmed === 'true' || query.onlyUnconfirmed === '1')
        filters.push(hasUnconfirmed);
      const where = filters.length > 0 ? and(...filters) : undefined;
      const rows = await db
        .select({ id: feedMappingGroups.id })
        .from(feedMappingGroups)
        .where(where)
        .orderBy(asc(feedMappingGroups.name), asc(feedMappingGroups.id))
        .limit(limit)
        .offset(offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(feedMappingGroups)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return {
        items: await readGroups(
          db,
          rows.map((row) => row.id),
        ),
        total,
      };
    },
  );

  app.post(
    '/comparison/feed-mapping-group',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Add a data-mapping group for a shop (company_id) with its mappings; an invalid pattern is 400 MESSAGE.ENTER_VALID_PATTERN on mappings.<index>.pattern',
        body: groupBody,
        response: { 201: feedMappingGroupSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireComparisonUser(request);
      const companyId = z
        .number(MESSAGE.SELECT_OPTION)
        .int()
        .positive()
        .safeParse(request.body.company_id);
      const input = mappingGroupInputSchema.parse(request.body);
      const [company] = companyId.success
        ? await db
            .select({ id: companies.id })
            .from(companies)
            .where(and(eq(companies.id, companyId.data), eq(companies.isComparison, true)))
        : [];
      if (!company)
        throw badRequest(MESSAGE.VALIDATION_FAILED, { company_id: MESSAGE.SELECT_OPTION });
      const id = await db.transaction(async (tx) => {
        const [group] = await tx
          .insert(feedMappingGroups)
          .values({ companyId: company.id, name: input.name, property: input.property })
          .returning({ id: feedMappingGroups.id });
        await writeMappings(tx, group!.id, input);
        return group!.id;
      });
      reply.status(201);
      return answer(db, id);
    },
  );

  app.get(
    '/comparison/feed-mapping-group/:id',
    {
      schema: {
        tags: ['feeds'],
        summary: 'One data-mapping group with its mappings',
        params: idParams,
        response: { 200: feedMappingGroupSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/comparison/feed-mapping-group/:id',
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Save a group (name, property, its mappings as a whole, each confirmed or not) over the version read',
        params: idParams,
        body: groupBody,
        response: { 200: feedMappingGroupSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const version = requireVersion(request.body.version);
      const input = mappingGroupInputSchema.parse(request.body);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [saved] = await tx
          .update(feedMappingGroups)
          .set({
            name: input.name,
            property: input.property,
            version: version + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(feedMappingGroups.id, id), eq(feedMappingGroups.version, version)))
          .returning({ id: feedMappingGroups.id });
        if (!saved) {
          const [exists] = await tx
            .select({ id: feedMappingGroups.id })
            .from(feedMappingGroups)
            .where(eq(feedMappingGroups.id, id));
          throw exists ? outdated() : notFound();
        }
        await writeMappings(tx, id, input);
      });
      return answer(db, id);
    },
  );

  app.delete(
    '/comparison/feed-mapping-group/:id',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Delete a group and its mappings',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireComparisonUser(request);
      const gone = await db
        .delete(feedMappingGroups)
        .where(eq(feedMappingGroups.id, request.params.id))
        .returning({ id: feedMappingGroups.id });
      if (gone.length === 0) throw notFound();
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
