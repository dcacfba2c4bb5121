import { numericId } from '../rest/numeric-id';
import type { ComparisonClickoutFilter, Resolvers } from '../generated/resolvers';
import type { RestComparisonClickoutList } from './rest-types';

/** The api's query for a click-out filter (also used by the CSV export link). */
export function comparisonClickoutQuery(filter: ComparisonClickoutFilter) {
  return {
    groupBy: filter.groupBy ? filter.groupBy.toLowerCase() : undefined,
    search: filter.search || undefined,
    domainId: filter.domainId ? numericId(filter.domainId) : undefined,
    coreProductId: filter.coreProductId ? numericId(filter.coreProductId) : undefined,
    companyId: filter.companyId ? numericId(filter.companyId) : undefined,
    startDate: filter.startDate ?? undefined,
    endDate: filter.endDate ?? undefined,
  };
}

/** Comparison click-outs (schema/comparison.graphql); the CSV goes through ./file-routes. */
export const comparisonClickoutResolvers: Resolvers = {
  Query: {
    comparisonClickouts: (_parent, { filter, page, pageSize }, { rest }) =>
      rest.get<RestComparisonClickoutList>('/comparison/clickout', {
        ...comparisonClickoutQuery(filter),
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  ComparisonClickoutList: {
    clickPriceCents: (list) => list.click_price_cents,
  },
  ComparisonClickout: {
    clickPriceCents: (row) => row.click_price_cents,
    firstAt: (row) => row.first_at,
    lastAt: (row) => row.last_at,
    domainHost: (row) => row.domain?.host ?? null,
    pageUrl: (row) => row.page_url,
    coreProduct: (row) => row.core_product,
    offerPriceCents: (row) => row.offer_price_cents,
    targetUrl: (row) => row.target_url,
  },
};
