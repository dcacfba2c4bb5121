import { numericId } from '../companies/company-ids';
import type { Resolvers } from '../generated/resolvers';
import type { RestCmsTermList } from './rest-types';

/** Glossary terms for the editor's selector (schema/cms.graphql). */
export const cmsLinkResolvers: Resolvers = {
  Query: {
    cmsTerms: (_parent, { search, productId, generic, page, pageSize }, { rest }) =>
      rest.get<RestCmsTermList>('/cms/term', {
        q: search || undefined,
        product: generic ? 'generic' : productId ? numericId(productId) : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  Mutation: {
    deleteCmsDomain: async (_parent, { id }, { rest }) => {
      await rest.delete(`/cms/domain/${numericId(id)}`);
      return id;
    },
  },
  CmsTerm: {
    productId: (t) => t.product_id,
    productName: (t) => t.product_name,
    pageId: (t) => t.page_id,
    pageUrl: (t) => t.page_url,
  },
};
