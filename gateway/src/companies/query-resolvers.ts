import type { Resolvers } from '../generated/resolvers';
import { gatewayError } from '../rest/rest-error';
import { withCamelFields } from '../rest/camel-fields';
import { companyListQuery, queryString } from './rest-bodies';
import type { RestCompany, RestList } from './rest-types';

/** Reads: the overview, one company, the CSV link, provinces and the address check. */
export const companyQueryResolvers = {
  Query: {
    companies: async (_parent, { filter, sort, page, pageSize }, { rest, loaders }) => {
      // Untyped: the api's CompanyItems has an optional total; CompanyList requires it.
      const answer = await withCamelFields(
        rest.get<RestList<RestCompany>>('/company', {
          ...companyListQuery(filter, sort),
          page: page ?? undefined,
          itemsPerPage: pageSize ?? undefined,
        }),
      );
      for (const row of answer.items) loaders.companyById.prime(row.id, row);
      return { items: answer.items, total: answer.total };
    },
    partnerCompanies: async (_parent, { page, pageSize }, { rest, loaders }) => {
      const answer = await rest.typed.get('/company/partners', {
        page: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      });
      for (const row of answer.items) loaders.companyById.prime(row.id, row);
      return { items: answer.items, total: answer.total };
    },
    company: async (_parent, { id }, { rest, loaders }) => {
      if (!/^\d+$/.test(String(id))) throw gatewayError('NOT_FOUND', 'MESSAGE.NOT_FOUND');
      const found = await rest.typed.get(`/company/${id}`);
      loaders.companyById.prime(found.id, found);
      return found;
    },
    companyCsvUrl: (_parent, { filter, sort }) => {
      const search = queryString(companyListQuery(filter, sort));
      return `/export/companies.csv${search ? `?${search}` : ''}`;
    },
    provinces: async (_parent, _args, { rest }) => (await rest.typed.get('/province')).items,
    validateAddress: (_parent, { postalCode, houseNumber }, { rest }) =>
      withCamelFields(
        rest.typed.post('/address/validate', {
          postal_code: postalCode,
          house_number: houseNumber,
        }),
      ),
  },
} satisfies Resolvers;
