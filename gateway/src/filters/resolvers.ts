import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { ComparisonFilterInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestComparisonFilterFeature,
  RestComparisonFilter,
  RestComparisonFilterPrediction,
} from './rest-types';

const filterBody = (input: ComparisonFilterInput) => ({
  feature_id: numericId(input.featureId),
  label: input.label ?? '',
  step_type: input.stepType,
  min: input.min ?? null,
  max: input.max ?? null,
  sorting: input.sorting ?? null,
  steps: input.steps.map((step) => ({
    label: step.label,
    value: step.value ?? null,
    from: step.from ?? null,
    to: step.to ?? null,
  })),
});

/** Comparison filters (schema/filters.graphql). */
export const filtersResolvers = {
  Query: {
    comparisonFilters: async (_parent, { coreProductId }, { rest }) =>
      (await rest.typed.get(`/comparison/core-product/${numericId(coreProductId)}/filter`)).items,
    comparisonFilterNewFeatures: async (_parent, { coreProductId }, { rest }) =>
      (
        await rest.typed.get(
          `/comparison/core-product/${numericId(coreProductId)}/filter/new-features`,
        )
      ).items,
    comparisonFilter: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/filter/${numericId(id)}`)),
    comparisonFilterPrediction: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post('/comparison/filter/prediction', {
          core_product_id: numericId(coreProductId),
          ...filterBody(input),
        }),
      ),
  },
  Mutation: {
    createComparisonFilter: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post('/comparison/filter', {
          core_product_id: numericId(coreProductId),
          ...filterBody(input),
        }),
      ),
    updateComparisonFilter: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/filter/${numericId(id)}`, {
          ...filterBody(input),
          version,
        }),
      ),
    deleteComparisonFilter: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/comparison/filter/${numericId(id)}`);
      return true;
    },
    orderComparisonFilters: async (_parent, { coreProductId, filters, list }, { rest }) =>
      (
        await rest.typed.post(
          `/comparison/core-product/${numericId(coreProductId)}/filter/positions`,
          {
            filters: filters.map((filter) => ({
              id: numericId(filter.id),
              version: filter.version,
            })),
            list: list.map(numericId),
          },
        )
      ).items,
  },
  ComparisonFilter: {
    ...snakeFields<RestComparisonFilter>()(
      'core_product_id',
      'feature_id',
      'feature_name',
      'feature_unit',
      'list_position',
      'step_type',
    ),
  },
  ComparisonFilterFeature: {
    ...snakeFields<RestComparisonFilterFeature>()('product_count'),
  },
  ComparisonFilterPrediction: {
    ...snakeFields<RestComparisonFilterPrediction>()('no_value', 'product_count'),
  },
} satisfies Resolvers;
