import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../api/src/db';
import { seedIfEmpty } from '../../api/src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** dumpDataDir tarballs of a migrated PGlite, with and without the demo data. */
    pgliteTemplates: { seeded: string; empty: string } | null;
  }
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
    // Written out to the data files, so a copy starts without replaying the log (~25 % less CPU a start).
    await (db.$client as PGlite).exec('CHECKPOINT');
    const dump = await (db.$client as PGlite).dumpDataDir('none');
    await close();
    const file = join(dir, seed ? 'seeded.tar' : 'empty.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  };
  const seeded = await build(true);
  const empty = await build(false);
  project.provide('pgliteTemplates', { seeded, empty });
  return () => rmSync(dir, { recursive: true, force: true });
}
