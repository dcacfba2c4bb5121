import { migrate, openDatabase, type Database } from '../../api/src/db';
import { disposableDatabase } from './disposable-database';

/**
 * Runs a benchmark on PGlite (in memory, one connection) and, when one answers, on a
 * disposable database of the local PostgreSQL server (`concurrency` at a time),
 * each freshly migrated. `ONLY=pglite` or `ONLY=postgres` runs one of them;
 * `KEEP=1` keeps the PostgreSQL database for a closer look.
 */
export async function onEachDatabase(
  measure: (kind: string, db: Database, parallel: number) => Promise<void>,
  concurrency: number,
): Promise<void> {
  const only = process.env.ONLY;
  if (only !== 'postgres') {
    const pglite = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    await migrate(pglite.db);
    await measure('PGlite', pglite.db, 1);
    await pglite.close();
  }
  if (only === 'pglite') return;
  const disposable = await disposableDatabase();
  if (!disposable) {
    console.log('PostgreSQL: no server answers on 127.0.0.1:5432; skipped.');
    return;
  }
  const postgres = await openDatabase({ dataDir: '', databaseUrl: disposable.url });
  try {
    await migrate(postgres.db);
    await measure('PostgreSQL', postgres.db, concurrency);
  } finally {
    await postgres.close();
    // pg's pool.end() resolves before its sockets have closed; let them go before dropping.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (process.env.KEEP) console.log(`kept ${disposable.url}`);
    else await disposable.drop();
  }
}
