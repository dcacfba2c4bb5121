/** URL builders of the CMS area, so no screen spells a path by hand. */
export const cmsUrls = {
  domains: () => '/domain',
  newDomain: () => '/domain/new',
  domain: (id: string | number) => `/domain/${id}`,
  pages: (search = '') => (search ? `/page?${search}` : '/page'),
  newPage: (domainId: string | number) => `/domain/${domainId}/page/new`,
  page: (domainId: string | number, pageId: string | number) =>
    `/domain/${domainId}/page/${pageId}`,
};
