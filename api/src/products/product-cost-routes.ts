import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { staffCompanyFor } from '../companies';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { ncnpProducts, partnerProductCosts } from './product-cost.table';
import { products } from './product.table';

export const productCostSchema = z
  .object({
    product_id: z.number().int(),
    discr: z.string(),
    product_name: z.string(),
    default_price_cents: z.number().int(),
    cost_cents: z.number().int().nullable().describe('null: the default price applies'),
  })
  .meta({ id: 'ProductCost' });
const productCostList = z
  .object({ items: z.array(productCostSchema) })
  .meta({ id: 'ProductCostList' });

const costBody = z.object({
  product_id: z.number().int().positive(),
  cost_cents: z
    .number({ error: MESSAGE.ENTER_VALID_AMOUNT })
    .int(MESSAGE.ENTER_VALID_AMOUNT)
    .min(0, MESSAGE.VALUE_TOO_LOW)
    .max(100_000, MESSAGE.AMOUNT_TOO_HIGH)
    .nullable()
    .describe('null or left out: remove the override'),
});

/** The two per-company price overrides: no-cure-no-pay cost per lead, and a partner's cost. */
const KINDS = {
  ncnp_product: {
    table: ncnpProducts,
    cost: ncnpProducts.costPerLeadCents,
    summary: 'no-cure-no-pay cost per lead',
  },
  partner_product_cost: {
    table: partnerProductCosts,
    cost: partnerProductCosts.costCents,
    summary: 'partner cost per lead',
  },
} as const;

/** Per-company price overrides by product (staff): lead-generator ncnp and partner screens. */
export const productCostRoutes: AreaPlugin = async (app, { db }) => {
  for (const [path, kind] of Object.entries(KINDS)) {
    async function costs(executor: Executor, companyId: number) {
      const rows = await executor
        .select({ product: products, cost: kind.cost })
        .from(products)
        .leftJoin(
          kind.table,
          and(eq(kind.table.productId, products.id), eq(kind.table.companyId, companyId)),
        )
        .orderBy(asc(products.position), asc(products.name));
      return {
        items: rows.map(({ product, cost }) => ({
          product_id: product.id,
          discr: product.discr,
          product_name: product.name,
          default_price_cents: product.priceCents,
          cost_cents: cost,
        })),
      };
    }

    app.get(
      `/company/:id/${path}`,
      {
        schema: {
          tags: ['products'],
          summary: `Every product with the company's ${kind.summary} (staff)`,
          params: z.object({ id: z.string() }),
          response: { 200: productCostList, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { company } = await staffCompanyFor(db, requireViewer(request), request.params.id);
        return costs(db, company.id);
      },
    );

    app.post(
      `/company/:id/${path}`,
      {
        schema: {
          tags: ['products'],
          summary: `Set or remove the company's ${kind.summary} for one product (staff)`,
          params: z.object({ id: z.string() }),
          body: costBody,
          response: { 200: productCostList, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const { company } = await staffCompanyFor(db, viewer, request.params.id);
        const { product_id: productId, cost_cents: cents } = request.body;
        const [product] = await db.select().from(products).where(eq(products.id, productId));
        if (!product) throw notFound();
        if (path === 'partner_product_cost' && !company.isPartner)
          throw badRequest(MESSAGE.VALIDATION_FAILED, { product_id: MESSAGE.INVALID_VALUE });
        return db.transaction(async (tx) => {
          const where = and(
            eq(kind.table.companyId, company.id),
            eq(kind.table.productId, productId),
          );
          await tx.delete(kind.table).where(where);
          // An empty cost is not saved: the default price applies again.
          if (cents !== null && path === 'ncnp_product')
            await tx
              .insert(ncnpProducts)
              .values({ companyId: company.id, productId, costPerLeadCents: cents });
          if (cents !== null && path === 'partner_product_cost')
            await tx
              .insert(partnerProductCosts)
              .values({ companyId: company.id, productId, costCents: cents });
          await recordEvent(tx, {
            type: 'company.updated',
            companyId: company.id,
            userId: viewer.userId,
            payload: { [path]: productId },
          });
          return costs(tx, company.id);
        });
      },
    );
  }
};
