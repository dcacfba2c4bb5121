/** Groupings of the marketing overview. 'mijn-{product}' is one mode per product: see productMarketingMode(). */
export const MARKETING_MODES = [
  'all',
  'affiliate',
  'source-domain',
  'email',
  'campaign',
  'bing',
  'google-ads',
  'social-ads',
  'social-organic',
  'campaign-medium',
  'medium',
  'partner',
  'seo',
] as const;

export type MarketingMode = (typeof MARKETING_MODES)[number] | `mijn-${string}`;

export function productMarketingMode(productDiscriminator: string): MarketingMode {
  return `mijn-${productDiscriminator}`;
}

export function isMarketingMode(value: string): value is MarketingMode {
  return (MARKETING_MODES as readonly string[]).includes(value) || /^mijn-[a-z0-9_-]+$/.test(value);
}
