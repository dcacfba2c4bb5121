import { and, asc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import { termInputSchema } from '#domain/cms/term-input';
import type { Executor } from '../db';
import { products } from '../products/product.table';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireCmsUser } from './cms-access';
import { containsPattern, listPaging } from './list-paging';
import { cmsPages } from './page.table';
import { cmsTermListSchema, cmsTermSchema } from './term.schema';
import { cmsTerms } from './term.table';

const listQuery = z.object({
  q: z.string().optional(),
  product: z
    .string()
    .optional()
    .describe('a product id, or "generic" for the terms of no product; all when left out'),
  currentPage: z.string().optional(),
  itemsPerPage: z.string().optional(),
});
const termBody = z
  .record(z.string(), z.unknown())
  .describe('name, description, product_id (none: generic), page_id');

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

/** Glossary terms: the list the term selector searches, and adding one (part 2 adds the rest). */
export const termRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/cms/term',
    {
      schema: {
        tags: ['cms'],
        summary:
          'Terms by name (q) and product, alphabetical, 50 a page; total also in X-Pagination-Total',
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
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const { limit, offset } = listPaging(query, PAGE_SIZES.default);
      const [items, [count]] = await Promise.all([
        readTerms(db, where, limit, offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(cmsTerms)
          .where(where),
      ]);
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
      const [term] = await readTerms(db, eq(cmsTerms.id, id), 1, 0);
      return reply.status(201).send(term!);
    },
  );
};
