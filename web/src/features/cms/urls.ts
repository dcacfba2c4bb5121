/** URL builders of the CMS area, so no screen spells a path by hand. */
export const cmsUrls = {
  domains: () => '/domain',
  newDomain: () => '/domain/new',
  domain: (id: string | number) => `/domain/${id}`,
  bulk: () => '/page/bulk',
  pages: (search = '') => (search ? `/page?${search}` : '/page'),
  newPage: (domainId: string | number) => `/domain/${domainId}/page/new`,
  page: (domainId: string | number, pageId: string | number) =>
    `/domain/${domainId}/page/${pageId}`,
  uploads: () => '/image',
  redirections: () => '/redirection',
  newRedirection: (domainId: string | number) => `/domain/${domainId}/redirection/new`,
  /** `from: 'clickouts'` brings the editor back to the click-out list after saving. */
  redirection: (domainId: string | number, id: string | number, from?: 'clickouts') =>
    `/domain/${domainId}/redirection/${id}${from ? `?from=${from}` : ''}`,
  clickouts: () => '/clickouts',
  /** The click-out list as CSV, through the gateway (same query as the api's). */
  clickoutExport: (query: string) => `/export/clickouts.csv?${query}`,
  cmsProducts: () => '/cms-product',
  newCmsProduct: () => '/cms-product/new',
  cmsProduct: (id: string | number) => `/cms-product/${id}`,
  cmsProductLogoUpload: (id: string | number) => `/upload/cms/product/${id}/logo`,
  terms: () => '/term',
  newTerm: () => '/term/new',
  term: (id: string | number) => `/term/${id}`,
  /** The file of an upload, read through the gateway. */
  uploadFileUrl: (id: string | number) => `/files/cms/upload/${id}`,
  /** Its small WebP; none for SVG (the field falls back to the file). */
  uploadThumbnailUrl: (id: string | number) => `/files/cms/upload/${id}/thumbnail`,
  /** Gateway upload routes (multipart). */
  uploadFile: () => '/upload/cms/file',
  pageImageUpload: (pageId: string | number, slot: string) => `/upload/cms/page/${pageId}/${slot}`,
};
