import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import { withCamelFields } from '../rest/camel-fields';
import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import { catalogueProduct } from './loaders';
import { choiceList, companyProductBody, filterBody } from './rest-bodies';
import type {
  RestProduct,
  RestCompanyProductFilter,
  RestCompanyProduct,
  RestProductCost,
} from './rest-types';

const productPath = (companyId: string | number, productId: string | number) =>
  `/company/${numericId(companyId)}/product/${numericId(productId)}` as const;

const costPath = (companyId: string | number, kind: 'ncnp' | 'partner') =>
  `/company/${numericId(companyId)}/${kind === 'ncnp' ? 'ncnp_product' : 'partner_product_cost'}` as const;

const filterPath = (companyId: string, productId: string, filterId: string) =>
  `${productPath(companyId, productId)}/filter/${numericId(filterId)}` as const;

/** The catalogue, company products and their filters (schema/products.graphql). */
export const productsResolvers = {
  Query: {
    products: async (_parent, _args, { loaders }) => {
      const catalogue = await loaders.catalogue.load('all');
      return [...new Set(catalogue.values())];
    },
    companyProducts: async (_parent, { companyId }, { rest }) =>
      (await rest.typed.get(`/company/${numericId(companyId)}/product`)).items,
    companyProduct: async (_parent, { companyId, productId }, { rest }) => {
      try {
        return await rest.typed.get(productPath(companyId, productId));
      } catch (error) {
        // The company does not take the product yet: the editor opens the new form.
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    productCosts: async (_parent, { companyId, kind }, { rest }) =>
      (await rest.typed.get(costPath(companyId, kind))).items,
    predictFilter: (_parent, { companyId, productId, filter }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${productPath(companyId, productId)}/filter/predict`, filterBody(filter)),
      ),
  },
  Mutation: {
    saveCompanyProduct: (_parent, { companyId, productId, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(productPath(companyId, productId), companyProductBody(input, version)),
      ),
    pauseCompanyProduct: (_parent, { companyId, productId, until }, { rest }) =>
      rest.typed.post(`${productPath(companyId, productId)}/paused`, {
        paused_until: until ?? null,
      }),
    activateCompanyProduct: (_parent, { companyId, productId }, { rest }) =>
      rest.typed.post(`${productPath(companyId, productId)}/active`, {}),
    pauseAllCompanyProducts: async (_parent, { companyId }, { rest }) =>
      (await rest.typed.post(`/v2/company/${numericId(companyId)}/product/pause-all`)).items,
    pauseFilter: (_parent, { companyId, productId, filterId }, { rest }) =>
      rest.typed.post(`${filterPath(companyId, productId, filterId)}/paused`),
    activateFilter: (_parent, { companyId, productId, filterId }, { rest }) =>
      rest.typed.post(`${filterPath(companyId, productId, filterId)}/active`),
    deleteFilter: (_parent, { companyId, productId, filterId }, { rest }) =>
      rest.typed.delete(filterPath(companyId, productId, filterId)),
    setProductCost: async (_parent, { companyId, kind, productId, costCents }, { rest }) =>
      (
        await withCamelFields(
          rest.typed.post(costPath(companyId, kind), {
            product_id: numericId(productId),
            cost_cents: costCents ?? null,
          }),
        )
      ).items,
    moveFilter: (_parent, { companyId, productId, filterId, position }, { rest }) =>
      rest.typed.post(
        `${filterPath(companyId, productId, filterId)}/position/${Math.max(0, position)}`,
      ),
  },
  Product: {
    ...snakeFields<RestProduct>()('price_cents', 'max_assignments'),
  },
  ProductQuestion: {
    options: (q) => q.options ?? [],
    min: (q) => q.min ?? null,
    max: (q) => q.max ?? null,
    unit: (q) => q.unit ?? null,
  },
  CompanyProduct: {
    ...snakeFields<RestCompanyProduct>()(
      'company_id',
      'paused_until',
      'assign_by_filter',
      'assignment_max',
      'assignment_period',
      'daily_count',
      'weekly_count',
      'monthly_count',
    ),
    product: (cp, _args, { loaders }) => catalogueProduct(loaders, { id: cp.product_id }),
  },
  ProductCost: {
    ...snakeFields<RestProductCost>()('cost_cents'),
    product: (cost, _args, { loaders }) => catalogueProduct(loaders, { id: cost.product_id }),
  },
  CompanyProductFilter: {
    ...snakeFields<RestCompanyProductFilter>()(
      'deviating_coordinates',
      'max_distance',
      'notification_list_id',
      'assignment_max',
      'assignment_period',
      'assignment_count',
    ),
    choices: (f) => choiceList(f.choices),
  },
} satisfies Resolvers;
