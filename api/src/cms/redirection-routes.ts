import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { redirectionInputSchema } from '#domain/cms/redirection-input';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { cmsDomains } from './domain.table';
import { containsPattern, listPaging } from './list-paging';
import { cmsPages } from './page.table';
import { cmsRedirectionListSchema, cmsRedirectionSchema } from './redirection.schema';
import { cmsRedirections, type CmsRedirectionRow } from './redirection.table';

const listQuery = z.object({
  domainId: z.string(),
  search: z.string().optional().describe('part of the url, target or description'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const redirectionBody = z
  .record(z.string(), z.unknown())
  .describe('url, target or page_id, description, affiliate, temporary, domain { id }');

function redirectionJson(row: CmsRedirectionRow) {
  return {
    id: row.id,
    url: row.url,
    target: row.target,
    page_id: row.pageId,
    description: row.description,
    affiliate: row.affiliate,
    temporary: row.temporary,
    domain: { id: row.domainId },
    version: row.version,
    created_at: row.createdAt.toISOString(),
  };
}

/** Redirections: the affiliate list the redirect selector pages through, and adding one (part 2 adds the rest). */
export const redirectionRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/redirection/affiliate/paginate',
    {
      schema: {
        tags: ['cms'],
        summary:
          "A domain's outgoing (affiliate) redirections, sorted by url, 10 a page; total also in X-Pagination-Total",
        querystring: listQuery,
        response: { 200: cmsRedirectionListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { query } = request;
      const domainId = idOf(query.domainId);
      if (domainId === null)
        throw badRequest('MESSAGE.VALIDATION_FAILED', { domainId: 'MESSAGE.SELECT_OPTION' });
      const conditions: SQL[] = [
        eq(cmsRedirections.domainId, domainId),
        eq(cmsRedirections.affiliate, true),
      ];
      const search = query.search?.trim();
      if (search) {
        const pattern = containsPattern(search);
        conditions.push(
          or(
            ilike(cmsRedirections.url, pattern),
            ilike(cmsRedirections.target, pattern),
            ilike(cmsRedirections.description, pattern),
          )!,
        );
      }
      const where = and(...conditions);
      const { limit, offset } = listPaging(query, PAGE_SIZES.redirectSelector);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(cmsRedirections)
          .where(where)
          .orderBy(asc(cmsRedirections.url))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(cmsRedirections)
          .where(where),
      ]);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items: rows.map(redirectionJson), total };
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
      const row = await db.transaction(async (tx) => {
        const [domain] = await tx
          .select({ id: cmsDomains.id })
          .from(cmsDomains)
          .where(eq(cmsDomains.id, input.domain.id));
        if (!domain)
          throw badRequest('MESSAGE.VALIDATION_FAILED', { domain: 'MESSAGE.SELECT_OPTION' });
        if (input.page_id !== null) {
          const [page] = await tx
            .select({ id: cmsPages.id })
            .from(cmsPages)
            .where(and(eq(cmsPages.id, input.page_id), eq(cmsPages.domainId, domain.id)));
          if (!page)
            throw badRequest('MESSAGE.VALIDATION_FAILED', { page_id: 'MESSAGE.SELECT_OPTION' });
        }
        const [taken] = await tx
          .select({ id: cmsRedirections.id })
          .from(cmsRedirections)
          .where(and(eq(cmsRedirections.domainId, domain.id), eq(cmsRedirections.url, input.url)))
          .for('update');
        if (taken) throw badRequest('MESSAGE.VALIDATION_FAILED', { url: 'MESSAGE.ADDRESS_IN_USE' });
        const [inserted] = await tx
          .insert(cmsRedirections)
          .values({
            domainId: domain.id,
            url: input.url,
            target: input.target,
            pageId: input.page_id,
            description: input.description,
            affiliate: input.affiliate,
            temporary: input.temporary,
            createdBy: viewer.userId,
          })
          .returning();
        return inserted!;
      });
      return reply.status(201).send(redirectionJson(row));
    },
  );
};
