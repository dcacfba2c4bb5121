import { snakeFields } from '../rest/snake-fields';
import type { RestLead } from '../leads/rest-types';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CampaignInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestMarketingStatsRow,
  RestMarketingFigures,
  RestCampaign,
  RestMarketingStats,
} from './rest-types';

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
export const marketingResolvers = {
  Query: {
    marketingStats: (_parent, args, { rest }) =>
      rest.typed.get('/company/marketing-stats', {
        mode: args.mode || undefined,
        product: args.productId ? numericId(args.productId) : undefined,
        startDate: args.startDate || undefined,
        endDate: args.endDate || undefined,
      }),
    campaigns: (_parent, _args, { rest }) => rest.typed.get('/v2/campaign'),
    campaign: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/v2/campaign/${numericId(id)}`)),
  },
  Mutation: {
    createCampaign: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/v2/campaign', campaignBody(input))),
    updateCampaign: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.put(`/v2/campaign/${numericId(id)}`, {
          ...campaignBody(input),
          version,
        }),
      ),
    deleteCampaign: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/v2/campaign/${numericId(id)}`);
      return id;
    },
  },
  Lead: {
    ...snakeFields<RestLead>()('utm_source', 'utm_medium', 'utm_campaign', 'source_domain'),
  },
  MarketingStats: {
    ...snakeFields<RestMarketingStats>()(
      'product_id',
      'start_date',
      'end_date',
      'compare_start_date',
      'compare_end_date',
      'compare_totals',
    ),
  },
  MarketingStatsRow: {
    ...snakeFields<RestMarketingStatsRow>()(
      'assigned_leads',
      'revenue_cents',
      'compare_leads',
      'compare_assigned_leads',
      'compare_revenue_cents',
    ),
  },
  MarketingFigures: {
    ...snakeFields<RestMarketingFigures>()('assigned_leads', 'revenue_cents'),
  },
  Campaign: {
    ...snakeFields<RestCampaign>()(
      'utm_campaign',
      'product_id',
      'product_name',
      'start_date',
      'end_date',
      'cost_cents',
      'advertising_return_on_ad_spend',
      'assigned_leads',
      'revenue_cents',
      'cost_per_lead_cents',
      'return_on_ad_spend',
      'created_at',
      'updated_at',
    ),
  },
} satisfies Resolvers;
