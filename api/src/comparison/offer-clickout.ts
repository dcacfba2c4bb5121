import { and, eq, isNull } from 'drizzle-orm';
import { clickPriceFor } from '#domain/comparison/commission-scale';
import { normalizePageUrl } from '#domain/cms/page-url';
import { companies } from '../companies';
import type { Executor } from '../db';
import { comparisonClickouts } from './clickout.table';
import { readScales } from './core-product-read';
import { comparisonOffers } from './offer.table';
import { comparisonProducts } from './product.table';

/**
 * A visitor of a site follows an offer's link (/out/offer/<id>): the click is recorded
 * with the click price the product's core product charges for the offer's price, and
 * the shop's address is returned to send the visitor on. Null: no such current offer.
 */
export async function followOfferLink(
  db: Executor,
  domainId: number,
  offerId: number,
  fromUrl: string | undefined,
): Promise<string | null> {
  const [found] = await db
    .select({
      offer: comparisonOffers,
      productName: comparisonProducts.name,
      coreProductId: comparisonProducts.coreProductId,
      companyName: companies.name,
    })
    .from(comparisonOffers)
    .innerJoin(comparisonProducts, eq(comparisonProducts.id, comparisonOffers.productId))
    .innerJoin(companies, eq(companies.id, comparisonOffers.companyId))
    .where(and(eq(comparisonOffers.id, offerId), isNull(comparisonOffers.retiredAt)));
  if (!found) return null;
  const { offer } = found;
  const scales = await readScales(db, found.coreProductId);
  await db.insert(comparisonClickouts).values({
    offerId: offer.id,
    productId: offer.productId,
    coreProductId: found.coreProductId,
    companyId: offer.companyId,
    domainId,
    productName: found.productName,
    companyName: found.companyName,
    targetUrl: offer.url,
    pageUrl: fromUrl ? normalizePageUrl(fromUrl) : null,
    offerPriceCents: offer.priceCents,
    clickPriceCents: clickPriceFor(scales, offer.priceCents),
  });
  return offer.url;
}
