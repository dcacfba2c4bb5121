import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import type {
  RestCmsPage,
  RestCmsPageComparison,
  RestCmsPageRevisionDetail,
  RestCmsPageRevisionList,
} from './rest-types';

const pagePath = (id: string | number) => `/cms/page/${numericId(id)}`;

/** The history of CMS pages (schema/cms.graphql). */
export const cmsRevisionResolvers: Resolvers = {
  Query: {
    cmsPageRevision: async (_parent, { pageId, version }, { rest }) => {
      try {
        return await rest.get<RestCmsPageRevisionDetail>(`${pagePath(pageId)}/revision/${version}`);
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    cmsPageComparison: (_parent, { pageId, from, to }, { rest }) =>
      rest.get<RestCmsPageComparison>(`${pagePath(pageId)}/comparison`, {
        from,
        to: to ?? undefined,
      }),
  },
  Mutation: {
    restoreCmsPageRevision: (_parent, { pageId, version, currentVersion }, { rest }) =>
      rest.post<RestCmsPage>(`${pagePath(pageId)}/revision/${version}/restore`, {
        version: currentVersion,
      }),
  },
  CmsPage: {
    revisions: async (page, _args, { rest }) =>
      (await rest.get<RestCmsPageRevisionList>(`${pagePath(page.id)}/revision`)).items,
  },
  CmsPageRevision: {
    savedById: (r) => r.saved_by,
    savedByName: (r) => r.saved_by_name,
    savedAt: (r) => r.saved_at,
    blockCount: (r) => r.block_count,
  },
  CmsPageRevisionDetail: {
    savedByName: (r) => r.saved_by_name,
    savedAt: (r) => r.saved_at,
  },
  CmsPageSnapshot: {
    authorId: (p) => p.author_id,
    leadProductId: (p) => p.lead_product_id,
  },
  CmsBlockChange: {
    typeFrom: (c) => c.type_from,
    typeTo: (c) => c.type_to,
  },
};
