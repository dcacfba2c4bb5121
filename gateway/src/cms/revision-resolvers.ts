import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { errorCode } from '../rest/rest-error';
import type {
  RestCmsPageSnapshot,
  RestCmsPageRevision,
  RestCmsBlockChange,
  RestCmsPageRevisionDetail,
  RestCmsPagePublication,
} from './rest-types';

const pagePath = (id: string | number) => `/cms/page/${numericId(id)}` as const;

/** The history of CMS pages (schema/cms.graphql). */
export const cmsRevisionResolvers = {
  Query: {
    cmsPageRevision: async (_parent, { pageId, version }, { rest }) => {
      try {
        return await rest.typed.get(`${pagePath(pageId)}/revision/${version}`);
      } catch (error) {
        if (errorCode(error) === 'NOT_FOUND') return null;
        throw error;
      }
    },
    cmsPageComparison: (_parent, { pageId, from, to }, { rest }) =>
      rest.typed.get(`${pagePath(pageId)}/comparison`, {
        from,
        to: to ?? undefined,
      }),
  },
  Mutation: {
    restoreCmsPageRevision: (_parent, { pageId, version, currentVersion }, { rest }) =>
      rest.typed.post(`${pagePath(pageId)}/revision/${version}/restore`, {
        version: currentVersion,
      }),
    publishCmsPage: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`${pagePath(id)}/publish`, { version }),
    unpublishCmsPage: (_parent, { id }, { rest }) => rest.typed.post(`${pagePath(id)}/unpublish`),
    scheduleCmsPage: (_parent, { id, publishAt }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`${pagePath(id)}/schedule`, { publish_at: publishAt ?? null }),
        snakeToCamel,
      ),
    discardCmsPageDraft: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`${pagePath(id)}/discard`, { version }),
  },
  CmsPage: {
    revisions: async (page, _args, { rest }) =>
      (await rest.typed.get(`${pagePath(page.id)}/revision`)).items,
    publications: async (page, _args, { rest }) =>
      (await rest.typed.get(`${pagePath(page.id)}/publication`)).items,
  },
  CmsPagePublication: {
    ...snakeFields<RestCmsPagePublication>()('publish_at', 'user_name', 'created_at'),
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
