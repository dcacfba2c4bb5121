import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestCmsRedirection } from './rest-types';

const optionalId = (id: string | null | undefined) => (id ? numericId(id) : null);

/** The api names the path `url`; the selector's add form asks only for the name after /out/. */
const addFormFieldName = (key: string) => (key === 'url' ? 'name' : snakeToCamel(key));

/** Redirections of a domain and the redirect selector (schema/cms-redirections.graphql). */
export const cmsRedirectionResolvers = {
  Query: {
    cmsRedirections: (_parent, { domainId, search, kind, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/redirection', {
        domainId: numericId(domainId),
        search: search || undefined,
        kind: kind ? kind.toLowerCase() : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsRedirection: (_parent, { id }, { rest }) =>
      rest.typed.get(`/cms/redirection/${numericId(id)}`),
    cmsAffiliateRedirections: (_parent, { domainId, search, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/redirection/affiliate/paginate', {
        domainId: numericId(domainId),
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
  },
  Mutation: {
    createCmsAffiliateRedirection: (_parent, { domainId, input }, { rest }) =>
      withRenamedFields(
        rest.typed.post('/cms/redirection', {
          url: `/out/${input.name.trim()}`,
          target: input.target,
          description: input.description ?? null,
          affiliate: true,
          affiliate_company_id: optionalId(input.affiliateCompanyId),
          temporary: false,
          domain: { id: numericId(domainId) },
        }),
        addFormFieldName,
      ),
    createCmsRedirection: (_parent, { domainId, input }, { rest }) =>
      withRenamedFields(
        rest.typed.post('/cms/redirection', {
          ...redirectionBody(input),
          domain: { id: numericId(domainId) },
        }),
        snakeToCamel,
      ),
    saveCmsRedirection: async (_parent, { id, input, version }, { rest }) => {
      const current = await rest.typed.get(`/cms/redirection/${numericId(id)}`);
      return withRenamedFields(
        rest.typed.post(`/cms/redirection/${numericId(id)}`, {
          ...redirectionBody(input),
          domain: current.domain,
          version,
        }),
        snakeToCamel,
      );
    },
    deleteCmsRedirection: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/redirection/${numericId(id)}`);
      return id;
    },
  },
  CmsRedirection: {
    ...snakeFields<RestCmsRedirection>()(
      'page_id',
      'affiliate_company',
      'created_at',
      'updated_at',
    ),
    domainId: (r) => r.domain.id,
    pageUrl: (r) => r.page?.url ?? null,
  },
} satisfies Resolvers;

function redirectionBody(input: {
  url: string;
  target?: string | null;
  pageId?: string | null;
  description?: string | null;
  affiliate: boolean;
  affiliateCompanyId?: string | null;
  temporary: boolean;
}) {
  return {
    url: input.url,
    target: input.target ?? null,
    page_id: optionalId(input.pageId),
    description: input.description ?? null,
    affiliate: input.affiliate,
    affiliate_company_id: optionalId(input.affiliateCompanyId),
    temporary: input.temporary,
  };
}
