import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { assignmentPrice, type PriceSource } from '#domain/leads/assignment-price';
import type { Executor } from '../db';
import { dealPricesOf } from '../deals';
import { ncnpProducts, partnerProductCosts } from '../products';

/** A price and where it came from; `dealId` names the deal that set it. */
export type AssignmentPrice = { cents: number; source: PriceSource; dealId?: number };

/** The price of giving a lead of the product to each of the companies, and where it came from. */
export async function pricesFor(
  db: Executor,
  companyIds: number[],
  productId: number,
  productPriceCents: number,
  now = new Date(),
): Promise<Map<number, AssignmentPrice>> {
  const prices = new Map<number, AssignmentPrice>();
  if (companyIds.length === 0) return prices;
  const dealPrices = await dealPricesOf(db, companyIds, 'match', now, productId);
  // Both overrides in one round trip.
  const rows = await unionAll(
    db
      .select({
        kind: sql<string>`'ncnp'`.as('kind'),
        companyId: ncnpProducts.companyId,
        cents: ncnpProducts.costPerLeadCents,
      })
      .from(ncnpProducts)
      .where(
        and(inArray(ncnpProducts.companyId, companyIds), eq(ncnpProducts.productId, productId)),
      ),
    db
      .select({
        kind: sql<string>`'partner'`.as('kind'),
        companyId: partnerProductCosts.companyId,
        cents: partnerProductCosts.costCents,
      })
      .from(partnerProductCosts)
      .where(
        and(
          inArray(partnerProductCosts.companyId, companyIds),
          eq(partnerProductCosts.productId, productId),
        ),
      ),
  );
  const ncnp = rows.filter((row) => row.kind === 'ncnp');
  const partner = rows.filter((row) => row.kind === 'partner');
  for (const companyId of companyIds) {
    const deal = dealPrices.get(companyId)?.get(productId);
    const price = assignmentPrice({
      dealPriceCents: deal?.cents ?? null,
      ncnpCostCents: ncnp.find((row) => row.companyId === companyId)?.cents ?? null,
      partnerCostCents: partner.find((row) => row.companyId === companyId)?.cents ?? null,
      productPriceCents,
    });
    prices.set(
      companyId,
      deal && price.source === 'deal' ? { ...price, dealId: deal.dealId } : price,
    );
  }
  return prices;
}

/** The price of giving a lead of the product to one company. */
export async function priceFor(
  db: Executor,
  companyId: number,
  productId: number,
  productPriceCents: number,
  now = new Date(),
): Promise<AssignmentPrice> {
  return (await pricesFor(db, [companyId], productId, productPriceCents, now)).get(companyId)!;
}
