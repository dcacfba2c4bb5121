import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  companyProductInputSchema,
  filterInputSchema,
} from '#domain/products/company-product-input';
import { filterChoiceErrors } from '#domain/products/filter-choices';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, hasRole, parseId, type CompanyAccess } from '../companies';
import type { FastifyRequest } from 'fastify';
import type { Executor, Tx } from '../db';
import { recordEvent } from '../events';
import type { Viewer } from '../accounts';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { companyProductFilters } from './company-product-filter.table';
import {
  companyProductById,
  companyProductJson,
  companyProductsJson,
} from './company-product-json';
import { saveCompanyProduct } from './company-product-save';
import { companyProducts, type CompanyProductRow } from './company-product.table';
import { predictFilter, PREDICTION_DAYS } from './filter-prediction';
import {
  companyProductListSchema,
  companyProductSchema,
  filterPredictionSchema,
} from './product.schema';
import { products, type ProductRow } from './product.table';

const companyParams = z.object({ companyId: z.string() });
const productParams = z.object({ companyId: z.string(), productId: z.string() });
const filterParams = productParams.extend({ filterId: z.string() });
const positionParams = filterParams.extend({ position: z.coerce.number().int().min(0).max(999) });
const pauseBody = z
  .object({ paused_until: z.iso.datetime({ offset: true }).nullish() })
  .nullish()
  .describe('without a date the pause lasts until activated');

const tags = ['products'];

/**
 * Who may change a company's products: staff, and the company's own customer
 * users. Partners and others see them read-only (403 on a change).
 */
async function companyAccess(
  db: Executor,
  viewer: Viewer,
  companyId: string,
  write: boolean,
): Promise<CompanyAccess> {
  const access = await companyFor(db, viewer, companyId);
  if (write && !access.staff && !hasRole(viewer, 'ROLE_LEAD_CUSTOMER'))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
  return access;
}

async function productById(db: Executor, rawId: string): Promise<ProductRow> {
  const [product] = await db
    .select()
    .from(products)
    .where(eq(products.id, parseId(rawId)));
  if (!product) throw notFound();
  return product;
}

async function companyProductOf(
  db: Executor,
  companyId: number,
  productId: number,
  lock = false,
): Promise<CompanyProductRow> {
  const query = db
    .select()
    .from(companyProducts)
    .where(and(eq(companyProducts.companyId, companyId), eq(companyProducts.productId, productId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function filterOf(db: Executor, companyProductId: number, rawFilterId: string) {
  const [filter] = await db
    .select()
    .from(companyProductFilters)
    .where(
      and(
        eq(companyProductFilters.id, parseId(rawFilterId)),
        eq(companyProductFilters.companyProductId, companyProductId),
      ),
    );
  if (!filter) throw notFound();
  return filter;
}

async function announceChange(db: Executor, row: CompanyProductRow, userId: number) {
  await db
    .update(companyProducts)
    .set({ version: sql`${companyProducts.version} + 1` })
    .where(eq(companyProducts.id, row.id));
  await recordEvent(db, {
    type: 'company_product.saved',
    companyId: row.companyId,
    userId,
    payload: { company_product_id: row.id, product_id: row.productId },
  });
}

/** Company products and their filters (docs/matching.md: what a company wants, and where). */
export const companyProductRoutes: AreaPlugin = async (app, { db }) => {
  /**
   * One change to a company product (customers' own, staff any): in a transaction
   * with the record locked, then its version bumped, the change announced, and the
   * record answered as it is now.
   */
  async function changeCompanyProduct(
    request: FastifyRequest,
    params: { companyId: string; productId: string },
    change: (tx: Tx, row: CompanyProductRow) => Promise<void>,
  ) {
    const viewer = requireViewer(request);
    const { company } = await companyAccess(db, viewer, params.companyId, true);
    const product = await productById(db, params.productId);
    const saved = await db.transaction(async (tx) => {
      const row = await companyProductOf(tx, company.id, product.id, true);
      await change(tx, row);
      await announceChange(tx, row, viewer.userId);
      return (await companyProductById(tx, row.id))!;
    });
    return companyProductJson(db, saved);
  }

  app.get(
    '/company/:companyId/product',
    {
      schema: {
        tags,
        summary: "A company's products with filters and assignment counts",
        params: companyParams,
        response: { 200: companyProductListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyAccess(
        db,
        requireViewer(request),
        request.params.companyId,
        false,
      );
      const rows = await db
        .select()
        .from(companyProducts)
        .where(eq(companyProducts.companyId, company.id))
        .orderBy(asc(companyProducts.id));
      const items = await companyProductsJson(db, rows);
      return { items, total: items.length };
    },
  );

  app.get(
    '/company/:companyId/product/:productId',
    {
      schema: {
        tags,
        summary: 'A company product; 404 when the company does not take the product yet',
        params: productParams,
        response: { 200: companyProductSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyAccess(
        db,
        requireViewer(request),
        request.params.companyId,
        false,
      );
      const product = await productById(db, request.params.productId);
      return companyProductJson(db, await companyProductOf(db, company.id, product.id));
    },
  );

  app.post(
    '/company/:companyId/product/:productId',
    {
      schema: {
        tags,
        summary: 'Create or save a company product with all its filters (at least one)',
        params: productParams,
        body: companyProductInputSchema,
        response: { 200: companyProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await companyAccess(db, viewer, request.params.companyId, true);
      const product = await productById(db, request.params.productId);
      const saved = await db.transaction((tx) =>
        saveCompanyProduct(tx, company, product, request.body, viewer.userId),
      );
      return companyProductJson(db, saved);
    },
  );

  for (const action of ['paused', 'active'] as const) {
    app.post(
      `/company/:companyId/product/:productId/${action}`,
      {
        schema: {
          tags,
          summary: action === 'paused' ? 'Pause a company product' : 'Activate a company product',
          params: productParams,
          body: pauseBody,
          response: { 200: companyProductSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        changeCompanyProduct(request, request.params, async (tx, row) => {
          const until = action === 'paused' ? request.body?.paused_until : null;
          await tx
            .update(companyProducts)
            .set({ paused: action === 'paused', pausedUntil: until ? new Date(until) : null })
            .where(eq(companyProducts.id, row.id));
        }),
    );
  }

  app.post(
    '/v2/company/:companyId/product/pause-all',
    {
      schema: {
        tags,
        summary: 'Pause every product of the company',
        params: companyParams,
        response: { 200: companyProductListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await companyAccess(db, viewer, request.params.companyId, true);
      const rows = await db.transaction(async (tx) => {
        const paused = await tx
          .update(companyProducts)
          .set({ paused: true, pausedUntil: null, version: sql`${companyProducts.version} + 1` })
          .where(eq(companyProducts.companyId, company.id))
          .returning();
        await recordEvent(tx, {
          type: 'company_product.saved',
          companyId: company.id,
          userId: viewer.userId,
          payload: { paused_all: true },
        });
        return paused.sort((a, b) => a.id - b.id);
      });
      const items = await companyProductsJson(db, rows);
      return { items, total: items.length };
    },
  );

  for (const action of ['paused', 'active'] as const) {
    app.post(
      `/company/:companyId/product/:productId/filter/:filterId/${action}`,
      {
        schema: {
          tags,
          summary: action === 'paused' ? 'Pause one filter' : 'Activate one filter',
          params: filterParams,
          response: { 200: companyProductSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) =>
        changeCompanyProduct(request, request.params, async (tx, row) => {
          const filter = await filterOf(tx, row.id, request.params.filterId);
          await tx
            .update(companyProductFilters)
            .set({
              paused: action === 'paused',
              version: sql`${companyProductFilters.version} + 1`,
            })
            .where(eq(companyProductFilters.id, filter.id));
        }),
    );
  }

  app.delete(
    '/company/:companyId/product/:productId/filter/:filterId',
    {
      schema: {
        tags,
        summary: 'Delete a filter; the last filter of a product cannot be deleted',
        params: filterParams,
        response: { 200: companyProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeCompanyProduct(request, request.params, async (tx, row) => {
        const filter = await filterOf(tx, row.id, request.params.filterId);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(companyProductFilters)
          .where(eq(companyProductFilters.companyProductId, row.id));
        if (n <= 1) throw badRequest(MESSAGE.COMPANY_PRODUCT_NO_FILTERS);
        await tx.delete(companyProductFilters).where(eq(companyProductFilters.id, filter.id));
      }),
  );

  app.post(
    '/company/:companyId/product/:productId/filter/:filterId/position/:position',
    {
      schema: {
        tags,
        summary: 'Move a filter to a position (filters are tried in position order)',
        params: positionParams,
        response: { 200: companyProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      changeCompanyProduct(request, request.params, async (tx, row) => {
        const filter = await filterOf(tx, row.id, request.params.filterId);
        const siblings = await tx
          .select({ id: companyProductFilters.id })
          .from(companyProductFilters)
          .where(eq(companyProductFilters.companyProductId, row.id))
          .orderBy(asc(companyProductFilters.position), asc(companyProductFilters.id));
        const order = siblings.map((s) => s.id).filter((id) => id !== filter.id);
        order.splice(Math.min(request.params.position, order.length), 0, filter.id);
        for (const [position, id] of order.entries()) {
          await tx
            .update(companyProductFilters)
            .set({ position })
            .where(eq(companyProductFilters.id, id));
        }
      }),
  );

  app.post(
    '/company/:companyId/product/:productId/filter/predict',
    {
      schema: {
        tags,
        summary: `How many leads of the last ${PREDICTION_DAYS} days a filter as edited would have received`,
        params: productParams,
        body: filterInputSchema,
        response: { 200: filterPredictionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyAccess(
        db,
        requireViewer(request),
        request.params.companyId,
        false,
      );
      const product = await productById(db, request.params.productId);
      const fields = filterChoiceErrors(product.questions, request.body.choices);
      if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
      const filter = request.body;
      const own = filter.deviating_coordinates && filter.latitude != null;
      const count = await predictFilter(db, product.id, {
        latitude: own ? filter.latitude! : (company.latitude ?? filter.latitude ?? null),
        longitude: own ? filter.longitude! : (company.longitude ?? filter.longitude ?? null),
        maxDistance: filter.max_distance,
        municipalities: filter.municipalities,
        choices: filter.choices,
      });
      return { count, days: PREDICTION_DAYS };
    },
  );
};
