import { snakeToCamel } from '#domain/shared/case-names';
import { withRenamedFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { catalogueProduct } from '../products/loaders';
import { gatewayError, orNull } from '../rest/rest-error';
import { kindFieldsOf, pageBody, pageFieldName } from './rest-bodies';
import type {
  RestCmsAuthorList,
  RestCmsDomain,
  RestCmsDomainList,
  RestCmsPage,
  RestCmsPageList,
} from './rest-types';

/** Domains and pages of the CMS (schema/cms.graphql). */
export const cmsResolvers: Resolvers = {
  Query: {
    cmsDomains: (_parent, _args, { rest }) => rest.get<RestCmsDomainList>('/cms/domain'),
    cmsDomain: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestCmsDomain>(`/cms/domain/${numericId(id)}`)),
    cmsPages: (_parent, { domainId, type, search, page, pageSize }, { rest }) =>
      rest.get<RestCmsPageList>('/cms/page', {
        domainId: domainId ? numericId(domainId) : undefined,
        type: type || undefined,
        search: search || undefined,
        page: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    cmsPage: (_parent, { id }, { rest }) =>
      orNull(rest.get<RestCmsPage>(`/cms/page/${numericId(id)}`)),
    cmsAuthors: async (_parent, _args, { rest }) =>
      (await rest.get<RestCmsAuthorList>('/cms/author')).items,
  },
  Mutation: {
    createCmsDomain: (_parent, { input }, { rest }) =>
      withRenamedFields(rest.post<RestCmsDomain>('/cms/domain', input), snakeToCamel),
    updateCmsDomain: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.post<RestCmsDomain>(`/cms/domain/${numericId(id)}`, { ...input, version }),
        snakeToCamel,
      ),
    createCmsPage: (_parent, { domainId, input }, { rest }) =>
      withRenamedFields(
        rest.post<RestCmsPage>('/cms/page', pageBody(input, { domain_id: numericId(domainId) })),
        pageFieldName,
      ),
    saveCmsPage: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.post<RestCmsPage>(`/cms/page/${numericId(id)}`, pageBody(input, { version })),
        pageFieldName,
      ),
    bulkSaveCmsPage: (_parent, { id, input, version }, { rest }) =>
      withRenamedFields(
        rest.post<RestCmsPage>(`/cms/page/${numericId(id)}`, {
          bulk: true,
          ...(input.url != null ? { url: input.url } : {}),
          ...(input.type != null ? { type: input.type } : {}),
          version,
        }),
        pageFieldName,
      ),
    deleteCmsPage: async (_parent, { id }, { rest }) => {
      await rest.delete(`/cms/page/${numericId(id)}`);
      return id;
    },
  },
  CmsDomain: {
    pageCount: (d) => d.page_count,
    createdAt: (d) => d.created_at,
    updatedAt: (d) => d.updated_at,
  },
  ContentBlock: {
    fields: (block) => kindFieldsOf(block),
  },
  CmsPage: {
    domainId: (p) => p.domain_id,
    domain: async (p, _args, { loaders }) => {
      const domain = (await loaders.cmsDomains.load('all')).get(p.domain_id);
      if (!domain) throw gatewayError('NOT_FOUND', 'MESSAGE.NOT_FOUND');
      return domain;
    },
    authorId: (p) => p.author_id,
    // An author who lost the CMS role is no longer offered; the page keeps the id.
    author: async (p, _args, { loaders }) =>
      p.author_id === null
        ? null
        : ((await loaders.cmsAuthors.load('all')).get(p.author_id) ?? null),
    headerImageId: (p) => p.header_image_id,
    image1Id: (p) => p.image1_id,
    image2Id: (p) => p.image2_id,
    image3Id: (p) => p.image3_id,
    image4Id: (p) => p.image4_id,
    widgetPosition: (p) => p.widget_position,
    leadProductId: (p) => p.lead_product_id,
    leadProduct: (p, _args, { loaders }) =>
      p.lead_product_id === null ? null : catalogueProduct(loaders, { id: p.lead_product_id }),
    productEans: (p) => p.product_eans,
    createdAt: (p) => p.created_at,
    updatedAt: (p) => p.updated_at,
  },
  CmsPageSummary: {
    domainId: (p) => p.domain_id,
    blockCount: (p) => p.block_count,
    updatedAt: (p) => p.updated_at,
  },
};
