/**
 * The api's answers for the CMS, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestCmsDomain = Schemas['CmsDomain'];
export type RestCmsDomainList = Schemas['CmsDomainList'];
export type RestCmsPage = Schemas['CmsPage'];
export type RestCmsPageSummary = Schemas['CmsPageSummary'];
export type RestCmsPageList = Schemas['CmsPageList'];
export type RestCmsAuthor = Schemas['CmsAuthor'];
export type RestCmsAuthorList = Schemas['CmsAuthorList'];
export type RestContentBlock = Schemas['CmsContentBlock'];
export type RestCmsPageRevision = Schemas['CmsPageRevision'];
export type RestCmsPageRevisionList = Schemas['CmsPageRevisionList'];
export type RestCmsPageRevisionDetail = Schemas['CmsPageRevisionDetail'];
export type RestCmsPageSnapshot = Schemas['CmsPageSnapshot'];
export type RestCmsPageComparison = Schemas['CmsPageComparison'];
export type RestCmsBlockChange = RestCmsPageComparison['blocks'][number];
export type RestCmsUpload = Schemas['CmsUpload'];
export type RestCmsUploadList = Schemas['CmsUploadList'];
export type RestCmsTerm = Schemas['CmsTerm'];
export type RestCmsTermList = Schemas['CmsTermList'];
export type RestCmsTermMatches = Schemas['CmsTermMatches'];
export type RestCmsRedirection = Schemas['CmsRedirection'];
export type RestCmsRedirectionList = Schemas['CmsRedirectionList'];
export type RestCmsClickout = Schemas['CmsClickout'];
export type RestCmsClickoutList = Schemas['CmsClickoutList'];
export type RestCmsProduct = Schemas['CmsProduct'];
export type RestCmsProductList = Schemas['CmsProductList'];
export type RestCmsComparisonProduct = Schemas['CmsComparisonProduct'];
export type RestCmsComparisonProductList = Schemas['CmsComparisonProductList'];
export type RestCmsComparisonProductMatches = Schemas['CmsComparisonProductMatches'];
