export * from './domain.table';
export * from './upload.table';
export * from './page.table';
export * from './page-revision.table';
export * from './term.table';
export * from './redirection.table';
export * from './clickout.table';
export * from './cms-product.table';
