import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CampaignInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestCampaign, RestCampaignList, RestMarketingStats } from './rest-types';

const campaignBody = (input: CampaignInput) => ({
  name: input.name,
  utm_campaign: input.utmCampaign,
  product_id: input.productId ? numericId(input.productId) : null,
  start_date: input.startDate ?? null,
  end_date: input.endDate ?? null,
  cost_cents: input.costCents,
  advertising_return_on_ad_spend: input.advertisingReturnOnAdSpend ?? null,
});

/** Marketing (schema/marketing.graphql): the marketing overview and the campaigns. */
export const marketingResolvers: Resolvers = {
  Query: {
    marketingStats: (_parent, args, { rest }) =>
      rest.get<RestMarketingStats>('/company/marketing-stats', {
        mode: args.mode || undefined,
        product: args.productId ? numericId(args.productId) : undefined,
        startDate: args.startDate || undefined,
        endDate: args.endDate || undefined,
      }),
    campaigns: (_parent, _args, { rest }) => rest.get<RestCampaignList>('/v2/campaign'),
    campaign: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestCampaign>(`/v2/campaign/${numericId(id)}`)),
  },
  Mutation: {
    createCampaign: (_parent, { input }, { rest }) =>
      withCamelFields(rest.post<RestCampaign>('/v2/campaign', campaignBody(input))),
    updateCampaign: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.put<RestCampaign>(`/v2/campaign/${numericId(id)}`, {
          ...campaignBody(input),
          version,
        }),
      ),
    deleteCampaign: async (_parent, { id }, { rest }) => {
      await rest.delete(`/v2/campaign/${numericId(id)}`);
      return id;
    },
  },
  Lead: {
    utmSource: (lead) => lead.utm_source,
    utmMedium: (lead) => lead.utm_medium,
    utmCampaign: (lead) => lead.utm_campaign,
    sourceDomain: (lead) => lead.source_domain,
  },
  MarketingStats: {
    productId: (stats) => stats.product_id,
    startDate: (stats) => stats.start_date,
    endDate: (stats) => stats.end_date,
    compareStartDate: (stats) => stats.compare_start_date,
    compareEndDate: (stats) => stats.compare_end_date,
    compareTotals: (stats) => stats.compare_totals,
  },
  MarketingStatsRow: {
    assignedLeads: (row) => row.assigned_leads,
    revenueCents: (row) => row.revenue_cents,
    compareLeads: (row) => row.compare_leads,
    compareAssignedLeads: (row) => row.compare_assigned_leads,
    compareRevenueCents: (row) => row.compare_revenue_cents,
  },
  MarketingFigures: {
    assignedLeads: (figures) => figures.assigned_leads,
    revenueCents: (figures) => figures.revenue_cents,
  },
  Campaign: {
    utmCampaign: (c) => c.utm_campaign,
    productId: (c) => c.product_id,
    productName: (c) => c.product_name,
    startDate: (c) => c.start_date,
    endDate: (c) => c.end_date,
    costCents: (c) => c.cost_cents,
    advertisingReturnOnAdSpend: (c) => c.advertising_return_on_ad_spend,
    assignedLeads: (c) => c.assigned_leads,
    revenueCents: (c) => c.revenue_cents,
    costPerLeadCents: (c) => c.cost_per_lead_cents,
    returnOnAdSpend: (c) => c.return_on_ad_spend,
    createdAt: (c) => c.created_at,
    updatedAt: (c) => c.updated_at,
  },
};
