/**
 * How close the api comes to the floor of its own stack. Runs the api as `npm start` does
 * and, beside it on the same data, a lean reference (scripts/bench/api-floor-reference.ts:
 * Fastify and the driver, prepared statements, the same session check, no ORM), then sends
 * both the same reads in alternating rounds (ABBA, so drift and a busy moment of the
 * machine fall on both sides):
 *   - by id: GET /company/{id} (a manager's session);
 *   - list: GET /company?itemsPerPage=20 and the batch read of its account managers;
 *   - plaza: a customer's plaza search (POST /leadplaza/{company}/lead), where the
 *     reference runs the very statements the api's search ran (captured once), prepared.
 * First on the local PostgreSQL (a disposable database; both sides read it), then on PGlite
 * (each side its own copy of one seeded data folder). Prints req/s, p50/p99, the CPU
 * milliseconds per request of the api, the reference and PostgreSQL (from /proc), the
 * database transactions per request (PostgreSQL: pg_stat_database.xact_commit over a
 * separate run of TX_REQUESTS calls per side, read after the backends flushed their
 * counts) and the ratios api / reference.
 *
 *   npm run bench:api-floor
 *   (ROUNDS=6 REQUESTS=300 CONCURRENCY=10 WARMUP=1000 TX_REQUESTS=300; ONLY=postgres|pglite;
 *   READS=byId,list,plaza; API_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the api)
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { plazaQuerySchema } from '#domain/plaza/plaza-query';
import { Pool } from 'undici';
import { createSession } from '../../api/src/accounts/sessions';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { migrate, openDatabase, type Database } from '../../api/src/db';
import * as schema from '../../api/src/db/schema';
import { plazaSearchAnswer } from '../../api/src/plaza/search-routes';
import { seedIfEmpty } from '../../api/src/seed';
import { disposableDatabase } from './disposable-database';
import { median, quantile, sendCalls } from './load';
import { postgresCpuMs, processTimes } from './process-cpu';
import { freePort, runPortal } from './run-portal';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 1000);
const TX_REQUESTS = Number(process.env.TX_REQUESTS ?? 300);
const READS = (process.env.READS ?? 'byId,list,plaza').split(',');
/** An idle PostgreSQL backend reports its transaction counts within 10 s (PGSTAT_IDLE_INTERVAL). */
const STATS_FLUSH_MS = 11_000;
const PLAZA_BODY = { sortColumn: 'date', sortReverse: true, currentPage: 1, itemsPerPage: 20 };

interface Prepared {
  managerCookie: string;
  customerCookie: string;
  companyId: number;
  plazaStatements: { query: string; params: unknown[] }[];
}

/** Seeds the demo, opens a session for the manager and the customer, captures the plaza search's SQL. */
async function prepare(db: Database): Promise<Prepared> {
  await migrate(db);
  await seedIfEmpty(db);
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const customerId = await idOf('customer@demo.nl');
  const [link] = await db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .where(and(eq(companyUsers.userId, customerId), eq(companyUsers.admin, true)));
  const companyId = link!.companyId;
  const plazaStatements: Prepared['plazaStatements'] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => plazaStatements.push({ query, params }),
  };
  const client = db.$client;
  const recording = (client instanceof pg.Pool
    ? drizzlePg({ client, schema, logger })
    : drizzlePglite({ client: client as PGlite, schema, logger })) as unknown as Database;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  await plazaSearchAnswer(recording, company!, plazaQuerySchema.parse(PLAZA_BODY), new Date());
  return {
    managerCookie: `sid=${await createSession(db, await idOf('manager@demo.nl'))}`,
    customerCookie: `sid=${await createSession(db, customerId)}`,
    companyId,
    plazaStatements,
  };
}

async function send(pool: Pool, options: Parameters<Pool['request']>[0]) {
  const response = await pool.request(options);
  const body = (await response.body.json()) as Record<string, unknown>;
  if (response.statusCode !== 200)
    throw new Error(`${options.path} answered ${response.statusCode}: ${JSON.stringify(body)}`);
  return body;
}
const get = (pool: Pool, cookie: string, path: string) =>
  send(pool, { method: 'GET', path, headers: { cookie, accept: 'application/json' } });

type Call = (pool: Pool) => Promise<void>;

function reads(p: Prepared): Record<string, Call> {
  return {
    byId: async (pool) => void (await get(pool, p.managerCookie, `/company/${p.companyId}`)),
    list: async (pool) => {
      const list = (await get(pool, p.managerCookie, '/company?itemsPerPage=20')) as {
        items: { account_manager_id: number | null }[];
      };
      const ids = [...new Set(list.items.map((c) => c.account_manager_id).filter(Boolean))];
      if (ids.length > 0) await get(pool, p.managerCookie, `/user?ids=${ids.join(',')}`);
    },
    plaza: async (pool) =>
      void (await send(pool, {
        method: 'POST',
        path: `/leadplaza/${p.companyId}/lead`,
        headers: {
          cookie: p.customerCookie,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(PLAZA_BODY),
      })),
  };
}

interface Side {
  name: 'api' | 'reference';
  pool: Pool;
  pid: number;
}

interface Sample {
  seconds: number;
  latencies: number[];
  /** CPU ms of the side's process, its kernel share and of PostgreSQL meanwhile. */
  cpu: number;
  kernel: number;
  postgres: number;
}

async function round(side: Side, call: Call, count: number): Promise<Sample> {
  const before = processTimes(side.pid);
  const postgresBefore = postgresCpuMs();
  const { seconds, latencies } = await sendCalls(() => call(side.pool), count, CONCURRENCY);
  const after = processTimes(side.pid);
  return {
    seconds,
    latencies,
    cpu: after.user + after.system - before.user - before.system,
    kernel: after.system - before.system,
    postgres: postgresCpuMs() - postgresBefore,
  };
}

function figures(samples: Sample[]) {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const per = (key: 'cpu' | 'kernel' | 'postgres') =>
    samples.reduce((sum, s) => sum + s[key], 0) / latencies.length;
  return {
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpu: per('cpu'),
    kernel: per('kernel'),
    postgres: per('postgres'),
  };
}

/** Transactions per request on PostgreSQL: a separate run per side, counted after the backends reported. */
async function transactionsPerRequest(url: string, side: Side, call: Call): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = async () => {
    await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
    const { rows } = await client.query(
      'SELECT pg_stat_clear_snapshot(), xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0].n);
  };
  try {
    const before = await count();
    await sendCalls(() => call(side.pool), TX_REQUESTS, CONCURRENCY);
    // The reading of `before` is one transaction of its own.
    return ((await count()) - before - 1) / TX_REQUESTS;
  } finally {
    await client.end();
  }
}

async function startReference(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./api-floor-reference.ts', import.meta.url).pathname],
    { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null) throw new Error('the reference did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(label: string, sides: Side[], prepared: Prepared, databaseUrl?: string) {
  const calls = reads(prepared);
  console.log(
    `\n${label}: warm-up ${WARMUP} per side, ${ROUNDS} alternating rounds of ${REQUESTS} per side, ${CONCURRENCY} in flight`,
  );
  for (const name of READS) {
    const call = calls[name]!;
    for (const side of sides) await sendCalls(() => call(side.pool), WARMUP, CONCURRENCY);
    const samples = new Map<Side, Sample[]>(sides.map((side) => [side, []]));
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const side of r % 2 === 0 ? sides : [...sides].reverse())
        samples.get(side)!.push(await round(side, call, REQUESTS));
    }
    const tx = new Map<Side, number>();
    if (databaseUrl)
      for (const side of sides) tx.set(side, await transactionsPerRequest(databaseUrl, side, call));
    const [api, reference] = sides.map((side) => figures(samples.get(side)!));
    const lines = sides.map((side) => {
      const f = figures(samples.get(side)!);
      const xact = tx.has(side) ? `, ${tx.get(side)!.toFixed(2)} transactions` : '';
      return (
        `  ${side.name.padEnd(9)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms\n` +
        `            per request: CPU ${f.cpu.toFixed(2)} ms (kernel ${f.kernel.toFixed(2)}), postgres ${f.postgres.toFixed(2)} ms${xact}`
      );
    });
    const [apiSamples, referenceSamples] = sides.map((side) => samples.get(side)!);
    const roundRatios = apiSamples!.map((s, i) => referenceSamples![i]!.seconds / s.seconds);
    console.log(
      [
        `${name}`,
        ...lines,
        `  api / reference: throughput ${(api!.rps / reference!.rps).toFixed(2)}x (median of rounds ${median(roundRatios).toFixed(2)}x), ` +
          `p50 ${(api!.p50 / reference!.p50).toFixed(2)}x, CPU per request ${(api!.cpu / reference!.cpu).toFixed(2)}x`,
      ].join('\n'),
    );
  }
}

async function onPostgres() {
  const database = await disposableDatabase();
  if (!database) return console.log('PostgreSQL: no server answers on 127.0.0.1:5432; skipped.');
  const opened = await openDatabase({ dataDir: '', databaseUrl: database.url });
  let prepared: Prepared;
  try {
    prepared = await prepare(opened.db);
  } finally {
    await opened.close();
  }
  const statements = join(mkdtempSync(join(tmpdir(), 'api-floor-')), 'plaza.json');
  writeFileSync(statements, JSON.stringify(prepared.plazaStatements));
  await run('PostgreSQL', prepared, { DATABASE_URL: database.url }, undefined, {
    DATABASE_URL: database.url,
    PLAZA_STATEMENTS: statements,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await database.drop();
}

async function onPglite() {
  const seeded = mkdtempSync(join(tmpdir(), 'api-floor-pglite-'));
  const opened = await openDatabase({ dataDir: seeded, databaseUrl: undefined });
  let prepared: Prepared;
  try {
    prepared = await prepare(opened.db);
  } finally {
    await opened.close();
  }
  const copy = mkdtempSync(join(tmpdir(), 'api-floor-reference-'));
  cpSync(seeded, copy, { recursive: true });
  const statements = join(copy, '..', `${copy.split('/').at(-1)}.json`);
  writeFileSync(statements, JSON.stringify(prepared.plazaStatements));
  try {
    await run('PGlite', prepared, {}, seeded, { DATA_DIR: copy, PLAZA_STATEMENTS: statements });
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(statements, { force: true });
  }
}

async function run(
  label: string,
  prepared: Prepared,
  apiEnv: Record<string, string>,
  dataDir: string | undefined,
  referenceEnv: Record<string, string>,
) {
  const apiPort = await freePort();
  const portal = await runPortal({ apiPort, env: apiEnv, dataDir });
  const reference = await startReference(referenceEnv);
  const apiPool = new Pool(`http://127.0.0.1:${apiPort}`, { connections: CONCURRENCY });
  const referencePool = new Pool(reference.url, { connections: CONCURRENCY });
  try {
    await measure(
      label,
      [
        { name: 'api', pool: apiPool, pid: portal.pids.api },
        { name: 'reference', pool: referencePool, pid: reference.pid },
      ],
      prepared,
      apiEnv.DATABASE_URL,
    );
  } finally {
    await Promise.all([apiPool.close(), referencePool.close()]);
    await reference.stop();
    await portal.stop();
  }
}

const only = process.env.ONLY;
if (only !== 'pglite') await onPostgres();
if (only !== 'postgres') await onPglite();
