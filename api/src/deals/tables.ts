export * from './deal.table';
export * from './deal-product.table';
