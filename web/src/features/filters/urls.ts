/** URL builders of the filter screens. */
export const filterUrls = {
  /** /filter, with the core product picked (kept in the search params). */
  list: (coreProductId?: string | number | null) =>
    coreProductId ? `/filter?coreProduct=${coreProductId}` : '/filter',
  ofCoreProduct: (coreProductId: string | number) =>
    `/comparison/core-product/${coreProductId}/filter`,
  filter: (id: string | number) => `/comparison/filter/${id}`,
  /** A new filter of a core product on one of its features. */
  newFilter: (coreProductId: string | number, featureId: string | number) =>
    `/comparison/filter/new?coreProduct=${coreProductId}&feature=${featureId}`,
};
