import { and, eq } from 'drizzle-orm';
import { assignmentPrice, type PriceSource } from '#domain/leads/assignment-price';
import type { Executor } from '../db';
import { ncnpProducts, partnerProductCosts } from '../products/product-cost.table';

/** The price of giving a lead of the product to the company, and where it came from. */
export async function priceFor(
  db: Executor,
  companyId: number,
  productId: number,
  productPriceCents: number,
): Promise<{ cents: number; source: PriceSource }> {
  // One after the other: inside a transaction a connection runs one query at a time.
  const [ncnp] = await db
    .select({ cents: ncnpProducts.costPerLeadCents })
    .from(ncnpProducts)
    .where(and(eq(ncnpProducts.companyId, companyId), eq(ncnpProducts.productId, productId)));
  const [partner] = await db
    .select({ cents: partnerProductCosts.costCents })
    .from(partnerProductCosts)
    .where(
      and(
        eq(partnerProductCosts.companyId, companyId),
        eq(partnerProductCosts.productId, productId),
      ),
    );
  return assignmentPrice({
    ncnpCostCents: ncnp?.cents ?? null,
    partnerCostCents: partner?.cents ?? null,
    productPriceCents,
  });
}
