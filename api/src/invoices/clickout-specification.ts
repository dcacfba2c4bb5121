import { asc, eq } from 'drizzle-orm';
import { comparisonClickouts, comparisonCoreProducts } from '../comparison';
import type { Executor } from '../db';

/** One click-out an invoice billed. */
export interface SpecifiedClickout {
  id: number;
  clickedAt: Date;
  productName: string;
  coreProductName: string | null;
  offerPriceCents: number;
  clickPriceCents: number;
}

/**
 * An invoice's click-out specification: exactly the click-outs it billed (they carry
 * its id since completing it), oldest first, so a shop can check every click it pays.
 */
export async function clickoutSpecification(
  db: Executor,
  invoiceId: number,
): Promise<SpecifiedClickout[]> {
  return db
    .select({
      id: comparisonClickouts.id,
      clickedAt: comparisonClickouts.clickedAt,
      productName: comparisonClickouts.productName,
      coreProductName: comparisonCoreProducts.name,
      offerPriceCents: comparisonClickouts.offerPriceCents,
      clickPriceCents: comparisonClickouts.clickPriceCents,
    })
    .from(comparisonClickouts)
    .leftJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonClickouts.coreProductId),
    )
    .where(eq(comparisonClickouts.invoiceId, invoiceId))
    .orderBy(asc(comparisonClickouts.clickedAt), asc(comparisonClickouts.id));
}
