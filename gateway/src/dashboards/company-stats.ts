import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { components } from '../generated/rest-api';

type RestFigures = components['schemas']['CompanyStatsFigures'];

const figures = (f: RestFigures) => ({
  leads: f.leads,
  revenueCents: f.revenue_cents,
  claimsFiled: f.claims_filed,
  claimsAccepted: f.claims_accepted,
  creditedCents: f.credited_cents,
});

/** The browser's CSV link of a company's stats: the gateway passes it on to the api. */
export function companyStatsCsvUrl(companyId: number, startDate: string, endDate: string) {
  return `/export/company/${companyId}/stats.csv?startDate=${startDate}&endDate=${endDate}`;
}

/** Company stats over GraphQL: the api's answers in the schema's camelCase. */
export const companyStatsResolvers = {
  Query: {
    companyStats: async (_parent, args, { rest }) => {
      const id = numericId(args.companyId);
      const stats = await rest.typed.get(`/company/${id}/stats`, {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
      });
      return {
        companyId: String(stats.company_id),
        companyName: stats.company_name,
        isPartner: stats.is_partner,
        startDate: stats.start_date,
        endDate: stats.end_date,
        allTime: stats.all_time,
        compareStartDate: stats.compare_start_date,
        compareEndDate: stats.compare_end_date,
        totals: figures(stats.totals),
        compareTotals: stats.compare_totals ? figures(stats.compare_totals) : null,
        perProduct: stats.per_product.map((row) => ({
          productId: String(row.product_id),
          productName: row.product_name,
          leads: row.leads,
          revenueCents: row.revenue_cents,
          compareLeads: row.compare_leads,
          compareRevenueCents: row.compare_revenue_cents,
        })),
        csvUrl: companyStatsCsvUrl(stats.company_id, stats.start_date, stats.end_date),
      };
    },
    companyAllStats: async (_parent, args, { rest }) => {
      const page = await rest.typed.get('/company/all-stats', {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
        sort: args.sort ?? undefined,
        order: args.order ?? undefined,
        page: args.page ?? undefined,
      });
      return {
        startDate: page.start_date,
        endDate: page.end_date,
        sort: page.sort,
        order: page.order,
        page: page.page,
        pageSize: page.items_per_page,
        total: page.total,
        totals: figures(page.totals),
        items: page.items.map((row) => ({
          companyId: String(row.company_id),
          companyName: row.company_name,
          state: row.state as never,
          isPartner: row.is_partner,
          ...figures(row),
        })),
      };
    },
  },
} satisfies Resolvers;
