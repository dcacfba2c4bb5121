import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { cmsUploadFileUrl, cmsUploadThumbnailUrl } from './file-routes';
import type { RestCmsUpload } from './rest-types';

/** Uploads of the CMS (schema/cms.graphql); the files themselves go through ./file-routes. */
export const cmsUploadResolvers = {
  Query: {
    cmsUploads: (_parent, { domainId, search, uploadType, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/upload', {
        domainId: domainId ? numericId(domainId) : undefined,
        search: search || undefined,
        type: uploadType ?? undefined,
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsUpload: (_parent, { id }, { loaders }) => loaders.cmsUploadById.load(numericId(id)),
  },
  Mutation: {
    updateCmsUpload: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/cms/upload/${numericId(id)}`, {
          title: input.title ?? '',
          alt: input.alt ?? '',
          version,
        }),
        snakeToCamel,
      ),
    deleteCmsUpload: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/upload/${numericId(id)}`);
      return id;
    },
  },
  CmsUpload: {
    ...snakeFields<RestCmsUpload>()(
      'domain_id',
      'file_name',
      'file_type',
      'content_type',
      'is_image',
      'size_bytes',
      'created_at',
      'upload_type',
    ),
    url: (u) => cmsUploadFileUrl(u.id, u.version),
    thumbnailUrl: (u) =>
      u.has_thumbnail ? cmsUploadThumbnailUrl(u.id, u.version) : cmsUploadFileUrl(u.id, u.version),
  },
  CmsPage: {
    headerImage: (page, _args, { loaders }) =>
      page.header_image_id === null ? null : loaders.cmsUploadById.load(page.header_image_id),
  },
} satisfies Resolvers;
