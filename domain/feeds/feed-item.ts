import { gtinValue } from '#domain/comparison/gtin';
import { isValidUrl } from '#domain/shared/validators/url';
import { applyDataMapping, type CompiledMappings } from './data-mapping';
import { feedPriceCents } from './feed-price';
import type { FeedProperty, StructureEntry } from './feed-structure';
import type { FEED_PRODUCT_ERRORS } from './product-feed-state';

export type FeedProblemKind = (typeof FEED_PRODUCT_ERRORS)[number];

export interface ItemProblem {
  kind: FeedProblemKind;
  /** The value at fault, as the feed (or a mapping) gave it. */
  value: string | null;
}

/** An item of a feed, read through the confirmed structure and the shop's data mappings. */
export interface ReadFeedItem {
  /** The EAN by value, when it is a valid one. */
  ean: number | null;
  eanText: string | null;
  customerId: string | null;
  name: string | null;
  priceCents: number | null;
  shippingCents: number | null;
  inStock: boolean | null;
  deliveryTime: string | null;
  url: string | null;
  /** Problems found in the item itself (the product lookup adds the unknown-EAN kinds). */
  problems: ItemProblem[];
  /** A stock text nothing understands: the runner proposes a mapping for it. */
  unknownStock: string | null;
  /** Whether it can be an offer, once its EAN names a product. */
  complete: boolean;
}

const STOCK_YES = new Set([
  'ja',
  'j',
  'yes',
  'y',
  'true',
  'in stock',
  'instock',
  'in_stock',
  'op voorraad',
  'voorradig',
  'leverbaar',
  'direct leverbaar',
  'available',
  'beschikbaar',
]);
const STOCK_NO = new Set([
  'nee',
  'n',
  'no',
  'false',
  'out of stock',
  'outofstock',
  'out_of_stock',
  'niet op voorraad',
  'uitverkocht',
  'niet leverbaar',
  'not available',
  'niet beschikbaar',
  'sold out',
]);

/** A stock text to yes or no; null when empty, undefined when not understood. */
export function readStock(text: string): boolean | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === '') return null;
  if (/^\d+$/.test(value)) return Number(value) > 0;
  if (STOCK_YES.has(value)) return true;
  if (STOCK_NO.has(value)) return false;
  return undefined;
}

const isShopUrl = (value: string) => /^https?:\/\//i.test(value) && isValidUrl(value);
const orNull = (value: string) => (value === '' ? null : value);

/**
 * Reads one item (its keys and values as the parser found them): values of the mapped
 * keys, trimmed, through the confirmed data mappings of their property; EAN checked,
 * price and shipping in euros to cents, the URL checked. A value a mapping changed
 * into something invalid is a data-mapping error rather than the property's own problem.
 */
export function readFeedItem(
  raw: Record<string, string | undefined>,
  structure: StructureEntry[],
  mappings: CompiledMappings,
): ReadFeedItem {
  const values = new Map<FeedProperty, { value: string; mapped: boolean }>();
  for (const entry of structure) {
    if (entry.property === null) continue;
    const text = (raw[entry.feed_key] ?? '').trim();
    values.set(entry.property, applyDataMapping(mappings, entry.property, text));
  }
  const problems: ItemProblem[] = [];
  const text = (property: FeedProperty) => values.get(property)?.value ?? '';
  const problem = (property: FeedProperty, kind: FeedProblemKind) =>
    problems.push({
      kind: values.get(property)?.mapped ? 'data_mapping_error' : kind,
      value: orNull(text(property)),
    });

  const eanText = text('ean');
  const ean = gtinValue(eanText);
  if (ean === null) problem('ean', 'invalid_ean');
  const priceCents = feedPriceCents(text('price'));
  if (priceCents === null) problem('price', 'invalid_price');
  const shippingText = text('shippingCosts');
  const shippingCents = shippingText === '' ? null : feedPriceCents(shippingText);
  const shippingOk = shippingText === '' || shippingCents !== null;
  if (!shippingOk) problem('shippingCosts', 'invalid_shipping_price');
  const url = text('url');
  const urlOk = isShopUrl(url);
  if (!urlOk) problem('url', 'invalid_url');
  const stockText = text('inStock');
  const stock = readStock(stockText);
  if (stock === undefined) problems.push({ kind: 'data_mapping_error', value: stockText });

  return {
    ean,
    eanText: orNull(eanText),
    customerId: orNull(text('customerId')),
    name: orNull(text('name')),
    priceCents,
    shippingCents,
    inStock: stock ?? null,
    deliveryTime: orNull(text('deliveryTime')),
    url: urlOk ? url : null,
    problems,
    unknownStock: stock === undefined ? stockText : null,
    complete: ean !== null && priceCents !== null && shippingOk && urlOk,
  };
}
