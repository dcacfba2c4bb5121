// Its tables: other areas read and join them; only filters writes them (tests/shared/table-owners.test.ts).
export { comparisonFilters, comparisonFilterSteps } from './filter.table';
export type { ComparisonFilterRow, ComparisonFilterStepRow } from './filter.table';
