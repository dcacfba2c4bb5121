// Its table: other areas read it; only dashboards writes it (tests/shared/table-owners.test.ts).
export * from './perfect-view.table';
