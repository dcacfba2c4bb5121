import { toCsv, type CsvColumn } from '../shared/csv';
import type { CompanyRow } from './company.table';
import { leadGeneratorType } from './company-json';

const COLUMNS: [string, (c: CompanyRow, managers: Map<number, string>) => unknown][] = [
  ['id', (c) => c.id],
  ['name', (c) => c.name],
  ['trade_name', (c) => c.tradeName],
  ['state', (c) => c.state],
  ['street', (c) => c.street],
  ['house_number', (c) => c.houseNumber],
  ['postal_code', (c) => c.postalCode],
  ['city', (c) => c.city],
  ['province', (c) => c.province],
  ['email', (c) => c.email],
  ['phone_number', (c) => c.phoneNumber],
  ['chamber_of_commerce_number', (c) => c.chamberOfCommerceNumber],
  ['lead_generator_type', (c) => leadGeneratorType(c)],
  ['balance', (c) => (c.balance / 100).toFixed(2)],
  ['payment_terms', (c) => c.paymentTerms],
  ['account_manager', (c, m) => (c.accountManagerId ? m.get(c.accountManagerId) : '')],
  ['created_at', (c) => c.createdAt.toISOString()],
];

/** The overview as CSV (comma separated, header row, CRLF line ends). */
export function companiesCsv(rows: CompanyRow[], managerNames: Map<number, string>): string {
  return toCsv(
    COLUMNS.map(([name, get]): CsvColumn<CompanyRow> => [name, (row) => get(row, managerNames)]),
    rows,
  );
}
