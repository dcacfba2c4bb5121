/** URL builders of the affiliates area, so no screen spells a path by hand. */
export const affiliateUrls = {
  companies: () => '/affiliate-company',
  newCompany: () => '/affiliate-company/new',
  company: (id: string | number) => `/affiliate-company/${id}`,
  /** Gateway upload route of a company's logo (multipart). */
  companyLogoUpload: (id: string | number) => `/upload/affiliate-company/${id}/logo`,
  tables: () => '/affiliate-table',
  newTable: () => '/affiliate-table/new',
  table: (id: string | number) => `/affiliate-table/${id}`,
  tableLogoUpload: (id: string | number) => `/upload/affiliate-table/${id}/logo`,
};
