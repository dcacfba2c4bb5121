import { and, eq, ilike, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  TAG_SUGGESTION_LIMIT,
  TAG_SUGGESTION_MIN_CHARS,
  mergedBoundPage,
  tagInputSchema,
  tagKey,
  tagNameSchema,
} from '#domain/tags/tag-input';
import { MESSAGE } from '#domain/shared/messages';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Executor } from '../db';
import { requireCmsUser, cmsPages } from '../cms';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { rowsOf } from '../shared/rows';
import { cmsPageTags } from './page-tag.table';
import { touchPagesTagged } from './page-tags';
import { readTag, readTags } from './tag-json';
import { tagListSchema, tagSchema, tagSuggestionListSchema } from './tag.schema';
import { tags, type TagRow } from './tag.table';
import { requireVersion } from '../shared/version';
import { isUniqueViolation } from '../shared/unique-violation';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  search: z.string().optional().describe('part of the name'),
  exactName: z.string().optional().describe('the whole name, without regard to case'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const suggestionQuery = z.object({
  search: z.string().optional(),
  exclude: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('names the page has already (repeat the parameter for more)'),
});
const tagBody = z
  .record(z.string(), z.unknown())
  .describe('name, bound_page_id (none: unbound); a save also sends the version it read');
const mergeBody = z.object({
  into: z.number().int().positive().describe('the tag that stays'),
  bound_page_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .describe('required when both tags have a different bound page: which one stays'),
  version: z.number().int().describe('the version of the merged tag as read'),
});

const nameIs = (name: string) => sql`lower(${tags.name}) = ${tagKey(name)}`;

/** 400 TAG_ALREADY_EXISTS, naming the tag that has the name already, when another has it. */
async function requireFreeName(db: Executor, name: string, ownId: number | null) {
  const [other] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(nameIs(name), ownId === null ? undefined : ne(tags.id, ownId)));
  if (other)
    throw new ApiError(
      400,
      MESSAGE.TAG_ALREADY_EXISTS,
      { name: MESSAGE.TAG_ALREADY_EXISTS },
      other.id,
    );
}

/** A name taken between the check and the write (another editor) answers as the check does. */
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

async function requirePage(tx: Executor, pageId: number | null) {
  if (pageId === null) return;
  const [page] = await tx.select({ id: cmsPages.id }).from(cmsPages).where(eq(cmsPages.id, pageId));
  if (!page) throw badRequest(MESSAGE.VALIDATION_FAILED, { bound_page_id: MESSAGE.SELECT_OPTION });
}

async function lockTag(tx: Executor, id: number): Promise<TagRow> {
  const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function answer(db: Executor, id: number) {
  const tag = await readTag(db, id);
  if (!tag) throw notFound();
  return tag;
}

/**
 * Tags (docs/cms.md, "Tags"): the /tag screens, the page editor's tag field, merging. CMS
 * editors only.
 */
export const tagRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/tag',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Tags by part of the name (search) or the whole name (exactName), alphabetical, 50 a page; total also in X-Pagination-Total',
        querystring: listQuery,
        response: { 200: tagListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { query } = request;
      const conditions: SQL[] = [];
      const search = query.search?.trim();
      if (search) conditions.push(ilike(tags.name, containsPattern(search)));
      const exact = query.exactName?.trim();
      if (exact) conditions.push(nameIs(exact));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { limit, offset } = listPaging(query, PAGE_SIZES.tags);
      const items = await readTags(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tags)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.get(
    '/tag/suggestion',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Tags for the page editor’s tag field: from 1 character, names starting with the text first, at most 50, without the names given in exclude',
        querystring: suggestionQuery,
        response: { 200: tagSuggestionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const search = request.query.search?.trim() ?? '';
      if (search.length < TAG_SUGGESTION_MIN_CHARS) return { items: [] };
      const excluded = [request.query.exclude ?? []].flat().map(tagKey).filter(Boolean);
      const where = and(
        ilike(tags.name, containsPattern(search)),
        excluded.length > 0 ? notInArray(sql`lower(${tags.name})`, excluded) : undefined,
      );
      const startsWith = sql`(lower(${tags.name}) LIKE ${`${tagKey(search).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) DESC`;
      return { items: await readTags(db, where, TAG_SUGGESTION_LIMIT, 0, [startsWith]) };
    },
  );

  app.get(
    '/tag/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'A tag with its bound page',
        params: idParams,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return answer(db, request.params.id);
    },
  );

  app.post(
    '/tag',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Add a tag; a name another tag has (without regard to case) is 400 MESSAGE.TAG_ALREADY_EXISTS with existing_id',
        body: tagBody,
        response: { 201: tagSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const input = tagInputSchema.parse(request.body);
      const id = await writingName(db, input.name, null, () =>
        db.transaction(async (tx) => {
          await requireFreeName(tx, input.name, null);
          await requirePage(tx, input.bound_page_id);
          const [row] = await tx
            .insert(tags)
            .values({ name: input.name, boundPageId: input.bound_page_id })
            .returning({ id: tags.id });
          return row!.id;
        }),
      );
      return reply.status(201).send(await answer(db, id));
    },
  );

  app.post(
    '/tag/unbound',
    {
      schema: {
        tags: ['tags'],
        summary:
          'The tag of this name for a page’s tag field: the existing one whatever its case (200, bound page and all), or a new tag without a bound page (201)',
        body: z.record(z.string(), z.unknown()).describe('name'),
        response: { 200: tagSchema, 201: tagSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const name = tagNameSchema.parse((request.body as { name?: unknown }).name);
      const { id, created } = await db.transaction(async (tx) => {
        const [inserted] = rowsOf<{ id: number }>(
          await tx.execute(
            sql`INSERT INTO tags (name) VALUES (${name}) ON CONFLICT ((lower(name))) DO NOTHING RETURNING id`,
          ),
        );
        if (inserted) return { id: inserted.id, created: true };
        const [existing] = await tx.select({ id: tags.id }).from(tags).where(nameIs(name));
        return { id: existing!.id, created: false };
      });
      return reply.status(created ? 201 : 200).send(await answer(db, id));
    },
  );

  app.put(
    '/tag/:id',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Rename a tag and set its bound page over the version read (409 when outdated); a name another tag has is 400 MESSAGE.TAG_ALREADY_EXISTS with existing_id, so the client can offer a merge',
        params: idParams,
        body: tagBody,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const { id } = request.params;
      const version = requireVersion(request.body.version);
      const input = tagInputSchema.parse(request.body);
      await writingName(db, input.name, id, () =>
        db.transaction(async (tx) => {
          const current = await lockTag(tx, id);
          if (current.version !== version) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
          await requireFreeName(tx, input.name, id);
          await requirePage(tx, input.bound_page_id);
          if (current.name !== input.name) await touchPagesTagged(tx, id);
          await tx
            .update(tags)
            .set({
              name: input.name,
              boundPageId: input.bound_page_id,
              version: sql`${tags.version} + 1`,
              updatedAt: new Date(),
            })
            .where(eq(tags.id, id));
        }),
      );
      return answer(db, id);
    },
  );

  app.post(
    '/tag/:id/merge',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Merge this tag into another: every page that carried it carries the other (once), this tag is deleted. When both have a different bound page, bound_page_id says which one stays',
        params: idParams,
        body: mergeBody,
        response: { 200: tagSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const { id } = request.params;
      const { into, version } = request.body;
      if (into === id) throw badRequest(MESSAGE.VALIDATION_FAILED, { into: MESSAGE.SELECT_OPTION });
      await db.transaction(async (tx) => {
        // Both rows locked, the lower id first, so two merges of the same pair cannot deadlock.
        const [first, second] = id < into ? [id, into] : [into, id];
        const locked = [await lockTag(tx, first), await lockTag(tx, second)];
        const merged = locked.find((row) => row.id === id)!;
        const kept = locked.find((row) => row.id === into)!;
        if (merged.version !== version) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
        const bound = mergedBoundPage(
          kept.boundPageId,
          merged.boundPageId,
          request.body.bound_page_id ?? null,
        );
        if (bound.choiceNeeded)
          throw badRequest(MESSAGE.VALIDATION_FAILED, { bound_page_id: MESSAGE.SELECT_OPTION });
        await touchPagesTagged(tx, id);
        // A page that had both keeps the one it had already; the others switch over.
        await tx
          .delete(cmsPageTags)
          .where(
            and(
              eq(cmsPageTags.tagId, id),
              sql`${cmsPageTags.pageId} IN (SELECT pt.page_id FROM cms_page_tags pt WHERE pt.tag_id = ${into})`,
            ),
          );
        await tx.update(cmsPageTags).set({ tagId: into }).where(eq(cmsPageTags.tagId, id));
        await tx.delete(tags).where(eq(tags.id, id));
        await tx
          .update(tags)
          .set({
            boundPageId: bound.pageId,
            version: sql`${tags.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(tags.id, into));
      });
      return answer(db, into);
    },
  );

  app.delete(
    '/tag/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Delete a tag (after confirmation); the pages that carried it lose it',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockTag(tx, id);
        await touchPagesTagged(tx, id);
        await tx.delete(tags).where(eq(tags.id, id));
      });
      return { message: MESSAGE.SUCCESSFULLY_DELETED };
    },
  );
};
