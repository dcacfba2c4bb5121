import { eq } from 'drizzle-orm';
import { assignmentPrice } from '#domain/leads/assignment-price';
import type { Executor } from '../db';
import { ncnpProducts, partnerProductCosts } from '../products/product-cost.table';
import type { ProductRow } from '../products/product.table';

/**
 * The company's own price of a lead of each product (its no-cure-no-pay cost,
 * partner cost or the product's price, as for matched leads): the base of its
 * plaza prices (domain/plaza/plaza-price.ts).
 */
export async function basePricesOf(
  db: Executor,
  companyId: number,
  products: readonly ProductRow[],
): Promise<Map<number, number>> {
  const [ncnp, partner] = await Promise.all([
    db
      .select({ productId: ncnpProducts.productId, cents: ncnpProducts.costPerLeadCents })
      .from(ncnpProducts)
      .where(eq(ncnpProducts.companyId, companyId)),
    db
      .select({ productId: partnerProductCosts.productId, cents: partnerProductCosts.costCents })
      .from(partnerProductCosts)
      .where(eq(partnerProductCosts.companyId, companyId)),
  ]);
  return new Map(
    products.map((product) => [
      product.id,
      assignmentPrice({
        ncnpCostCents: ncnp.find((row) => row.productId === product.id)?.cents ?? null,
        partnerCostCents: partner.find((row) => row.productId === product.id)?.cents ?? null,
        productPriceCents: product.priceCents,
      }).cents,
    ]),
  );
}
