import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ContentBlock } from '#domain/cms/content-block';
import { formatGtin } from '#domain/comparison/gtin';
import type { Executor } from '../db';
import { comparisonCoreProducts, comparisonProductEans, comparisonProducts } from '../comparison';
import { cmsPages } from './page.table';
import { pageSnapshot } from './page-snapshot';

/**
 * Where a demo page names comparison products, the cms seed writes these stand-ins: it runs
 * before the catalogue exists (the catalogue's click-outs name a CMS site), so the catalogue's
 * EANs are not known yet. `seedCmsComparisonProducts`, registered after the comparison seed,
 * puts the main EANs of real demo products in their place, in this order.
 */
export const DEMO_PRODUCT_STAND_INS = [
  '8712345678906',
  '8712345678913',
  '8712345678920',
  '8712345678937',
] as const;

/** The demo pages compare solar panels (the catalogue's kind nearest to batteries and inverters). */
const DEMO_CORE_PRODUCT = 'solar_panel';

/**
 * The demo pages' stand-in EANs become those of approved demo solar panels that have offers;
 * then every demo page is published as it is.
 */
export async function seedCmsComparisonProducts(tx: Executor): Promise<void> {
  const found = await tx
    .select({ ean: comparisonProductEans.ean })
    .from(comparisonProducts)
    .innerJoin(
      comparisonCoreProducts,
      eq(comparisonCoreProducts.id, comparisonProducts.coreProductId),
    )
    .innerJoin(
      comparisonProductEans,
      and(
        eq(comparisonProductEans.productId, comparisonProducts.id),
        eq(comparisonProductEans.isMain, true),
      ),
    )
    .where(
      and(
        eq(comparisonCoreProducts.discr, DEMO_CORE_PRODUCT),
        isNotNull(comparisonProducts.approvedAt),
        sql`exists (select 1 from comparison_offers where comparison_offers.product_id = comparison_products.id)`,
      ),
    )
    .orderBy(asc(comparisonProducts.id))
    .limit(DEMO_PRODUCT_STAND_INS.length);
  // Loud rather than a demo that shows "no product" everywhere again.
  if (found.length < DEMO_PRODUCT_STAND_INS.length)
    throw new Error(
      `the demo catalogue has fewer than ${DEMO_PRODUCT_STAND_INS.length} offered solar panels`,
    );
  const real = new Map<string, string>(
    DEMO_PRODUCT_STAND_INS.map((standIn, at) => [standIn, formatGtin(found[at]!.ean)]),
  );
  const swap = (ean: string) => real.get(ean) ?? ean;
  const swapBlock = (block: ContentBlock): ContentBlock => {
    if (block.type === 'ComparisonBlock' || block.type === 'BestProductsBlock')
      return { ...block, eans: block.eans.map(swap) };
    if (block.type === 'ClickoutBlock' && block.ean) return { ...block, ean: swap(block.ean) };
    return block;
  };

  const pages = await tx
    .select({ id: cmsPages.id, productEans: cmsPages.productEans, blocks: cmsPages.blocks })
    .from(cmsPages);
  for (const page of pages) {
    const productEans = page.productEans.map(swap);
    const blocks = page.blocks.map(swapBlock);
    if (JSON.stringify([productEans, blocks]) === JSON.stringify([page.productEans, page.blocks]))
      continue;
    await tx.update(cmsPages).set({ productEans, blocks }).where(eq(cmsPages.id, page.id));
  }
  // The last step of the cms demo data (after tags and products): every demo page is live as
  // it is, as existing pages were when publishing came (migration 0049).
  for (const page of await tx.select().from(cmsPages)) {
    await tx
      .update(cmsPages)
      .set({
        publishedVersion: page.version,
        publishedSnapshot: pageSnapshot(page),
        publishedAt: page.updatedAt,
        publishedBy: page.updatedBy,
      })
      .where(eq(cmsPages.id, page.id));
  }
}
