export * from './plaza-offer.table';
export * from './plaza-search.table';
