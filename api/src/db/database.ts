import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { ApiConfig } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** The raw client under drizzle: embedded PGlite or a node-postgres pool. */
export type DatabaseClient = PGlite | pg.Pool;

/** One database type for both drivers; area code only uses the common Postgres surface. */
export type Database = PgDatabase<PgQueryResultHKT, Schema> & { $client: DatabaseClient };

/** A transaction handle, as passed to `db.transaction(async (tx) => …)`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Either the database or a running transaction: what writers that join a transaction accept. */
export type Executor = Database | Tx;

export interface OpenDatabase {
  db: Database;
  /** 'pglite' or 'postgres': some behaviour (LISTEN/NOTIFY, pool sizes) depends on it. */
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

type DatabaseSettings = Pick<ApiConfig, 'dataDir' | 'databaseUrl'> & {
  /** PGlite only: start from this data folder (the bytes of a dumpDataDir tarball) instead of an empty one. */
  initialData?: Uint8Array;
};

/**
 * PGlite reads a tarball through `arrayBuffer()` alone. Node's Blob hands tens of
 * megabytes over in small chunks and joins them again (~0.3 s of CPU a start), so
 * the bytes are handed over as they are.
 */
function tarball(bytes: Uint8Array): Blob {
  const whole =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
      ? bytes.buffer
      : bytes.slice().buffer;
  return { type: 'application/x-tar', arrayBuffer: async () => whole } as unknown as Blob;
}

/** Opens Postgres when DATABASE_URL is set, else PGlite in DATA_DIR ('memory://' keeps it in memory). */
export async function openDatabase(config: DatabaseSettings): Promise<OpenDatabase> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // Let a broken connection surface in the log instead of crashing the process.
    pool.on('error', (error) => console.error('postgres pool error', error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = config.initialData
    ? await PGlite.create(config.dataDir, { loadDataDir: tarball(config.initialData) })
    : await PGlite.create(config.dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}
