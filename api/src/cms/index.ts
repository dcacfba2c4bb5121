// Its tables: other areas read and join them; only cms writes them (tests/shared/table-owners.test.ts).
export * from './tables';

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
