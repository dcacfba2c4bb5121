import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The local PostgreSQL server benchmarks use when it answers. */
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

export interface DisposableDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the local PostgreSQL server, or undefined when none answers. */
export async function disposableDatabase(): Promise<DisposableDatabase | undefined> {
  const admin = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: SERVER_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
