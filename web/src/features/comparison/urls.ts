/** URL builders of the comparison catalogue screens. */
export const comparisonUrls = {
  coreProducts: () => '/comparison/core-product',
  products: (coreProductId: string | number) => `/comparison/core-product/${coreProductId}/product`,
  filters: (coreProductId: string | number) => `/comparison/core-product/${coreProductId}/filter`,
  brands: () => '/comparison/brand',
  companies: () => '/comparison/company',
  commissionScales: (coreProductId?: string | number) =>
    coreProductId === undefined
      ? '/commission_scales'
      : `/commission_scales?coreProduct=${coreProductId}`,
  newProduct: (coreProductId: string | number) => `/comparison/product/new/${coreProductId}`,
  clone: (id: string | number) => `/comparison/product/${id}/clone`,
  specs: (id: string | number) => `/comparison/product/${id}/specs`,
  switchSpecs: (id: string | number, coreProductId: string | number) =>
    `/comparison/product/${id}/new/${coreProductId}/specs`,
};
