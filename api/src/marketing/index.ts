// Its tables: other areas read and join them; only marketing writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Demo leads carry demo tracking values.
export { demoTrackingFor } from './demo-tracking';
