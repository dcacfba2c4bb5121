import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { ComparisonFilterInput, Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestComparisonFilter,
  RestComparisonFilterFeatureList,
  RestComparisonFilterList,
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
export const filtersResolvers: Resolvers = {
  Query: {
    comparisonFilters: async (_parent, { coreProductId }, { rest }) =>
      (
        await rest.get<RestComparisonFilterList>(
          `/comparison/core-product/${numericId(coreProductId)}/filter`,
        )
      ).items,
    comparisonFilterNewFeatures: async (_parent, { coreProductId }, { rest }) =>
      (
        await rest.get<RestComparisonFilterFeatureList>(
          `/comparison/core-product/${numericId(coreProductId)}/filter/new-features`,
        )
      ).items,
    comparisonFilter: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestComparisonFilter>(`/comparison/filter/${numericId(id)}`)),
    comparisonFilterPrediction: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.post<RestComparisonFilterPrediction>('/comparison/filter/prediction', {
          core_product_id: numericId(coreProductId),
          ...filterBody(input),
        }),
      ),
  },
  Mutation: {
    createComparisonFilter: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.post<RestComparisonFilter>('/comparison/filter', {
          core_product_id: numericId(coreProductId),
          ...filterBody(input),
        }),
      ),
    updateComparisonFilter: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.post<RestComparisonFilter>(`/comparison/filter/${numericId(id)}`, {
          ...filterBody(input),
          version,
        }),
      ),
    deleteComparisonFilter: async (_parent, { id }, { rest }) => {
      await rest.delete(`/comparison/filter/${numericId(id)}`);
      return true;
    },
    orderComparisonFilters: async (_parent, { coreProductId, filters, list }, { rest }) =>
      (
        await rest.post<RestComparisonFilterList>(
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
    coreProductId: (filter) => filter.core_product_id,
    featureId: (filter) => filter.feature_id,
    featureName: (filter) => filter.feature_name,
    featureUnit: (filter) => filter.feature_unit,
    listPosition: (filter) => filter.list_position,
    stepType: (filter) => filter.step_type,
  },
  ComparisonFilterFeature: {
    productCount: (feature) => feature.product_count,
  },
  ComparisonFilterPrediction: {
    noValue: (prediction) => prediction.no_value,
    productCount: (prediction) => prediction.product_count,
  },
};
