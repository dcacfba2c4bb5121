import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CmsTermInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type { RestCmsTerm } from './rest-types';

const termBody = (input: CmsTermInput) => ({
  name: input.name,
  description: input.description ?? null,
  product_id: input.productId ? numericId(input.productId) : null,
  page_id: input.pageId ? numericId(input.pageId) : null,
});

/** Glossary terms for the editor's selector (schema/cms.graphql). */
export const cmsLinkResolvers = {
  Query: {
    cmsTerms: (_parent, { search, productId, generic, pageId, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/term', {
        q: search || undefined,
        product: generic ? 'generic' : productId ? numericId(productId) : undefined,
        page: pageId ? numericId(pageId) : undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsTerm: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/cms/term/${numericId(id)}`)),
    cmsGenericTerms: async (_parent, { name }, { rest }) =>
      (await rest.typed.get('/cms/term/generic', { name })).items,
  },
  Mutation: {
    deleteCmsDomain: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/domain/${numericId(id)}`);
      return id;
    },
    createCmsTerm: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/cms/term', termBody(input))),
    updateCmsTerm: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.put(`/cms/term/${numericId(id)}`, { ...termBody(input), version }),
      ),
    deleteCmsTerm: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/term/${numericId(id)}`);
      return true;
    },
  },
  CmsTerm: {
    ...snakeFields<RestCmsTerm>()('product_id', 'product_name', 'page_id', 'page_url'),
  },
} satisfies Resolvers;
