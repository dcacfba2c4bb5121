import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import type {
  RestCmsPageSnapshot,
  RestCmsPageRevision,
  RestCmsBlockChange,
  RestCmsPage,
  RestCmsPageComparison,
  RestCmsPageRevisionDetail,
  RestCmsPageRevisionList,
} from './rest-types';

const pagePath = (id: string | number) => `/cms/page/${numericId(id)}`;

/** The history of CMS pages (schema/cms.graphql). */
export const cmsRevisionResolvers = {
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
    ...snakeFields<RestCmsPageRevision>()('saved_by_name', 'saved_at', 'block_count'),
    savedById: (r) => r.saved_by,
  },
  CmsPageRevisionDetail: {
    ...snakeFields<RestCmsPageRevisionDetail>()('saved_by_name', 'saved_at'),
  },
  CmsPageSnapshot: {
    ...snakeFields<RestCmsPageSnapshot>()('author_id', 'lead_product_id'),
  },
  CmsBlockChange: {
    ...snakeFields<RestCmsBlockChange>()('type_from', 'type_to'),
  },
} satisfies Resolvers;
