import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { CmsClickoutFilter, Resolvers } from '../generated/resolvers';
import type { RestCmsClickout } from './rest-types';

/** The api's query for a click-out filter (also used by the CSV export link). */
export function clickoutQuery(filter: CmsClickoutFilter) {
  return {
    groupBy: filter.groupBy ? filter.groupBy.toLowerCase() : undefined,
    search: filter.search || undefined,
    domainId: filter.domainId ? numericId(filter.domainId) : undefined,
    product: filter.productId ? numericId(filter.productId) : undefined,
    companyId: filter.companyId ? numericId(filter.companyId) : undefined,
    startDate: filter.startDate ?? undefined,
    endDate: filter.endDate ?? undefined,
  };
}

/** The click-out list (schema/cms-redirections.graphql). */
export const cmsClickoutResolvers = {
  Query: {
    cmsClickouts: (_parent, { filter, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/clickout', {
        ...clickoutQuery(filter),
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  CmsClickout: {
    ...snakeFields<RestCmsClickout>()('first_at', 'last_at', 'redirection_id', 'affiliate_company'),
    domainId: (row) => row.domain?.id ?? null,
    domainHost: (row) => row.domain?.host ?? null,
    pageUrl: (row) => row.page?.url ?? null,
  },
} satisfies Resolvers;
