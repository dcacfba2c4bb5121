/** URL builders of the products area, so no screen spells a path by hand. */
export const productUrls = {
  /** Staff: the company screen, where the company's products are listed. */
  company: (companyId: string | number) => `/company/${companyId}`,
  staffEditor: (companyId: string | number, productId: string | number) =>
    `/company/${companyId}/product/${productId}`,
  staffNew: (companyId: string | number, productId: string | number) =>
    `/company/${companyId}/product/${productId}/new`,
  customerList: () => '/customer/product',
  customerEditor: (productId: string | number) => `/customer/product/${productId}`,
};
