// Its tables: other areas read and join them; only affiliates writes them (tests/shared/table-owners.test.ts).
export * from './tables';
