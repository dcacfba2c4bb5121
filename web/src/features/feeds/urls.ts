/** URL builders of the product-feed screens. */
export const feedUrls = {
  list: () => '/comparison/product-feed',
  new: (companyId?: string | number | null) =>
    companyId ? `/comparison/product-feed/new/${companyId}` : '/comparison/product-feed/new',
  feed: (id: string | number) => `/comparison/product-feed/${id}`,
};
