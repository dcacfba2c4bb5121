// Its tables: other areas read and join them; only cms writes them (tests/shared/table-owners.test.ts).
export { cmsDomains } from './domain.table';
export type { CmsDomainRow } from './domain.table';
export { cmsUploads } from './upload.table';
export type { CmsUploadRow } from './upload.table';
export { cmsPages } from './page.table';
export type { CmsPageRow, NewCmsPageRow } from './page.table';
export { cmsPageRevisions } from './page-revision.table';
export type { CmsPageRevisionRow } from './page-revision.table';
export { cmsPagePublications } from './page-publication.table';
export type { CmsPagePublicationRow } from './page-publication.table';
export { cmsTerms } from './term.table';
export type { CmsTermRow } from './term.table';
export { cmsRedirections } from './redirection.table';
export type { CmsRedirectionRow } from './redirection.table';
export { cmsClickouts } from './clickout.table';
export type { CmsClickoutRow } from './clickout.table';
export { cmsProducts, cmsProductLogos } from './cms-product.table';
export type { CmsProductRow, CmsProductLogoRow } from './cms-product.table';

// A tag's change makes the pages carrying it outdated for their editors.
export { touchPages } from './page-touch';

// The content areas (affiliates, certifications, menus, tags, widgets) are for content editors too.
export { idOf, requireCmsUser } from './cms-access';

// Demo data of other areas uses the same pictures.
export { demoPicture } from './demo-images';

// Other editors upload images the way the page editor does.
export { readUploadForm } from './upload-form';
export { MAX_UPLOAD_BYTES, storeUpload } from './upload-store';

// Other logos get the same thumbnails.
export { makeThumbnail } from './upload-thumbnail';
