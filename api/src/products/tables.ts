export * from './product.table';
export * from './company-product.table';
export * from './company-product-filter.table';
export * from './product-cost.table';
