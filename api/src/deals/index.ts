// Its tables: other areas read and join them; only deals writes them (tests/shared/table-owners.test.ts).
export { deals } from './deal.table';
export type { DealRow } from './deal.table';
export { dealProducts } from './deal-product.table';

// Assignment and plaza prices follow the company's deals.
export { dealPricesOf, freePlazaLeadsOf } from './deal-prices';
export type { DealPrice } from './deal-prices';
