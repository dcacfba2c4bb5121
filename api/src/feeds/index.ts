// Its tables: other areas read and join them; only feeds writes them (tests/shared/table-owners.test.ts).
export * from './tables';
