// Its tables: other areas read and join them; only affiliates writes them (tests/shared/table-owners.test.ts).
export { affiliateCompanies } from './affiliate-company.table';
export type { AffiliateCompanyRow } from './affiliate-company.table';
export { affiliateTables, affiliateTableRows } from './affiliate-table.table';
export type { AffiliateTableRow, AffiliateTableRowRow } from './affiliate-table.table';
