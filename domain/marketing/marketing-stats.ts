import type { Permission } from '#domain/accounts/access';
import type { MarketingMode } from '#domain/leads/marketing-modes';

/**
 * How the marketing overview groups leads in each mode (docs/marketing.md). Pure: the
 * api reads the per-day aggregate summed over the chosen days (one row per product,
 * source, tracking values and partner) and hands the rows to groupMarketingStats.
 */

/** Who reads the marketing overview. */
export const MARKETING_STATS: Permission = ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER'];
/** Who keeps the campaigns. */
export const CAMPAIGNS: Permission = ['ROLE_LEAD_MANAGER'];

export interface MarketingFigures {
  leads: number;
  assigned_leads: number;
  revenue_cents: number;
}

/** One aggregate row: '' and 0 mean "none", as in marketing_day_stats. */
export interface MarketingStatsRow {
  productId: number;
  source: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  sourceDomain: string;
  partnerCompanyId: number;
  current: MarketingFigures;
  previous: MarketingFigures;
}

export interface MarketingGroupingContext {
  /** Product id → discriminator (for mijn-{product}). */
  productDiscrs: ReadonlyMap<number, string>;
  /** Partner company id → name. */
  partnerNames: ReadonlyMap<number, string>;
}

export interface MarketingGroup extends MarketingFigures {
  id: string;
  label: string;
  compare_leads: number;
  compare_assigned_leads: number;
  compare_revenue_cents: number;
}

/** The channel of a lead, in the order they are tried (the first that holds). */
export const MARKETING_CHANNELS = [
  'partner',
  'google-ads',
  'bing',
  'social-ads',
  'social-organic',
  'email',
  'affiliate',
  'seo',
  'campaign',
  'other',
] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

const GOOGLE_SOURCES = new Set(['google', 'adwords', 'googleads', 'google-ads', 'google_ads']);
const BING_SOURCES = new Set(['bing', 'microsoft', 'msn', 'bing-ads', 'microsoft-ads', 'bingads']);
const SOCIAL_SOURCES = new Set([
  'facebook',
  'fb',
  'instagram',
  'ig',
  'meta',
  'linkedin',
  'pinterest',
  'tiktok',
  'twitter',
  'x',
  'youtube',
  'snapchat',
]);
const PAID_MEDIUMS = new Set([
  'cpc',
  'ppc',
  'cpm',
  'paid',
  'paidsearch',
  'paid_search',
  'paid-search',
  'paidsocial',
  'paid_social',
  'paid-social',
  'display',
  'ads',
]);
const EMAIL_MEDIUMS = new Set(['email', 'e-mail', 'newsletter', 'nieuwsbrief', 'mail']);
const AFFILIATE_MEDIUMS = new Set(['affiliate', 'affiliates', 'partnerlink']);
const ORGANIC_MEDIUMS = new Set(['organic', 'seo']);

type Tracking = Pick<
  MarketingStatsRow,
  'utmSource' | 'utmMedium' | 'utmCampaign' | 'sourceDomain' | 'partnerCompanyId'
>;

/** Which channel brought a lead in (docs/marketing.md has the table). */
export function marketingChannelOf(row: Tracking): MarketingChannel {
  const source = row.utmSource;
  const medium = row.utmMedium;
  const paid = PAID_MEDIUMS.has(medium);
  if (row.partnerCompanyId > 0) return 'partner';
  if (GOOGLE_SOURCES.has(source) && paid) return 'google-ads';
  if (BING_SOURCES.has(source) && !ORGANIC_MEDIUMS.has(medium)) return 'bing';
  if (SOCIAL_SOURCES.has(source)) return paid ? 'social-ads' : 'social-organic';
  if (EMAIL_MEDIUMS.has(medium)) return 'email';
  if (AFFILIATE_MEDIUMS.has(medium)) return 'affiliate';
  if (ORGANIC_MEDIUMS.has(medium)) return 'seo';
  // A visitor of our own site who came without any ad tracking: found us by searching.
  if (row.sourceDomain !== '' && source === '' && medium === '' && row.utmCampaign === '')
    return 'seo';
  if (row.utmCampaign !== '') return 'campaign';
  return 'other';
}

/** Is the domain the product's own site ("mijnzonnepanelen.nl", "mijn-zonnepanelen.nl")? */
export function isProductSite(domain: string, productDiscr: string): boolean {
  const host = domain.split('.')[0] ?? '';
  const bare = productDiscr.toLowerCase().replace(/[^a-z0-9]/g, '');
  return bare !== '' && host.replace(/[^a-z0-9]/g, '') === `mijn${bare}`;
}

const value = (id: string) => ({ id, label: id });

/**
 * The group of a row in a mode: its id and label, or null when the mode leaves the row
 * out. An empty value is the group '' (shown as "none").
 */
export function marketingGroupOf(
  row: MarketingStatsRow,
  mode: MarketingMode,
  context: MarketingGroupingContext,
): { id: string; label: string } | null {
  const channel = marketingChannelOf(row);
  if (mode.startsWith('mijn-')) {
    const discr = mode.slice('mijn-'.length);
    if (context.productDiscrs.get(row.productId) !== discr) return null;
    return isProductSite(row.sourceDomain, discr) ? value(channel) : null;
  }
  switch (mode) {
    case 'all':
      return value(channel);
    case 'source-domain':
      return value(row.sourceDomain);
    case 'medium':
      return value(row.utmMedium);
    case 'campaign':
      return row.utmCampaign === '' ? null : value(row.utmCampaign);
    case 'campaign-medium':
      return row.utmCampaign === ''
        ? null
        : {
            id: `${row.utmCampaign}|${row.utmMedium}`,
            label: `${row.utmCampaign} / ${row.utmMedium}`,
          };
    case 'affiliate':
      return channel === 'affiliate' ? value(row.utmSource) : null;
    case 'email':
    case 'bing':
    case 'google-ads':
    case 'social-ads':
      return channel === mode ? value(row.utmCampaign) : null;
    case 'social-organic':
      return channel === mode ? value(row.utmSource) : null;
    case 'seo':
      return channel === 'seo' ? value(row.sourceDomain) : null;
    case 'partner':
      return channel === 'partner'
        ? {
            id: String(row.partnerCompanyId),
            label: context.partnerNames.get(row.partnerCompanyId) ?? `#${row.partnerCompanyId}`,
          }
        : null;
    default:
      return null;
  }
}

export const noFigures = (): MarketingFigures => ({
  leads: 0,
  assigned_leads: 0,
  revenue_cents: 0,
});

function add(total: MarketingFigures, figures: MarketingFigures) {
  total.leads += figures.leads;
  total.assigned_leads += figures.assigned_leads;
  total.revenue_cents += figures.revenue_cents;
}

/**
 * The mode's groups with their figures in the period and the compared period (most
 * leads first), and the totals of the rows the mode takes in.
 */
export function groupMarketingStats(
  rows: readonly MarketingStatsRow[],
  mode: MarketingMode,
  context: MarketingGroupingContext,
): { groups: MarketingGroup[]; totals: MarketingFigures; compareTotals: MarketingFigures } {
  const groups = new Map<
    string,
    { label: string; current: MarketingFigures; previous: MarketingFigures }
  >();
  const totals = noFigures();
  const compareTotals = noFigures();
  for (const row of rows) {
    const group = marketingGroupOf(row, mode, context);
    if (!group) continue;
    const entry =
      groups.get(group.id) ??
      groups
        .set(group.id, { label: group.label, current: noFigures(), previous: noFigures() })
        .get(group.id)!;
    add(entry.current, row.current);
    add(entry.previous, row.previous);
    add(totals, row.current);
    add(compareTotals, row.previous);
  }
  const list = [...groups]
    .map(([id, { label, current, previous }]) => ({
      id,
      label,
      ...current,
      compare_leads: previous.leads,
      compare_assigned_leads: previous.assigned_leads,
      compare_revenue_cents: previous.revenue_cents,
    }))
    .filter(
      (g) =>
        g.leads ||
        g.assigned_leads ||
        g.revenue_cents ||
        g.compare_leads ||
        g.compare_assigned_leads ||
        g.compare_revenue_cents,
    )
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        b.revenue_cents - a.revenue_cents ||
        b.compare_leads - a.compare_leads ||
        a.label.localeCompare(b.label, 'nl'),
    );
  return { groups: list, totals, compareTotals };
}
