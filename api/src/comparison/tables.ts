export * from './core-product.table';
export * from './brand.table';
export * from './product.table';
export * from './spec.table';
export * from './product-image.table';
export * from './offer.table';
export * from './clickout.table';
