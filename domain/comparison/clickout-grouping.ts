/** How the comparison click-out list groups clicks: each click, or counted per product, shop, core product, page or day. */
export const COMPARISON_CLICKOUT_GROUPINGS = [
  'none',
  'product',
  'company',
  'core_product',
  'page',
  'day',
] as const;
export type ComparisonClickoutGrouping = (typeof COMPARISON_CLICKOUT_GROUPINGS)[number];

/** The list opens counted per shop: what a comparison editor asks first is who earns us what. */
export const DEFAULT_COMPARISON_CLICKOUT_GROUPING: ComparisonClickoutGrouping = 'company';

/** An offer's outgoing link on the public sites: /out/offer/<offer id>. */
export const OFFER_LINK = /^\/out\/offer\/(\d+)$/;

export const offerLink = (offerId: number) => `/out/offer/${offerId}`;

/** The offer an outgoing url points at, if it is an offer link. */
export function offerIdOfLink(url: string): number | null {
  const match = OFFER_LINK.exec(url);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
