import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { createClient, onPostgres, startApi, type RunningApi } from '../support/api-harness';
import {
  addCompany,
  addPartner,
  leadPayload,
  seedCatalogueOnly,
  takeProduct,
} from './lead-test-kit';

const ROOT = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A second api process (as `npm start` runs it) on the same PostgreSQL database. */
async function secondApi(databaseUrl: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/docs/json`)).ok) return { url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the second api did not start');
}

// Two processes can only share a PostgreSQL server (PGlite is one process's database):
// this file runs in the PostgreSQL pass of the api tests (the api-pg project of npm test).
describe.runIf(onPostgres())('two api processes on one PostgreSQL', () => {
  let api: RunningApi;
  let other: { url: string; process: ChildProcess };

  beforeAll(async () => {
    api = await startApi({ seed: false });
    await seedCatalogueOnly(api.db);
    other = await secondApi(api.config.databaseUrl!);
  });
  afterAll(async () => {
    other?.process.kill();
    await api?.close();
  });

  it('never passes a company maximum or a lead’s remaining assignments when both match 50 leads at once', async () => {
    const guid = await addPartner(api.db);
    for (let i = 0; i < 6; i++) {
      const company = await addCompany(api.db, 'utrecht');
      await takeProduct(api.db, company, 'zonnepanelen', { max: 7, period: 'day' });
    }
    const clients = [createClient(api.url), createClient(other.url)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        clients[i % 2]!.post(`/partner/${guid}/lead`, leadPayload('zonnepanelen')),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    const perCompany = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(assignedLeads)
      .groupBy(assignedLeads.companyId);
    expect(perCompany.map((row) => row.n)).toEqual([7, 7, 7, 7, 7, 7]);
    const given = await api.db
      .select({ leadId: assignedLeads.leadId, n: sql<number>`count(*)::int` })
      .from(assignedLeads)
      .groupBy(assignedLeads.leadId);
    const perLead = (await api.db.select().from(leads)).map((lead) => ({
      remaining: lead.remainingAssignments,
      given: given.find((row) => row.leadId === lead.id)?.n ?? 0,
    }));
    expect(perLead).toHaveLength(50);
    for (const lead of perLead) expect(lead.remaining + lead.given).toBe(4);
  });
});
