import { describe, expect, it } from 'vitest';
import {
  groupMarketingStats,
  isProductSite,
  marketingChannelOf,
  type MarketingStatsRow,
} from '#domain/marketing/marketing-stats';
import { normalizeSourceDomain, withDefaults } from '#domain/marketing/lead-tracking';
import { campaignInputSchema } from '#domain/marketing/campaign';

const row = (values: Partial<MarketingStatsRow>, leads = 1, previous = 0): MarketingStatsRow => ({
  productId: 1,
  source: 'quote_form',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  sourceDomain: '',
  partnerCompanyId: 0,
  current: { leads, assigned_leads: leads, revenue_cents: leads * 1000 },
  previous: { leads: previous, assigned_leads: 0, revenue_cents: 0 },
  ...values,
});
const context = {
  productDiscrs: new Map([
    [1, 'zonnepanelen'],
    [2, 'dakkapel'],
  ]),
  partnerNames: new Map([[7, 'Woonwijzer']]),
};

describe('marketing channels', () => {
  it('takes the first channel that holds', () => {
    const cases: [Partial<MarketingStatsRow>, string][] = [
      [{ partnerCompanyId: 7, utmSource: 'google', utmMedium: 'cpc' }, 'partner'],
      [{ utmSource: 'google', utmMedium: 'cpc' }, 'google-ads'],
      [{ utmSource: 'google', utmMedium: 'organic' }, 'seo'],
      [{ utmSource: 'bing', utmMedium: 'cpc' }, 'bing'],
      [{ utmSource: 'bing', utmMedium: 'organic' }, 'seo'],
      [{ utmSource: 'instagram', utmMedium: 'paid_social' }, 'social-ads'],
      [{ utmSource: 'facebook', utmMedium: 'social' }, 'social-organic'],
      [{ utmSource: 'nieuwsbrief', utmMedium: 'email' }, 'email'],
      [{ utmSource: 'bespaarcheck', utmMedium: 'affiliate' }, 'affiliate'],
      [{ sourceDomain: 'mijnzonnepanelen.nl' }, 'seo'],
      [{ utmCampaign: 'radio', utmSource: 'radio538' }, 'campaign'],
      [{ utmSource: 'flyer' }, 'other'],
      [{}, 'other'],
    ];
    for (const [values, channel] of cases)
      expect(marketingChannelOf(row(values)), JSON.stringify(values)).toBe(channel);
  });

  it("knows a product's own site", () => {
    expect(isProductSite('mijnzonnepanelen.nl', 'zonnepanelen')).toBe(true);
    expect(isProductSite('mijn-zonnepanelen.nl', 'zonnepanelen')).toBe(true);
    expect(isProductSite('zonnepanelen.nl', 'zonnepanelen')).toBe(false);
    expect(isProductSite('mijndakkapel.nl', 'zonnepanelen')).toBe(false);
  });
});

describe('groupMarketingStats', () => {
  const rows = [
    row({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'a' }, 3, 1),
    row({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'b' }, 1),
    row({ utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'a' }, 2),
    row({ partnerCompanyId: 7 }, 0, 4),
    row({ sourceDomain: 'mijnzonnepanelen.nl' }, 5),
    row({ productId: 2, sourceDomain: 'mijnzonnepanelen.nl' }, 1),
  ];

  it('sums the rows of a group and the totals of the rows the mode takes in', () => {
    const { groups, totals, compareTotals } = groupMarketingStats(rows, 'google-ads', context);
    expect(groups.map((g) => [g.id, g.leads, g.compare_leads])).toEqual([
      ['a', 3, 1],
      ['b', 1, 0],
    ]);
    expect(totals).toEqual({ leads: 4, assigned_leads: 4, revenue_cents: 4000 });
    expect(compareTotals.leads).toBe(1);
  });

  it('keeps groups that only had leads in the compared period, and names partners', () => {
    const { groups } = groupMarketingStats(rows, 'partner', context);
    expect(groups).toEqual([
      expect.objectContaining({ id: '7', label: 'Woonwijzer', leads: 0, compare_leads: 4 }),
    ]);
  });

  it('groups campaign and medium together, and a product site by channel', () => {
    expect(
      groupMarketingStats(rows, 'campaign-medium', context).groups.map((g) => g.label),
    ).toEqual(['a / cpc', 'b / cpc']);
    expect(
      groupMarketingStats(rows, 'campaign', context).groups.map((g) => [g.id, g.leads]),
    ).toEqual([
      ['a', 5],
      ['b', 1],
    ]);
    const own = groupMarketingStats(rows, 'mijn-zonnepanelen', context);
    expect(own.groups.map((g) => [g.id, g.leads])).toEqual([['seo', 5]]);
    expect(groupMarketingStats(rows, 'all', context).totals.leads).toBe(12);
  });
});

describe('tracking values and campaign input', () => {
  it('normalises sites and fills what a lead lacks from defaults', () => {
    expect(normalizeSourceDomain(' HTTPS://www.Mijn-Dak.nl:443/a?b ')).toBe('mijn-dak.nl');
    expect(normalizeSourceDomain('  ')).toBeNull();
    expect(
      withDefaults(
        { utmSource: 'eigen', utmMedium: null, utmCampaign: null, sourceDomain: null },
        { utmSource: 'partner', utmMedium: 'Referral', sourceDomain: 'www.p.nl' },
      ),
    ).toEqual({
      utmSource: 'eigen',
      utmMedium: 'referral',
      utmCampaign: null,
      sourceDomain: 'p.nl',
    });
  });

  it('saves an empty return on ad spend as null and reads Dutch decimals', () => {
    const base = { name: 'x', utm_campaign: 'x', cost_cents: 0 };
    expect(
      campaignInputSchema.parse({ ...base, advertising_return_on_ad_spend: '' })
        .advertising_return_on_ad_spend,
    ).toBeNull();
    expect(campaignInputSchema.parse({ ...base }).advertising_return_on_ad_spend).toBeNull();
    expect(
      campaignInputSchema.parse({ ...base, advertising_return_on_ad_spend: '2,5' })
        .advertising_return_on_ad_spend,
    ).toBe(2.5);
  });
});
