export * from './unmapped-feature.table';
export * from './spec-website.table';
export * from './product-meta.table';
export * from './feature.table';
