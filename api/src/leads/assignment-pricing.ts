import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { assignmentPrice, type PriceSource } from '#domain/leads/assignment-price';
import type { Executor } from '../db';
import { ncnpProducts, partnerProductCosts } from '../products/product-cost.table';

export type AssignmentPrice = { cents: number; source: PriceSource };

/** The price of giving a lead of the product to each of the companies, and where it came from. */
export async function pricesFor(
  db: Executor,
  companyIds: number[],
  productId: number,
  productPriceCents: number,
): Promise<Map<number, AssignmentPrice>> {
  const prices = new Map<number, AssignmentPrice>();
  if (companyIds.length === 0) return prices;
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
    prices.set(
      companyId,
      assignmentPrice({
        ncnpCostCents: ncnp.find((row) => row.companyId === companyId)?.cents ?? null,
        partnerCostCents: partner.find((row) => row.companyId === companyId)?.cents ?? null,
        productPriceCents,
      }),
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
): Promise<AssignmentPrice> {
  return (await pricesFor(db, [companyId], productId, productPriceCents)).get(companyId)!;
}
