import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type {
  ComparisonBrandInput,
  ComparisonCrawlState,
  ComparisonProductInput,
  ComparisonSpecSource,
  Resolvers,
} from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import {
  brandLogoUrl,
  comparisonThumbnailUrl,
  comparisonUploadUrl,
  providerImageUrl,
} from './file-routes';
import type {
  RestComparisonSwitchSpec,
  RestComparisonProductSummary,
  RestComparisonProductSpec,
  RestComparisonProductOffer,
  RestComparisonProductImage,
  RestComparisonCompany,
  RestComparisonCommissionScale,
  RestComparisonBrand,
  RestComparisonCoreProduct,
  RestComparisonProduct,
  RestComparisonSwitchCheck,
} from './rest-types';

const brandBody = (input: ComparisonBrandInput) => ({
  keyword: input.keyword,
  has_home: input.hasHome,
  page_id: input.pageId ? numericId(input.pageId) : null,
});

const productBody = (input: ComparisonProductInput) => ({
  name: input.name,
  brand_id: input.brandId ? numericId(input.brandId) : null,
  ean: input.ean,
  scrape_uri: input.scrapeUri ?? null,
  pros: input.pros,
  cons: input.cons,
});

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** The price-comparison catalogue (schema/comparison.graphql); files go through ./file-routes. */
export const comparisonResolvers = {
  Query: {
    comparisonCoreProducts: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/comparison/core-product')).items,
    comparisonCoreProduct: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/core-product/${numericId(id)}`)),
    comparisonBrands: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/comparison/brand')).items,
    comparisonCompanies: async (_parent, _args, { rest }) =>
      (await rest.typed.get('/comparison/company')).items,
    comparisonProducts: (_parent, args, { rest }) =>
      rest.typed.get(`/comparison/core-product/${numericId(args.coreProductId)}/product`, {
        search: args.search || undefined,
        approved:
          args.approved === null || args.approved === undefined ? undefined : String(args.approved),
        brandId: args.brandId ? numericId(args.brandId) : undefined,
        images:
          args.hasImages === null || args.hasImages === undefined
            ? undefined
            : args.hasImages
              ? 'with'
              : 'without',
        currentPage: args.page ?? undefined,
        itemsPerPage: args.pageSize ?? undefined,
      }),
    comparisonProduct: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/comparison/product/${numericId(id)}`)),
    comparisonProviderImages: async (_parent, { productId }, { rest }) =>
      (await rest.typed.get(`/comparison/product/${numericId(productId)}/provider-image`)).items,
    comparisonSwitchCheck: (_parent, { productId, coreProductId }, { rest }) =>
      rest.typed.get(
        `/comparison/product/${numericId(productId)}/switch/${numericId(coreProductId)}`,
      ),
  },
  Mutation: {
    saveComparisonCommissionScales: (_parent, { coreProductId, scales, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/core-product/${numericId(coreProductId)}/commission-scales`, {
          version,
          scales: scales.map((scale) => ({
            min_cents: scale.minCents ?? null,
            max_cents: scale.maxCents ?? null,
            click_price_cents: scale.clickPriceCents ?? null,
          })),
        }),
      ),
    createComparisonBrand: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post('/comparison/brand', brandBody(input))),
    updateComparisonBrand: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/brand/${numericId(id)}`, {
          ...brandBody(input),
          version,
        }),
      ),
    deleteComparisonBrand: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/comparison/brand/${numericId(id)}`);
      return true;
    },
    createComparisonProduct: (_parent, { coreProductId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post('/comparison/product', {
          ...productBody(input),
          core_product_id: numericId(coreProductId),
        }),
      ),
    updateComparisonProduct: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/product/${numericId(id)}`, {
          ...productBody(input),
          version,
        }),
      ),
    cloneComparisonProduct: (_parent, { id, input }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/product/${numericId(id)}/clone`, productBody(input)),
      ),
    approveComparisonProduct: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`/comparison/product/${numericId(id)}/approve`, {
        version,
      }),
    deleteComparisonProduct: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/comparison/product/${numericId(id)}`);
      return true;
    },
    saveComparisonSpecs: (_parent, { id, specs, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`/comparison/product/${numericId(id)}/specs`, {
          version,
          specs: specs.map((spec) => ({
            feature_id: numericId(spec.featureId),
            value: spec.value ?? '',
          })),
        }),
      ),
    addComparisonEans: (_parent, { id, eans }, { rest }) =>
      withCamelFields(rest.typed.post(`/comparison/product/${numericId(id)}/ean`, { eans })),
    deleteComparisonEan: (_parent, { id, ean }, { rest }) =>
      rest.typed.delete(
        `/comparison/product/${numericId(id)}/ean/${encodeURIComponent(ean.trim())}`,
      ),
    pickComparisonProviderImages: (_parent, { id, keys }, { rest }) =>
      rest.typed.post(`/comparison/product/${numericId(id)}/provider-image`, {
        keys,
      }),
    removeComparisonProductImage: (_parent, { id, imageId }, { rest }) =>
      rest.typed.delete(`/comparison/product/${numericId(id)}/image/${numericId(imageId)}`),
    switchComparisonProduct: (_parent, { id, coreProductId, version }, { rest }) =>
      rest.typed.post(`/comparison/product/${numericId(id)}/switch`, {
        core_product_id: numericId(coreProductId),
        version,
      }),
  },
  ComparisonCommissionScale: {
    ...snakeFields<RestComparisonCommissionScale>()('min_cents', 'max_cents', 'click_price_cents'),
  },
  ComparisonCoreProduct: {
    ...snakeFields<RestComparisonCoreProduct>()(
      'product_count',
      'approved_count',
      'offer_count',
      'feature_count',
    ),
  },
  ComparisonBrand: {
    ...snakeFields<RestComparisonBrand>()(
      'has_home',
      'page_id',
      'page_url',
      'page_domain_id',
      'product_count',
    ),
    logoUrl: (brand) => brandLogoUrl(brand.logo_url),
  },
  ComparisonCompany: {
    ...snakeFields<RestComparisonCompany>()('offer_count', 'product_count'),
    clickoutsLast30Days: (company) => company.clickouts_30_days,
    clickRevenueLast30DaysCents: (company) => company.click_revenue_30_days_cents,
  },
  ComparisonProductSummary: {
    ...snakeFields<RestComparisonProductSummary>()(
      'core_product_id',
      'brand_id',
      'spec_count',
      'offer_count',
      'lowest_price_cents',
      'updated_at',
    ),
    imageUrl: (product) =>
      product.image_upload_id === null ? null : comparisonThumbnailUrl(product.image_upload_id),
  },
  ComparisonProduct: {
    ...snakeFields<RestComparisonProduct>()(
      'core_product_id',
      'core_product_name',
      'brand_id',
      'additional_eans',
      'scrape_uri',
      'crawled_at',
      'approved_at',
      'cloned_from_id',
      'updated_at',
    ),
    crawlState: (product) => upper<ComparisonCrawlState>(product.crawl_state),
  },
  ComparisonProductSave: {
    messageKey: (save) => save.message,
  },
  ComparisonProductSpec: {
    ...snakeFields<RestComparisonProductSpec>()('feature_id', 'category_priority'),
    source: (spec) => (spec.source === null ? null : upper<ComparisonSpecSource>(spec.source)),
  },
  ComparisonProductImage: {
    ...snakeFields<RestComparisonProductImage>()('upload_id', 'file_name'),
    url: (image) => comparisonUploadUrl(image.upload_id),
    thumbnailUrl: (image) => comparisonThumbnailUrl(image.upload_id),
    source: (image) => upper(image.source),
  },
  ComparisonOffer: {
    ...snakeFields<RestComparisonProductOffer>()(
      'company_id',
      'company_name',
      'price_cents',
      'shipping_cents',
      'in_stock',
      'delivery_time',
      'updated_at',
    ),
  },
  ComparisonProviderImage: {
    previewUrl: (image) => providerImageUrl(image.key),
  },
  ComparisonSwitchCheck: {
    ...snakeFields<RestComparisonSwitchCheck>()('core_product_id', 'core_product_name'),
  },
  ComparisonSwitchSpec: {
    ...snakeFields<RestComparisonSwitchSpec>()('feature_id', 'target_feature_id'),
  },
} satisfies Resolvers;
