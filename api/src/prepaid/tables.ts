export * from './balance-ledger.table';
