import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { components } from '../generated/rest-api';

type RestFigures = components['schemas']['PartnerOverviewFigures'];

const figures = (f: RestFigures) => ({
  sent: f.sent,
  accepted: f.accepted,
  rejected: f.rejected,
  assigned: f.assigned,
  claimed: f.claimed,
  revenueCents: f.revenue_cents,
});

/** The partner overview over GraphQL: the api's answer in the schema's camelCase. */
export const partnerOverviewResolvers = {
  Query: {
    partnerOverview: async (_parent, args, { rest }) => {
      const overview = await rest.typed.get('/company/partners/stats', {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
        product: args.productId ? numericId(args.productId) : undefined,
      });
      return {
        startDate: overview.start_date,
        endDate: overview.end_date,
        compareStartDate: overview.compare_start_date,
        compareEndDate: overview.compare_end_date,
        productId: overview.product_id === null ? null : String(overview.product_id),
        totals: figures(overview.totals),
        compareTotals: figures(overview.compare_totals),
        partners: overview.partners.map((row) => ({
          companyId: String(row.company_id),
          name: row.name,
          ...figures(row),
          compare: figures(row.compare),
        })),
      };
    },
  },
} satisfies Resolvers;
