import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { CmsProductInput, Resolvers } from '../generated/resolvers';
import type { RestCmsProduct } from './rest-types';

const productBody = (input: CmsProductInput) => ({
  discr: input.discr,
  title: input.title,
  intro: input.intro ?? null,
  logos: input.logos.map((logo) => ({ id: numericId(logo.id), name: logo.name })),
});

/** CMS products (schema/cms-products.graphql). */
export const cmsProductResolvers = {
  Query: {
    cmsProducts: async (_parent, { search }, { rest }) =>
      (await rest.typed.get('/cms/product', { search: search || undefined })).items,
    cmsProduct: (_parent, { id }, { rest }) => rest.typed.get(`/cms/product/${numericId(id)}`),
  },
  Mutation: {
    createCmsProduct: (_parent, { input }, { rest }) =>
      withRenamedFields(rest.typed.post('/cms/product', productBody(input)), snakeToCamel),
    saveCmsProduct: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/cms/product/${numericId(id)}`, {
          ...productBody(input),
          version,
        }),
        snakeToCamel,
      ),
    deleteCmsProduct: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/product/${numericId(id)}`);
      return id;
    },
  },
  CmsProduct: {
    ...snakeFields<RestCmsProduct>()('product_name', 'updated_at'),
    // The browser reads the logos through the gateway's /files routes.
    logos: (product) => product.logos.map((logo) => ({ ...logo, url: `/files${logo.url}` })),
  },
} satisfies Resolvers;
