// Its tables: other areas read and join them; only dashboards writes them (tests/shared/table-owners.test.ts).
export { perfectViews } from './perfect-view.table';
export type { PerfectViewRow } from './perfect-view.table';
