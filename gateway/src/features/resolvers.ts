import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  SpecWebsiteSource,
  RestFeature,
  RestFeatureMapping,
  RestProductMeta,
  RestSpecSynonym,
  RestUnmappedFeature,
} from './rest-types';

const optionalId = (id: string | null | undefined) => (id ? numericId(id) : null);

const featureBody = (input: {
  name: string;
  unit?: string | null;
  category?: string | null;
  categoryPriority?: number | null;
  position?: number | null;
  groupId?: number | null;
  enabled?: boolean | null;
}) => ({
  name: input.name,
  unit: input.unit ?? null,
  category: input.category ?? '',
  category_priority: input.categoryPriority ?? null,
  position: input.position ?? null,
  group_id: input.groupId ?? null,
  enabled: input.enabled ?? true,
});

const websiteBody = (input: {
  name: string;
  baseUrl: string;
  coreProductId?: string | null;
  enabled?: boolean | null;
}) => ({
  name: input.name,
  base_url: input.baseUrl,
  core_product_id: optionalId(input.coreProductId),
  enabled: input.enabled ?? true,
});

/** Features, feature mapping, spec websites and product metadata (schema/features.graphql). */
export const featuresResolvers = {
  Query: {
    comparisonFeatures: async (_parent, { coreProductId }, { rest }) =>
      (await rest.typed.get(`/comparison/core-product/${numericId(coreProductId)}/feature`)).items,
    comparisonFeature: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/feature/${numericId(id)}`)),
    comparisonUnmappedFeatures: (
      _parent,
      { coreProductId, state, search, page, pageSize },
      { rest },
    ) =>
      rest.typed.get(`/comparison/core-product/${numericId(coreProductId)}/unmapped-feature`, {
        state: state ?? undefined,
        search: search || undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    comparisonSpecWebsites: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/comparison/spec-website')).items,
    comparisonSpecWebsite: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/spec-website/${numericId(id)}`)),
    comparisonSynonymSuggestions: (_parent, { specWebsiteId, page }, { rest }) =>
      rest.typed.get(`/comparison/spec-website/${numericId(specWebsiteId)}/synonym-suggestions`, {
        currentPage: page ?? undefined,
      }),
    comparisonProductMeta: (_parent, { coreProductId, productId }, { rest }) =>
      orNull(
        rest.typed.get(`/comparison/core-product/${numericId(coreProductId)}/meta`, {
          productId: productId ? numericId(productId) : undefined,
        }),
      ),
  },
  Mutation: {
    createComparisonFeature: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post('/comparison/feature', {
          ...featureBody(input),
          core_product_id: numericId(coreProductId),
        }),
      ),
    updateComparisonFeature: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/feature/${numericId(id)}`, {
          ...featureBody(input),
          version,
        }),
      ),
    setComparisonFeatureEnabled: (_parent, { id, enabled }, { rest }) =>
      rest.typed.post(`/comparison/feature/${numericId(id)}/${enabled ? 'enable' : 'disable'}`),
    orderComparisonFeatures: async (_parent, { coreProductId, category, items }, { rest }) =>
      (
        await rest.typed.post(
          `/comparison/core-product/${numericId(coreProductId)}/feature/positions`,
          {
            category: category ?? null,
            items: items.map((item) => ({ id: numericId(item.id), version: item.version })),
          },
        )
      ).items,
    deleteComparisonFeature: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/comparison/feature/${numericId(id)}`);
      return true;
    },
    mapComparisonFeatureName: (_parent, { id, featureId }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/unmapped-feature/${numericId(id)}/map`, {
          feature_id: numericId(featureId),
        }),
      ),
    createComparisonFeatureFromName: (_parent, { id, input }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/unmapped-feature/${numericId(id)}/create-feature`, {
          name: input?.name?.trim() ? input.name : undefined,
          unit: input?.unit ?? null,
          category: input?.category ?? '',
        }),
      ),
    ignoreComparisonFeatureName: (_parent, { id }, { rest }) =>
      rest.typed.post(`/comparison/unmapped-feature/${numericId(id)}/ignore`),
    createComparisonSpecWebsite: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/comparison/spec-website', websiteBody(input))),
    updateComparisonSpecWebsite: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/spec-website/${numericId(id)}`, {
          ...websiteBody(input),
          version,
        }),
      ),
    saveComparisonSpecSynonym: (_parent, { id, featureId, noFeature, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/spec-synonym/${numericId(id)}`, {
          feature_id: optionalId(featureId),
          no_feature: noFeature ?? false,
          version,
        }),
      ),
    saveComparisonProductMeta: (_parent, { coreProductId, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/core-product/${numericId(coreProductId)}/meta`, {
          title_template: input.titleTemplate ?? '',
          description_template: input.descriptionTemplate ?? '',
          version,
        }),
      ),
  },
  ComparisonFeature: {
    ...snakeFields<RestFeature>()(
      'core_product_id',
      'core_product_name',
      'category_priority',
      'group_id',
      'spec_count',
    ),
  },
  ComparisonUnmappedFeature: {
    ...snakeFields<RestUnmappedFeature>()(
      'core_product_id',
      'sample_value',
      'seen_count',
      'value_count',
      'first_seen_at',
      'last_seen_at',
      'mapped_feature_id',
      'mapped_feature_name',
      'handled_at',
      'handled_by_name',
    ),
  },
  ComparisonFeatureMapping: {
    ...snakeFields<RestFeatureMapping>()('unmapped_feature', 'specs_added'),
  },
  ComparisonSpecSynonym: {
    ...snakeFields<RestSpecSynonym>()(
      'spec_website_id',
      'sample_value',
      'feature_id',
      'feature_name',
      'no_feature',
    ),
  },
  ComparisonSpecWebsite: {
    ...snakeFields<SpecWebsiteSource>()(
      'base_url',
      'core_product_id',
      'core_product_name',
      'mapped_count',
      'unmapped_count',
    ),
    synonyms: (website) => ('synonyms' in website ? website.synonyms : []),
  },
  ComparisonProductMeta: {
    ...snakeFields<RestProductMeta>()(
      'core_product_id',
      'core_product_name',
      'title_template',
      'description_template',
      'feature_names',
      'sample_product',
    ),
  },
} satisfies Resolvers;
