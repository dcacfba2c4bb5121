import { numericId } from '../rest/numeric-id';
import type { CmsClickoutFilter, Resolvers } from '../generated/resolvers';
import type { RestCmsClickoutList } from './rest-types';

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
export const cmsClickoutResolvers: Resolvers = {
  Query: {
    cmsClickouts: (_parent, { filter, page, pageSize }, { rest }) =>
      rest.get<RestCmsClickoutList>('/cms/clickout', {
        ...clickoutQuery(filter),
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  CmsClickout: {
    firstAt: (row) => row.first_at,
    lastAt: (row) => row.last_at,
    domainId: (row) => row.domain?.id ?? null,
    domainHost: (row) => row.domain?.host ?? null,
    redirectionId: (row) => row.redirection_id,
    pageUrl: (row) => row.page?.url ?? null,
    affiliateCompany: (row) => row.affiliate_company,
  },
};
