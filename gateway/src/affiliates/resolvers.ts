import { numericId } from '../companies/company-ids';
import type { Resolvers } from '../generated/resolvers';
import type { RestAffiliateCompany, RestAffiliateCompanyList } from './rest-types';

/** Where the browser reads a company's logo (the version in the address changes with it). */
export const affiliateLogoUrl = (company: RestAffiliateCompany) =>
  company.has_logo ? `/files/affiliate-company/${company.id}/logo?v=${company.version}` : null;

/** Affiliate companies (schema/affiliates.graphql). */
export const affiliatesResolvers: Resolvers = {
  Query: {
    affiliateCompanies: (_parent, { search, page, pageSize }, { rest }) =>
      rest.get<RestAffiliateCompanyList>('/affiliate-company', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    affiliateCompany: (_parent, { id }, { rest }) =>
      rest.get<RestAffiliateCompany>(`/affiliate-company/${numericId(id)}`),
  },
  Mutation: {
    createAffiliateCompany: (_parent, { input }, { rest }) =>
      rest.post<RestAffiliateCompany>('/affiliate-company', input),
    saveAffiliateCompany: (_parent, { id, input, version }, { rest }) =>
      rest.post<RestAffiliateCompany>(`/affiliate-company/${numericId(id)}`, {
        ...input,
        version,
      }),
    deleteAffiliateCompany: async (_parent, { id }, { rest }) => {
      await rest.delete(`/affiliate-company/${numericId(id)}`);
      return id;
    },
  },
  AffiliateCompany: {
    logoUrl: affiliateLogoUrl,
    linkCount: (company) => company.link_count,
    updatedAt: (company) => company.updated_at,
  },
};
