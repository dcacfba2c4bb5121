import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { termInputSchema, type TermInput } from '#domain/cms/term-input';
import type { Executor } from '../db';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses, messageSchema } from '../shared/responses';
import { idOf, requireCmsUser } from './cms-access';
import { listPaging } from '../shared/paging';
import { containsPattern } from '../shared/query-filters';
import { cmsPages } from './page.table';
import { cmsTermListSchema, cmsTermMatchesSchema, cmsTermSchema } from './term.schema';
import { cmsTerms } from './term.table';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const listQuery = z.object({
  q: z.string().optional(),
  product: z
    .string()
    .optional()
    .describe('a product id, or "generic" for the terms of no product; all when left out'),
  page: z.string().optional().describe('the id of the page that explains the terms'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const termBody = z
  .record(z.string(), z.unknown())
  .describe(
    'name, description, product_id (none: generic), page_id; a save also sends the version it read',
  );

async function readTerms(db: Executor, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select({
      term: cmsTerms,
      productName: products.name,
      pageUrl: cmsPages.url,
    })
    .from(cmsTerms)
    .leftJoin(products, eq(products.id, cmsTerms.productId))
    .leftJoin(cmsPages, eq(cmsPages.id, cmsTerms.pageId))
    .where(where)
    .orderBy(asc(sql`lower(${cmsTerms.name})`), asc(cmsTerms.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ term, productName, pageUrl }) => ({
    id: term.id,
    name: term.name,
    description: term.description,
    product_id: term.productId,
    product_name: productName,
    page_id: term.pageId,
    page_url: pageUrl,
    version: term.version,
  }));
}

/** The product and page a term names must exist; 400 with the fields that do not. */
async function checkTermReferences(tx: Executor, input: TermInput) {
  const fields: Record<string, string> = {};
  if (input.product_id !== null) {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.product_id));
    if (!product) fields.product_id = 'MESSAGE.SELECT_OPTION';
  }
  if (input.page_id !== null) {
    const [page] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(eq(cmsPages.id, input.page_id));
    if (!page) fields.page_id = 'MESSAGE.SELECT_OPTION';
  }
  if (Object.keys(fields).length > 0) throw badRequest('MESSAGE.VALIDATION_FAILED', fields);
}

async function findTerm(db: Executor, id: number | null) {
  const [term] = id === null ? [] : await readTerms(db, eq(cmsTerms.id, id), 1, 0);
  if (!term) throw notFound();
  return term;
}

/** Glossary terms: the /term screens and the term selector. */
export const termRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/term',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Terms by name (q), product and page, alphabetical, 50 a page; total also in X-Pagination-Total',
        querystring: listQuery,
        response: { 200: cmsTermListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const { query } = request;
      const conditions: SQL[] = [];
      const q = query.q?.trim();
      if (q) conditions.push(ilike(cmsTerms.name, containsPattern(q)));
      if (query.product === 'generic') conditions.push(isNull(cmsTerms.productId));
      else if (query.product) {
        const productId = Number(query.product);
        if (!Number.isSafeInteger(productId) || productId < 1)
          throw badRequest('MESSAGE.VALIDATION_FAILED', { product: 'MESSAGE.SELECT_OPTION' });
        conditions.push(eq(cmsTerms.productId, productId));
      }
      if (query.page) {
        const pageId = idOf(query.page);
        if (pageId === null)
          throw badRequest('MESSAGE.VALIDATION_FAILED', { page: 'MESSAGE.SELECT_OPTION' });
        conditions.push(eq(cmsTerms.pageId, pageId));
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { limit, offset } = listPaging(query, PAGE_SIZES.default);
      const items = await readTerms(db, where, limit, offset);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(cmsTerms)
        .where(where);
      const total = count?.n ?? 0;
      reply.header('X-Pagination-Total', String(total));
      return { items, total };
    },
  );

  app.post(
    '/cms/term',
    {
      schema: {
        tags: ['cms'],
        summary: 'Add a term; the product and page must exist',
        body: termBody,
        response: { 201: cmsTermSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      requireCmsUser(request);
      const input = termInputSchema.parse(request.body);
      const id = await db.transaction(async (tx) => {
        await checkTermReferences(tx, input);
        const [row] = await tx
          .insert(cmsTerms)
          .values({
            name: input.name,
            description: input.description,
            productId: input.product_id,
            pageId: input.page_id,
          })
          .returning({ id: cmsTerms.id });
        return row!.id;
      });
      return reply.status(201).send(await findTerm(db, id));
    },
  );

  app.get(
    '/cms/term/generic',
    {
      schema: {
        tags: ['cms'],
        summary: 'The generic terms (no product) of this name, without regard to case',
        querystring: z.object({ name: z.string().optional() }),
        response: { 200: cmsTermMatchesSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const name = request.query.name?.trim();
      if (!name) return { items: [] };
      const where = and(
        isNull(cmsTerms.productId),
        sql`lower(${cmsTerms.name}) = ${name.toLowerCase()}`,
      );
      return { items: await readTerms(db, where, PAGE_SIZES.default, 0) };
    },
  );

  app.get(
    '/cms/term/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'A term with its product and page',
        params: idParams,
        response: { 200: cmsTermSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      return findTerm(db, idOf(request.params.id));
    },
  );

  app.put(
    '/cms/term/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Save a term over the version read (409 when someone saved in between)',
        params: idParams,
        body: termBody,
        response: { 200: cmsTermSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const id = idOf(request.params.id);
      if (id === null) throw notFound();
      const version = requireVersion(request.body.version);
      const input = termInputSchema.parse(request.body);
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ version: cmsTerms.version })
          .from(cmsTerms)
          .where(eq(cmsTerms.id, id))
          .for('update');
        if (!current) throw notFound();
        if (current.version !== version) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        await checkTermReferences(tx, input);
        await tx
          .update(cmsTerms)
          .set({
            name: input.name,
            description: input.description,
            productId: input.product_id,
            pageId: input.page_id,
            version: sql`${cmsTerms.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(cmsTerms.id, id));
      });
      return findTerm(db, id);
    },
  );

  app.delete(
    '/cms/term/:id',
    {
      schema: {
        tags: ['cms'],
        summary: 'Delete a term (after confirmation)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireCmsUser(request);
      const id = idOf(request.params.id);
      const [row] =
        id === null
          ? []
          : await db.delete(cmsTerms).where(eq(cmsTerms.id, id)).returning({ id: cmsTerms.id });
      if (!row) throw notFound();
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};
