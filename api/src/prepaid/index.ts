// Its tables: other areas read and join them; only prepaid writes them (tests/shared/table-owners.test.ts).
export { balanceLedger } from './balance-ledger.table';

// The prepaid balance changes only through debit and credit (docs/prepaid.md).
export { credit, debit, linkAssignedLeads } from './ledger';
export type { LedgerBooking } from './ledger';
