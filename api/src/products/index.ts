// Its tables: other areas read and join them; only products writes them (tests/shared/table-owners.test.ts).
export { products } from './product.table';
export type { ProductRow } from './product.table';
export { companyProducts } from './company-product.table';
export type { CompanyProductRow } from './company-product.table';
export { companyProductFilters } from './company-product-filter.table';
export type { FilterRow } from './company-product-filter.table';
export { ncnpProducts, partnerProductCosts } from './product-cost.table';
