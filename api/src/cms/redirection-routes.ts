import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { redirectionInputSchema } from '#domain/cms/redirection-input';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import { findRedirection, redirectionJson, selectRedirections } from './redirection-read';
import { cmsRedirectionListSchema, cmsRedirectionSchema } from './redirection.schema';
import { cmsRedirections } from './redirection.table';
import { checkRedirection, redirectionColumns } from './redirection-write';
import { requireVersion } from '../shared/version';

const REDIRECTION_KINDS = ['all', 'outgoing', 'internal'] as const;

const listQuery = z.object({
  domainId: z.string(),
  search: z.string().optional().describe('part of the url, target, description or company'),
  kind: z.enum(REDIRECTION_KINDS).optional().describe('outgoing: /out/ links; internal: the rest'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const idParams = z.object({ id: z.string() });
const redirectionBody = z
  .record(z.string(), z.unknown())
  .describe(
    'url, target or page_id, description, affiliate, affiliate_company_id, temporary, domain { id }; a save also sends the version it read',
  );

function domainIdOf(value: string): number {
  const id = idOf(value);
  if (id === null)
    throw badRequest('MESSAGE.VALIDATION_FAILED', { domainId: 'MESSAGE.SELECT_OPTION' });
  return id;
}

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(cmsRedirections.url, pattern),
    ilike(cmsRedirections.target, pattern),
    ilike(cmsRedirections.description, pattern),
    sql`exists (select 1 from affiliate_companies a where a.id = ${cmsRedirections.affiliateCompanyId} and a.name ilike ${pattern})`,
  );
}

/** One page of a domain's redirections by url, with the total (also in X-Pagination-Total). */
async function redirectionPage(
  db: Executor,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
) {
  const [rows, [count]] = await Promise.all([
    selectRedirections(db)
      .where(where)
      .orderBy(asc(cmsRedirections.url))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(cmsRedirections)
      .where(where),
  ]);
  return { items: rows.map(redirectionJson), total: count?.n ?? 0 };
}

async function readRedirection(db: Executor, id: number | null) {
  const found = id === null ? null : await findRedirection(db, eq(cmsRedirections.id, id));
  if (!found) throw notFound();
  return found;
}

/** Redirections of a domain: to another address or a page, and outgoing (affiliate) links under /out/. */
export const redirectionRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/redirection',
    {
      schema: {
        tags: ['cms'],
        summary:
          "A domain's redirections, sorted by url, 50 a page; total also in X-Pagination-Total",
        querystring: listQuery,
        response: { 200: cmsRedirectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { query } = request;
      const kind = query.kind ?? 'all';
      const where = and(
        eq(cmsRedirections.domainId, domainIdOf(query.domainId)),
        kind === 'all' ? undefined : eq(cmsRedirections.affiliate, kind === 'outgoing'),
        searchCondition(query.search),
      );
      const answer = await redirectionPage(db, where, listPaging(query, PAGE_SIZES.default));
      reply.header('X-Pagination-Total', String(answer.total));
      return answer;
    },
  );

  app.get(
    '/cms/redirection/affiliate/paginate',
    {
      schema: {
        tags: ['cms'],
        summary:
          "A domain's outgoing (affiliate) redirections, sorted by url, 10 a page; total also in X-Pagination-Total",
        querystring: listQuery.omit({ kind: true }),
        response: { 200: cmsRedirectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { query } = request;
      const where = and(
        eq(cmsRedirections.domainId, domainIdOf(query.domainId)),
        eq(cmsRedirections.affiliate, true),
        searchCondition(query.search),
      );
      const answer = await redirectionPage(
        db,
        where,
        listPaging(query, PAGE_SIZES.redirectSelector),
      );
      reply.header('X-Pagination-Total', String(answer.total));
      return answer;
    },
  );

  app.get(
    '/cms/redirection/affiliate',
    {
      schema: {
        tags: ['cms'],
        summary: "All of a domain's outgoing (affiliate) redirections, sorted by url (at most 500)",
        querystring: z.object({ domainId: z.string() }),
        response: { 200: cmsRedirectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const where = and(
        eq(cmsRedirections.domainId, domainIdOf(request.query.domainId)),
        eq(cmsRedirections.affiliate, true),
      );
      return redirectionPage(db, where, { limit: 500, offset: 0 });
    },
  );

  app.get(
    '/cms/redirection/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'One redirection',
        params: idParams,
        response: { 200: cmsRedirectionSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return redirectionJson(await readRedirection(db, idOf(request.params.id)));
    },
  );

  app.post(
    '/cms/redirection',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Add a redirection; an outgoing one is kept under /out/ and marked affiliate, a target or a page (not both)',
        body: redirectionBody,
        response: { 201: cmsRedirectionSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireCmsUser(request);
      const input = redirectionInputSchema.parse(request.body);
      const id = await db.transaction(async (tx) => {
        await checkRedirection(tx, input, null);
        const [inserted] = await tx
          .insert(cmsRedirections)
          .values({ ...redirectionColumns(input), createdBy: viewer.userId })
          .returning({ id: cmsRedirections.id });
        return inserted!.id;
      });
      return reply.status(201).send(redirectionJson(await readRedirection(db, id)));
    },
  );

  app.post(
    '/cms/redirection/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Save a redirection over the version read; 409 when someone saved in between',
        params: idParams,
        body: redirectionBody,
        response: { 200: cmsRedirectionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const current = await readRedirection(db, idOf(request.params.id));
      const id = current.redirection.id;
      const version = requireVersion(request.body.version);
      const input = redirectionInputSchema.parse(request.body);
      await db.transaction(async (tx) => {
        await checkRedirection(tx, input, id);
        const [row] = await tx
          .update(cmsRedirections)
          .set({
            ...redirectionColumns(input),
            version: sql`${cmsRedirections.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(cmsRedirections.id, id), eq(cmsRedirections.version, version)))
          .returning({ id: cmsRedirections.id });
        if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
      });
      return redirectionJson(await readRedirection(db, id));
    },
  );

  app.delete(
    '/cms/redirection/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Delete a redirection (its recorded click-outs stay, without the link)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const { redirection } = await readRedirection(db, idOf(request.params.id));
      await db.delete(cmsRedirections).where(eq(cmsRedirections.id, redirection.id));
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};
