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
  /** Staff: a company's no-cure-no-pay cost per lead, by product. */
  ncnpCosts: (companyId: string | number) => `/lead-generator/ncnp/company/${companyId}/product`,
  /** Staff: the partner companies, each with its costs. */
  partnerCompanies: () => '/lead-generator/partner/company',
  /** Staff: a partner company's cost per lead, by product. */
  partnerCosts: (companyId: string | number) =>
    `/lead-generator/partner/company/${companyId}/product`,
  /** Staff: the products by partner company. */
  partnerOverview: () => '/lead-generator/partner/product',
  /** Partners: the products of the companies they manage. */
  managedProducts: () => '/partner/company/product',
};
