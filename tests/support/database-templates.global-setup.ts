import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../api/src/db';
import { seedIfEmpty } from '../../api/src/seed';
import { withoutTarEntries } from './tar-entries';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dumpDataDir tarballs of a migrated PGlite, with and without the demo data. */
    pgliteTemplates: { seeded: string; empty: string } | null;
  }
}

/**
 * Trims what every test file's start unpacks and sets up: the template databases
 * (tests never create a database in PGlite; ~2/3 of the files) and shared buffers
 * of 16 MB instead of 128 MB (zeroed at every start; a test database is ~20 MB).
 * Checkpointed, so a copy starts without replaying the log. Returns the current
 * WAL file: later ones are spare.
 */
async function slimForTests(client: PGlite): Promise<string> {
  await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  for (const template of ['template0', 'template1']) {
    await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = '${template}'`);
    await client.exec(`DROP DATABASE ${template}`);
  }
  await client.exec('CHECKPOINT');
  const { rows } = await client.query<{ file: string }>(
    'SELECT pg_walfile_name(pg_current_wal_lsn()) AS file',
  );
  return rows[0]!.file;
}

/**
 * Creating a PGlite database (initdb), migrating and seeding it takes ~5 s; loading
 * a finished data folder takes ~1 s. So the run builds both kinds once and every
 * test file starts its own database from a copy (the PostgreSQL pass has its own
 * templates: postgres-templates.global-setup.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-templates-'));
  const build = async (seed: boolean) => {
    const { db, close } = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    await migrate(db);
    if (seed) await seedIfEmpty(db);
    const client = db.$client as PGlite;
    const lastWalFile = await slimForTests(client);
    const dump = await client.dumpDataDir('none');
    await close();
    const file = join(dir, seed ? 'seeded.tar' : 'empty.tar');
    // Segments after the current one are only kept for reuse: 16 MB each to unpack a start.
    const walSegment = /\/pg_wal\/([0-9A-F]{24})$/;
    const tar = withoutTarEntries(new Uint8Array(await dump.arrayBuffer()), (name) => {
      const segment = walSegment.exec(name)?.[1];
      return segment !== undefined && segment > lastWalFile;
    });
    writeFileSync(file, tar);
    return file;
  };
  const seeded = await build(true);
  const empty = await build(false);
  project.provide('pgliteTemplates', { seeded, empty });
  return () => rmSync(dir, { recursive: true, force: true });
}
