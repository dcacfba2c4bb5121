import { snakeFields } from '../rest/snake-fields';
import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { catalogueProduct } from '../products/loaders';
import { gatewayError, orNull } from '../rest/rest-error';
import { kindFieldsOf, pageBody, pageFieldName } from './rest-bodies';
import type { RestCmsPageSummary, RestCmsDomain, RestCmsPage } from './rest-types';

/** Domains and pages of the CMS (schema/cms.graphql). */
export const cmsResolvers = {
  Query: {
    cmsDomains: (_parent, _args, { rest }) => rest.typed.get('/cms/domain'),
    cmsDomain: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`/cms/domain/${numericId(id)}`)),
    cmsPages: (_parent, { domainId, type, search, page, pageSize }, { rest }) =>
      rest.typed.get('/cms/page', {
        domainId: domainId ? numericId(domainId) : undefined,
        type: type || undefined,
        search: search || undefined,
        page: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsPage: (_parent, { id }, { rest }) => orNull(rest.typed.get(`/cms/page/${numericId(id)}`)),
    cmsAuthors: async (_parent, _args, { rest }) => (await rest.typed.get('/cms/author')).items,
  },
  Mutation: {
    createCmsDomain: (_parent, { input }, { rest }) =>
      withRenamedFields(rest.typed.post('/cms/domain', input), snakeToCamel),
    updateCmsDomain: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/cms/domain/${numericId(id)}`, { ...input, version }),
        snakeToCamel,
      ),
    createCmsPage: (_parent, { domainId, input }, { rest }) =>
      withRenamedFields(
        rest.typed.post('/cms/page', pageBody(input, { domain_id: numericId(domainId) })),
        pageFieldName,
      ),
    saveCmsPage: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/cms/page/${numericId(id)}`, pageBody(input, { version })),
        pageFieldName,
      ),
    bulkSaveCmsPage: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.typed.post(`/cms/page/${numericId(id)}`, {
          bulk: true,
          ...(input.url != null ? { url: input.url } : {}),
          ...(input.type != null ? { type: input.type } : {}),
          version,
        }),
        pageFieldName,
      ),
    deleteCmsPage: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/cms/page/${numericId(id)}`);
      return id;
    },
  },
  CmsDomain: {
    ...snakeFields<RestCmsDomain>()('page_count', 'created_at', 'updated_at'),
  },
  ContentBlock: {
    fields: (block) => kindFieldsOf(block),
  },
  CmsPage: {
    ...snakeFields<RestCmsPage>()(
      'domain_id',
      'author_id',
      'header_image_id',
      'image1_id',
      'image2_id',
      'image3_id',
      'image4_id',
      'widget_position',
      'lead_product_id',
      'product_eans',
      'created_at',
      'updated_at',
      'published_version',
      'published_at',
      'has_unpublished_changes',
      'publish_at',
    ),
    domain: async (p, _args, { loaders }) => {
      const domain = (await loaders.cmsDomains.load('all')).get(p.domain_id);
      if (!domain) throw gatewayError('NOT_FOUND', 'MESSAGE.NOT_FOUND');
      return domain;
    },
    // An author who lost the CMS role is no longer offered; the page keeps the id.
    author: async (p, _args, { loaders }) =>
      p.author_id === null
        ? null
        : ((await loaders.cmsAuthors.load('all')).get(p.author_id) ?? null),
    leadProduct: (p, _args, { loaders }) =>
      p.lead_product_id === null ? null : catalogueProduct(loaders, { id: p.lead_product_id }),
  },
  CmsPageSummary: {
    ...snakeFields<RestCmsPageSummary>()(
      'domain_id',
      'block_count',
      'updated_at',
      'has_unpublished_changes',
      'publish_at',
    ),
  },
} satisfies Resolvers;
