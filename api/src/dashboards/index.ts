// Its tables: other areas read and join them; only dashboards writes them (tests/shared/table-owners.test.ts).
export * from './tables';
