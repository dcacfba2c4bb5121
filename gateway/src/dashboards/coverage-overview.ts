import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';

/** The coverage overview over GraphQL. */
export const coverageOverviewResolvers = {
  Query: {
    coverageOverview: async (_parent, args, { rest }) => {
      const overview = await rest.typed.get('/company/coverage', {
        startDate: args.startDate ?? undefined,
        endDate: args.endDate ?? undefined,
        product: args.productId ? numericId(args.productId) : undefined,
      });
      return {
        startDate: overview.start_date,
        endDate: overview.end_date,
        productId: overview.product_id === null ? null : String(overview.product_id),
        leads: overview.leads,
        points: overview.points,
        pointsCapped: overview.points_capped,
        companies: overview.companies,
        areas: overview.areas.map((area) => ({
          municipality: area.municipality,
          province: area.province,
          productId: String(area.product_id),
          productName: area.product_name,
          leads: area.leads,
          latitude: area.latitude,
          longitude: area.longitude,
          companies: area.companies,
        })),
      };
    },
  },
} satisfies Resolvers;
