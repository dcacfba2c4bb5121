// Its tables: other areas read and join them; only deals writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Assignment and plaza prices follow the company's deals.
export { dealPricesOf, freePlazaLeadsOf } from './deal-prices';
export type { DealPrice } from './deal-prices';
