import { eq } from 'drizzle-orm';
import { assignmentPrice } from '#domain/leads/assignment-price';
import type { Executor } from '../db';
import { dealPricesOf, type DealPrice } from '../deals';
import { ncnpProducts, partnerProductCosts, type ProductRow } from '../products';

/** A company's own prices per product, where it has them. */
export interface PriceOverrides {
  /** Prices of the company's running deals that apply on the plaza. */
  deal: Map<number, DealPrice>;
  ncnp: Map<number, number>;
  partner: Map<number, number>;
}

export async function priceOverridesOf(
  db: Executor,
  companyId: number,
  now = new Date(),
): Promise<PriceOverrides> {
  // One after another: inside a purchase these share the transaction's connection,
  // where node-postgres will stop queueing concurrent queries (pg 9).
  const deal = await dealPricesOf(db, [companyId], 'plaza', now);
  const ncnp = await db
    .select({ productId: ncnpProducts.productId, cents: ncnpProducts.costPerLeadCents })
    .from(ncnpProducts)
    .where(eq(ncnpProducts.companyId, companyId));
  const partner = await db
    .select({ productId: partnerProductCosts.productId, cents: partnerProductCosts.costCents })
    .from(partnerProductCosts)
    .where(eq(partnerProductCosts.companyId, companyId));
  return {
    deal: deal.get(companyId) ?? new Map(),
    ncnp: new Map(ncnp.map((row) => [row.productId, row.cents])),
    partner: new Map(partner.map((row) => [row.productId, row.cents])),
  };
}

/**
 * The company's own price of a lead of the product (a deal's price, its
 * no-cure-no-pay cost, partner cost or the product's price, as for matched leads): the base of its
 * plaza prices (domain/plaza/plaza-price.ts).
 */
export function basePriceOf(
  overrides: PriceOverrides,
  product: Pick<ProductRow, 'id' | 'priceCents'>,
): number {
  return assignmentPrice({
    dealPriceCents: overrides.deal.get(product.id)?.cents ?? null,
    ncnpCostCents: overrides.ncnp.get(product.id) ?? null,
    partnerCostCents: overrides.partner.get(product.id) ?? null,
    productPriceCents: product.priceCents,
  }).cents;
}
