import { z } from 'zod';
import { isValidGtin } from '#domain/comparison/gtin';
import { MESSAGE } from '#domain/shared/messages';
import { feedPriceCents } from './feed-price';
import { FEED_MAPPABLE_PROPERTIES } from './product-feed-state';

export type FeedProperty = (typeof FEED_MAPPABLE_PROPERTIES)[number];

/** One key of a feed's items, the property it is mapped to (or none) and values seen. */
export interface StructureEntry {
  feed_key: string;
  property: FeedProperty | null;
  sample_values: string[];
}

/** A key as analysed: its name and the first few (non-empty) values seen. */
export interface AnalysedKey {
  feed_key: string;
  sample_values: string[];
}

/** Sample values kept per key. */
export const SAMPLE_VALUES = 3;

/** Without these a feed item cannot become an offer. */
export const REQUIRED_FEED_PROPERTIES: readonly FeedProperty[] = ['ean', 'price', 'url'];

/** Key names shops use for each property (Dutch and English, Google Shopping's g:…). */
const KEY_NAMES: Record<FeedProperty, string[]> = {
  customerId: [
    'id',
    'sku',
    'productid',
    'articleid',
    'artikelnummer',
    'artikelid',
    'offerid',
    'itemid',
    'customerid',
    'mpn',
  ],
  name: ['name', 'title', 'titel', 'naam', 'productname', 'productnaam', 'producttitle'],
  price: ['price', 'prijs', 'saleprice', 'verkoopprijs', 'priceincvat', 'prijsinclbtw', 'amount'],
  url: ['url', 'link', 'deeplink', 'producturl', 'productlink', 'landingpage'],
  description: ['description', 'omschrijving', 'beschrijving', 'productdescription', 'desc'],
  ean: ['ean', 'gtin', 'ean13', 'gtin13', 'barcode', 'eancode'],
  shippingCosts: [
    'shipping',
    'shippingcost',
    'shippingcosts',
    'shippingprice',
    'verzendkosten',
    'deliverycost',
    'deliverycosts',
    'portokosten',
  ],
  inStock: [
    'stock',
    'instock',
    'voorraad',
    'opvoorraad',
    'availability',
    'beschikbaarheid',
    'stockstatus',
  ],
  deliveryTime: [
    'deliverytime',
    'levertijd',
    'deliveryperiod',
    'leverdatum',
    'shippingtime',
    'delivery',
  ],
  extra1: ['extra1', 'extra'],
};

/** The last part of a key path, lower case, letters and digits only ("g:shipping_cost" → "shippingcost"). */
function bareKey(feedKey: string): string {
  const last = feedKey.split('/').pop() ?? feedKey;
  return last
    .replace(/^@/, '')
    .replace(/^[a-z]+:/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const looksLikeUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** How well a key fits a property: by its name first, then by what its values look like. */
function fit(key: AnalysedKey, property: FeedProperty): number {
  const bare = bareKey(key.feed_key);
  // The whole path too: "shipping/cost" reads as shippingcost.
  const whole = key.feed_key.includes('/') ? bareKey(key.feed_key.replace(/\//g, '')) : bare;
  const names = KEY_NAMES[property];
  if (names[0] === bare) return 100;
  if (names.includes(bare)) return 90 - names.indexOf(bare);
  if (names.includes(whole)) return 80 - names.indexOf(whole);
  const values = key.sample_values;
  if (values.length === 0) return 0;
  if (property === 'ean' && values.every(isValidGtin)) return 50;
  if (property === 'url' && values.every(looksLikeUrl) && !/image|img|foto|picture/.test(bare))
    return 40;
  if (names.some((name) => name.length > 3 && bare.includes(name))) return 30;
  if (
    property === 'price' &&
    values.every((v) => feedPriceCents(v) !== null) &&
    /pri|prij/.test(bare)
  )
    return 20;
  return 0;
}

/**
 * The proposed mapping of a feed's keys to the mappable properties: each property goes to
 * the key that fits it best (by name, else by its values), each key to one property at
 * most; `previous` (the structure confirmed before) wins for keys it still has.
 */
export function proposeStructure(
  keys: AnalysedKey[],
  previous: StructureEntry[] = [],
): StructureEntry[] {
  const kept = new Map(
    previous.filter((entry) => entry.property !== null).map((e) => [e.feed_key, e.property]),
  );
  const taken = new Map<string, FeedProperty>();
  for (const key of keys) {
    const property = kept.get(key.feed_key);
    if (property && ![...taken.values()].includes(property)) taken.set(key.feed_key, property);
  }
  const candidates: { key: string; property: FeedProperty; score: number }[] = [];
  for (const property of FEED_MAPPABLE_PROPERTIES) {
    if ([...taken.values()].includes(property)) continue;
    for (const key of keys) {
      if (taken.has(key.feed_key)) continue;
      const score = fit(key, property);
      if (score > 0) candidates.push({ key: key.feed_key, property, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  for (const candidate of candidates) {
    if (taken.has(candidate.key) || [...taken.values()].includes(candidate.property)) continue;
    taken.set(candidate.key, candidate.property);
  }
  return keys.map((key) => ({
    feed_key: key.feed_key,
    property: taken.get(key.feed_key) ?? null,
    sample_values: key.sample_values.slice(0, SAMPLE_VALUES),
  }));
}

/** The same keys as the structure confirmed before: the run need not ask again. */
export function sameKeys(structure: StructureEntry[], keys: AnalysedKey[]): boolean {
  const before = new Set(structure.map((entry) => entry.feed_key));
  return before.size === keys.length && keys.every((key) => before.has(key.feed_key));
}

/** What an editor confirms: per feed key the property, or null. */
export const structureConfirmationSchema = z.object({
  version: z.number().int().positive(),
  structure: z.array(
    z.object({
      feed_key: z.string().min(1),
      property: z.enum(FEED_MAPPABLE_PROPERTIES).nullable(),
    }),
  ),
});
export type StructureConfirmation = z.infer<typeof structureConfirmationSchema>;

/**
 * Field errors of a confirmed mapping against the keys the feed has: an unknown key,
 * a property mapped twice (on the later key) and each required property left out
 * (on `structure.<property>`). Empty: it may be saved.
 */
export function structureErrors(
  confirmed: StructureConfirmation['structure'],
  keys: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  confirmed.forEach((entry, index) => {
    if (!keys.includes(entry.feed_key))
      errors[`structure.${index}.feed_key`] = MESSAGE.SELECT_OPTION;
    if (entry.property === null) return;
    if (seen.has(entry.property))
      errors[`structure.${index}.property`] = MESSAGE.FEED_PROPERTY_MAPPED_TWICE;
    seen.add(entry.property);
  });
  for (const property of REQUIRED_FEED_PROPERTIES)
    if (!seen.has(property)) errors[`structure.${property}`] = MESSAGE.FIELD_REQUIRED;
  return errors;
}
