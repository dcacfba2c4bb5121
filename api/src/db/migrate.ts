import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

interface Script {
  name: string;
  sql: string;
}

/** Runs statements inside one transaction; `exec` may hold several statements. */
type RunInTransaction = (
  work: (exec: (sql: string, params?: unknown[]) => Promise<unknown[]>) => Promise<void>,
) => Promise<void>;

const LOCK_ID = 72_465_001; // any constant: serialises migrations of several api instances

async function loadScripts(dir: string): Promise<Script[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(`${dir}/${name}`, 'utf8') })),
  );
}

function transactionRunner(db: Database): RunInTransaction {
  const client = db.$client;
  if (client instanceof PGlite) {
    return (work) =>
      client.transaction(async (tx) => {
        await work(async (sql, params) => {
          if (params) return (await tx.query(sql, params)).rows;
          const results = await tx.exec(sql);
          return results.at(-1)?.rows ?? [];
        });
      });
  }
  return async (work) => {
    const conn = await client.connect();
    try {
      await conn.query('BEGIN');
      await work(async (sql, params) => (await conn.query(sql, params)).rows);
      await conn.query('COMMIT');
    } catch (error) {
      await conn.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      conn.release();
    }
  };
}

/**
 * Applies api/migrations/*.sql in file-name order, each in its own transaction,
 * and records applied files in schema_migrations. Returns the names applied now.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const run = transactionRunner(db);
  const scripts = await loadScripts(dir);
  const applied: string[] = [];
  await run(async (exec) => {
    await exec('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  for (const script of scripts) {
    await run(async (exec) => {
      await exec('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
      const done = await exec('SELECT 1 FROM schema_migrations WHERE name = $1', [script.name]);
      if (done.length > 0) return;
      await exec(script.sql);
      await exec('INSERT INTO schema_migrations (name) VALUES ($1)', [script.name]);
      applied.push(script.name);
    });
  }
  return applied;
}
