import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { AffiliateTableInput, Resolvers } from '../generated/resolvers';
import type { RestAffiliateTableRow, RestAffiliateCompany, RestAffiliateTable } from './rest-types';

/** The api's logo address as the browser reads it, through the gateway's /files routes. */
const filesUrl = (apiPath: string | null) => (apiPath ? `/files${apiPath}` : null);

function tableBody(input: AffiliateTableInput) {
  return {
    name: input.name,
    title: input.title ?? null,
    intro: input.intro ?? null,
    rows: input.rows.map((row) => ({
      affiliate_company_id: numericId(row.affiliateCompanyId),
      offer: row.offer,
      price: row.price ?? null,
      link_url: row.linkUrl,
      usps: row.usps,
      highlighted: row.highlighted,
    })),
  };
}

/** Affiliate companies (schema/affiliates.graphql). */
export const affiliatesResolvers = {
  Query: {
    affiliateCompanies: (_parent, { search, page, pageSize }, { rest }) =>
      rest.typed.get('/affiliate-company', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    affiliateCompany: (_parent, { id }, { rest }) =>
      rest.typed.get(`/affiliate-company/${numericId(id)}`),
    affiliateTables: (_parent, { search, page, pageSize }, { rest }) =>
      rest.typed.get('/affiliate-table', {
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    affiliateTable: (_parent, { id }, { rest }) =>
      rest.typed.get(`/affiliate-table/${numericId(id)}`),
  },
  Mutation: {
    createAffiliateCompany: (_parent, { input }, { rest }) =>
      rest.typed.post('/affiliate-company', input),
    saveAffiliateCompany: (_parent, { id, input, version }, { rest }) =>
      rest.typed.post(`/affiliate-company/${numericId(id)}`, {
        ...input,
        version,
      }),
    deleteAffiliateCompany: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/affiliate-company/${numericId(id)}`);
      return id;
    },
    createAffiliateTable: (_parent, { input }, { rest }) =>
      withRenamedFields(rest.typed.post('/affiliate-table', tableBody(input)), snakeToCamel),
    saveAffiliateTable: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/affiliate-table/${numericId(id)}`, {
          ...tableBody(input),
          version,
        }),
        snakeToCamel,
      ),
    deleteAffiliateTable: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/affiliate-table/${numericId(id)}`);
      return id;
    },
  },
  AffiliateTable: {
    ...snakeFields<RestAffiliateTable>()('updated_at'),
    logoUrl: (table) => filesUrl(table.logo_url),
  },
  AffiliateTableRow: {
    ...snakeFields<RestAffiliateTableRow>()('affiliate_company', 'link_url'),
    companyLogoUrl: (row) => filesUrl(row.affiliate_company.logo_url),
  },
  AffiliateCompany: {
    ...snakeFields<RestAffiliateCompany>()('link_count', 'updated_at'),
    logoUrl: (company) => filesUrl(company.logo_url),
  },
} satisfies Resolvers;
