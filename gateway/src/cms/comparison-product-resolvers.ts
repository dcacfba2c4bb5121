import { snakeFields } from '../rest/snake-fields';
import type { Resolvers } from '../generated/resolvers';
import { cmsUploadFileUrl, cmsUploadThumbnailUrl } from './file-routes';
import type { RestCmsComparisonProduct } from './rest-types';

/** The page editor's comparison product picker (schema/cms.graphql). */
export const cmsComparisonProductResolvers = {
  Query: {
    cmsComparisonProducts: (_parent, { search, page }, { rest }) =>
      rest.typed.get('/cms/comparison-product', {
        search: search?.trim() || undefined,
        page: page ?? undefined,
      }),
    cmsComparisonProductsByEan: async (_parent, { eans }, { rest }) =>
      eans.length === 0
        ? []
        : (
            await rest.typed.get('/cms/comparison-product/by-ean', {
              eans: eans.join(','),
            })
          ).items,
  },
  CmsComparisonProduct: {
    ...snakeFields<RestCmsComparisonProduct>()('core_product_id', 'core_product_name'),
    thumbnailUrl: ({ image }) =>
      image === null
        ? null
        : image.has_thumbnail
          ? cmsUploadThumbnailUrl(image.upload_id, image.version)
          : cmsUploadFileUrl(image.upload_id, image.version),
  },
} satisfies Resolvers;
