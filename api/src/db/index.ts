export { openDatabase } from './database';
export type { Database, DatabaseClient, Executor, OpenDatabase, Schema, Tx } from './database';
export { migrate, MIGRATIONS_DIR } from './migrate';
