import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../api/src/db';
import { seedIfEmpty } from '../../api/src/seed';
import { POSTGRES_SERVER_URL } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * In the PostgreSQL pass: the server and two template databases (migrated, with and
     * without the demo data) each test file copies into a database of its own.
     */
    postgresTemplates: { server: string; seeded: string; empty: string } | null;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrating and seeding a PostgreSQL database takes seconds; copying a template
 * (CREATE DATABASE … TEMPLATE) takes a fraction of that. So the PostgreSQL pass builds
 * both kinds once and every test file's api starts on a copy of its own.
 */
export default async function setup(project: TestProject) {
  const prefix = `tmpl_${randomBytes(4).toString('hex')}`;
  const build = async (seed: boolean) => {
    const name = `${prefix}_${seed ? 'seeded' : 'empty'}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const { db, close } = await openDatabase({ dataDir: '', databaseUrl: databaseUrl(name) });
    try {
      await migrate(db);
      if (seed) await seedIfEmpty(db);
    } finally {
      await close();
    }
    return name;
  };
  const [seeded, empty] = await Promise.all([build(true), build(false)]);
  project.provide('postgresTemplates', { server: POSTGRES_SERVER_URL, seeded, empty });
  return async () => {
    for (const name of [seeded, empty])
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
