// Its tables: other areas read and join them; only widgets writes them (tests/shared/table-owners.test.ts).
export * from './tables';
