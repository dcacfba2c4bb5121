import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { ComparisonClickoutFilter, Resolvers } from '../generated/resolvers';
import type { RestComparisonClickout, RestComparisonClickoutList } from './rest-types';

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
export const comparisonClickoutResolvers = {
  Query: {
    comparisonClickouts: (_parent, { filter, page, pageSize }, { rest }) =>
      rest.typed.get('/comparison/clickout', {
        ...comparisonClickoutQuery(filter),
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  ComparisonClickoutList: {
    ...snakeFields<RestComparisonClickoutList>()('click_price_cents'),
  },
  ComparisonClickout: {
    ...snakeFields<RestComparisonClickout>()(
      'click_price_cents',
      'first_at',
      'last_at',
      'page_url',
      'core_product',
      'offer_price_cents',
      'target_url',
    ),
    domainHost: (row) => row.domain?.host ?? null,
  },
} satisfies Resolvers;
