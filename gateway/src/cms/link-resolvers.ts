import { camelOf, withRenamedFields } from '../companies/camel-fields';
import { numericId } from '../companies/company-ids';
import type { Resolvers } from '../generated/resolvers';
import type { RestCmsRedirection, RestCmsRedirectionList, RestCmsTermList } from './rest-types';

/** The api names the path `url`; the form asks only for the name after /out/. */
const redirectionFieldName = (key: string) => (key === 'url' ? 'name' : camelOf(key));

/** Terms and outgoing redirections for the editor's selectors (schema/cms.graphql). */
export const cmsLinkResolvers: Resolvers = {
  Query: {
    cmsTerms: (_parent, { search, productId, generic, page, pageSize }, { rest }) =>
      rest.get<RestCmsTermList>('/cms/term', {
        q: search || undefined,
        product: generic ? 'generic' : productId ? numericId(productId) : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsAffiliateRedirections: (_parent, { domainId, search, page, pageSize }, { rest }) =>
      rest.get<RestCmsRedirectionList>('/cms/redirection/affiliate/paginate', {
        domainId: numericId(domainId),
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  Mutation: {
    createCmsAffiliateRedirection: (_parent, { domainId, input }, { rest }) =>
      withRenamedFields(
        rest.post<RestCmsRedirection>('/cms/redirection', {
          url: `/out/${input.name.trim()}`,
          target: input.target,
          description: input.description ?? null,
          affiliate: true,
          temporary: false,
          domain: { id: numericId(domainId) },
        }),
        redirectionFieldName,
      ),
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
  CmsRedirection: {
    domainId: (r) => r.domain.id,
    pageId: (r) => r.page_id,
    createdAt: (r) => r.created_at,
  },
};
