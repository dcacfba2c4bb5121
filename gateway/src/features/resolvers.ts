import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestFeature,
  RestFeatureList,
  RestFeatureMapping,
  RestProductMeta,
  RestSpecSynonym,
  RestSpecSynonymList,
  RestSpecWebsiteDetail,
  RestSpecWebsiteList,
  RestUnmappedFeature,
  RestUnmappedFeatureList,
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
export const featuresResolvers: Resolvers = {
  Query: {
    comparisonFeatures: async (_parent, { coreProductId }, { rest }) =>
      (
        await rest.get<RestFeatureList>(
          `/comparison/core-product/${numericId(coreProductId)}/feature`,
        )
      ).items,
    comparisonFeature: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestFeature>(`/comparison/feature/${numericId(id)}`)),
    comparisonUnmappedFeatures: (
      _parent,
      { coreProductId, state, search, page, pageSize },
      { rest },
    ) =>
      rest.get<RestUnmappedFeatureList>(
        `/comparison/core-product/${numericId(coreProductId)}/unmapped-feature`,
        {
          state: state ?? undefined,
          search: search || undefined,
          currentPage: page ?? undefined,
          itemsPerPage: pageSize ?? undefined,
        },
      ),
    comparisonSpecWebsites: async (_parent, _args, { rest }) =>
      (await rest.get<RestSpecWebsiteList>('/comparison/spec-website')).items,
    comparisonSpecWebsite: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestSpecWebsiteDetail>(`/comparison/spec-website/${numericId(id)}`)),
    comparisonSynonymSuggestions: (_parent, { specWebsiteId, page }, { rest }) =>
      rest.get<RestSpecSynonymList>(
        `/comparison/spec-website/${numericId(specWebsiteId)}/synonym-suggestions`,
        { currentPage: page ?? undefined },
      ),
    comparisonProductMeta: (_parent, { coreProductId, productId }, { rest }) =>
      orNull(
        rest.get<RestProductMeta>(`/comparison/core-product/${numericId(coreProductId)}/meta`, {
          productId: productId ? numericId(productId) : undefined,
        }),
      ),
  },
  Mutation: {
    createComparisonFeature: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.post<RestFeature>('/comparison/feature', {
          ...featureBody(input),
          core_product_id: numericId(coreProductId),
        }),
      ),
    updateComparisonFeature: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.post<RestFeature>(`/comparison/feature/${numericId(id)}`, {
          ...featureBody(input),
          version,
        }),
      ),
    setComparisonFeatureEnabled: (_parent, { id, enabled }, { rest }) =>
      rest.post<RestFeature>(
        `/comparison/feature/${numericId(id)}/${enabled ? 'enable' : 'disable'}`,
      ),
    orderComparisonFeatures: async (_parent, { coreProductId, category, items }, { rest }) =>
      (
        await rest.post<RestFeatureList>(
          `/comparison/core-product/${numericId(coreProductId)}/feature/positions`,
          {
            category: category ?? null,
            items: items.map((item) => ({ id: numericId(item.id), version: item.version })),
          },
        )
      ).items,
    deleteComparisonFeature: async (_parent, { id }, { rest }) => {
      await rest.delete(`/comparison/feature/${numericId(id)}`);
      return true;
    },
    mapComparisonFeatureName: (_parent, { id, featureId }, { rest }) =>
      withCamelFields(
        rest.post<RestFeatureMapping>(`/comparison/unmapped-feature/${numericId(id)}/map`, {
          feature_id: numericId(featureId),
        }),
      ),
    createComparisonFeatureFromName: (_parent, { id, input }, { rest }) =>
      withCamelFields(
        rest.post<RestFeatureMapping>(
          `/comparison/unmapped-feature/${numericId(id)}/create-feature`,
          {
            name: input?.name?.trim() ? input.name : undefined,
            unit: input?.unit ?? null,
            category: input?.category ?? '',
          },
        ),
      ),
    ignoreComparisonFeatureName: (_parent, { id }, { rest }) =>
      rest.post<RestUnmappedFeature>(`/comparison/unmapped-feature/${numericId(id)}/ignore`),
    createComparisonSpecWebsite: (_parent, { input }, { rest }) =>
      withCamelFields(
        rest.post<RestSpecWebsiteDetail>('/comparison/spec-website', websiteBody(input)),
      ),
    updateComparisonSpecWebsite: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.post<RestSpecWebsiteDetail>(`/comparison/spec-website/${numericId(id)}`, {
          ...websiteBody(input),
          version,
        }),
      ),
    saveComparisonSpecSynonym: (_parent, { id, featureId, noFeature, version }, { rest }) =>
      withCamelFields(
        rest.post<RestSpecSynonym>(`/comparison/spec-synonym/${numericId(id)}`, {
          feature_id: optionalId(featureId),
          no_feature: noFeature ?? false,
          version,
        }),
      ),
    saveComparisonProductMeta: (_parent, { coreProductId, input, version }, { rest }) =>
      withCamelFields(
        rest.post<RestProductMeta>(`/comparison/core-product/${numericId(coreProductId)}/meta`, {
          title_template: input.titleTemplate ?? '',
          description_template: input.descriptionTemplate ?? '',
          version,
        }),
      ),
  },
  ComparisonFeature: {
    coreProductId: (feature) => feature.core_product_id,
    coreProductName: (feature) => feature.core_product_name,
    categoryPriority: (feature) => feature.category_priority,
    groupId: (feature) => feature.group_id,
    specCount: (feature) => feature.spec_count,
  },
  ComparisonUnmappedFeature: {
    coreProductId: (row) => row.core_product_id,
    sampleValue: (row) => row.sample_value,
    seenCount: (row) => row.seen_count,
    valueCount: (row) => row.value_count,
    firstSeenAt: (row) => row.first_seen_at,
    lastSeenAt: (row) => row.last_seen_at,
    mappedFeatureId: (row) => row.mapped_feature_id,
    mappedFeatureName: (row) => row.mapped_feature_name,
    handledAt: (row) => row.handled_at,
    handledByName: (row) => row.handled_by_name,
  },
  ComparisonFeatureMapping: {
    unmappedFeature: (mapping) => mapping.unmapped_feature,
    specsAdded: (mapping) => mapping.specs_added,
  },
  ComparisonSpecSynonym: {
    specWebsiteId: (synonym) => synonym.spec_website_id,
    sampleValue: (synonym) => synonym.sample_value,
    featureId: (synonym) => synonym.feature_id,
    featureName: (synonym) => synonym.feature_name,
    noFeature: (synonym) => synonym.no_feature,
  },
  ComparisonSpecWebsite: {
    baseUrl: (website) => website.base_url,
    coreProductId: (website) => website.core_product_id,
    coreProductName: (website) => website.core_product_name,
    mappedCount: (website) => website.mapped_count,
    unmappedCount: (website) => website.unmapped_count,
    synonyms: (website) => ('synonyms' in website ? website.synonyms : []),
  },
  ComparisonProductMeta: {
    coreProductId: (meta) => meta.core_product_id,
    coreProductName: (meta) => meta.core_product_name,
    titleTemplate: (meta) => meta.title_template,
    descriptionTemplate: (meta) => meta.description_template,
    featureNames: (meta) => meta.feature_names,
    sampleProduct: (meta) => meta.sample_product,
  },
};
