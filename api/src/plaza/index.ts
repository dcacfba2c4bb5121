// Its tables: other areas read and join them; only plaza writes them (tests/shared/table-owners.test.ts).
export { plazaOffers } from './plaza-offer.table';
export { plazaSearches } from './plaza-search.table';
export type { PlazaSearchRow } from './plaza-search.table';
