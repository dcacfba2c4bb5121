/**
 * The api's answers for the CMS, as REST sends them (snake_case). Aliases of the
 * types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper CmsDomain */
export type RestCmsDomain = Schemas['CmsDomain'];
export type RestCmsDomainList = Schemas['CmsDomainList'];
/** @mapper CmsPage */
export type RestCmsPage = Schemas['CmsPage'];
/** @mapper CmsPageSummary */
export type RestCmsPageSummary = Schemas['CmsPageSummary'];
export type RestCmsPageList = Schemas['CmsPageList'];
/** @mapper CmsAuthor */
export type RestCmsAuthor = Schemas['CmsAuthor'];
export type RestCmsAuthorList = Schemas['CmsAuthorList'];
/** @mapper ContentBlock */
export type RestContentBlock = Schemas['CmsContentBlock'];
/** @mapper CmsPageRevision */
export type RestCmsPageRevision = Schemas['CmsPageRevision'];
export type RestCmsPageRevisionList = Schemas['CmsPageRevisionList'];
/** @mapper CmsPageRevisionDetail */
export type RestCmsPageRevisionDetail = Schemas['CmsPageRevisionDetail'];
/** @mapper CmsPagePublication */
export type RestCmsPagePublication = Schemas['CmsPagePublication'];
/** @mapper CmsPageSnapshot */
export type RestCmsPageSnapshot = Schemas['CmsPageSnapshot'];
/** @mapper CmsPageComparison */
export type RestCmsPageComparison = Schemas['CmsPageComparison'];
/** @mapper CmsBlockChange */
export type RestCmsBlockChange = RestCmsPageComparison['blocks'][number];
/** @mapper CmsUpload */
export type RestCmsUpload = Schemas['CmsUpload'];
export type RestCmsUploadList = Schemas['CmsUploadList'];
/** @mapper CmsTerm */
export type RestCmsTerm = Schemas['CmsTerm'];
export type RestCmsTermList = Schemas['CmsTermList'];
export type RestCmsTermMatches = Schemas['CmsTermMatches'];
/** @mapper CmsRedirection */
export type RestCmsRedirection = Schemas['CmsRedirection'];
export type RestCmsRedirectionList = Schemas['CmsRedirectionList'];
/** @mapper CmsClickout */
export type RestCmsClickout = Schemas['CmsClickout'];
export type RestCmsClickoutList = Schemas['CmsClickoutList'];
/** @mapper CmsProduct */
export type RestCmsProduct = Schemas['CmsProduct'];
export type RestCmsProductList = Schemas['CmsProductList'];
/** @mapper CmsComparisonProduct */
export type RestCmsComparisonProduct = Schemas['CmsComparisonProduct'];
export type RestCmsComparisonProductList = Schemas['CmsComparisonProductList'];
export type RestCmsComparisonProductMatches = Schemas['CmsComparisonProductMatches'];
