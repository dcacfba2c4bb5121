/**
 * What the GraphQL gateway costs on top of the REST api it fronts. Starts the
 * portal as `npm start` does (on the local PostgreSQL when one answers, else
 * PGlite), logs in once, then alternates rounds of the same reads sent directly
 * to the api over REST and through the gateway over GraphQL, each with the same
 * number of requests in flight, and prints req/s, p50 and p99 of both and their
 * ratios, with the CPU time per request of the api, the gateway, PostgreSQL and the
 * client (from /proc; CPU per request moves less than wall-clock figures when other
 * work shares the machine).
 *
 *   npm run bench:gateway     (ROUNDS=6 REQUESTS=300 CONCURRENCY=10 by default)
 *
 * Reads:
 * - one call: a company by id (REST GET /company/{id}; GraphQL company(id)).
 * - list: the 50-row company overview with account managers (REST: the list and
 *   one batch read of the account managers; GraphQL: one query doing the same).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Pool } from 'undici';
import { disposableDatabase } from './disposable-database';
import { runPortal, freePort } from './run-portal';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const WARMUP = 100;

type Call = (pool: Pool, cookie: string) => Promise<void>;

async function send(
  pool: Pool,
  options: Parameters<Pool['request']>[0],
): Promise<Record<string, unknown>> {
  const response = await pool.request(options);
  const body = (await response.body.json()) as Record<string, unknown>;
  if (response.statusCode !== 200) {
    throw new Error(`${options.path} answered ${response.statusCode}: ${JSON.stringify(body)}`);
  }
  return body;
}

const restGet = (pool: Pool, cookie: string, path: string) =>
  send(pool, { method: 'GET', path, headers: { cookie, accept: 'application/json' } });

async function graphql(pool: Pool, cookie: string, query: string, variables = {}) {
  const body = await send(pool, {
    method: 'POST',
    path: '/graphql',
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as Record<string, unknown>;
}

const COMPANY_FIELDS =
  'id name state street houseNumber postalCode city province email phoneNumber chamberOfCommerceNumber paymentTerms balanceCents version';
const LIST_QUERY = `{ companies(pageSize: 50) { total items { ${COMPANY_FIELDS} accountManager { id givenName familyName } } } }`;

function reads(companyId: number): Record<string, { rest: Call; graphql: Call }> {
  return {
    'one call (company by id)': {
      rest: async (pool, cookie) => void (await restGet(pool, cookie, `/company/${companyId}`)),
      graphql: async (pool, cookie) =>
        void (await graphql(
          pool,
          cookie,
          `query ($id: ID!) { company(id: $id) { ${COMPANY_FIELDS} } }`,
          {
            id: companyId,
          },
        )),
    },
    'company list, 50 rows with account managers': {
      rest: async (pool, cookie) => {
        const list = (await restGet(pool, cookie, '/company?itemsPerPage=50')) as {
          items: { account_manager_id: number | null }[];
        };
        const ids = [...new Set(list.items.map((c) => c.account_manager_id).filter(Boolean))];
        if (ids.length > 0) await restGet(pool, cookie, `/user?ids=${ids.join(',')}`);
      },
      graphql: async (pool, cookie) => void (await graphql(pool, cookie, LIST_QUERY)),
    },
  };
}

interface Sample {
  seconds: number;
  latencies: number[];
  /** CPU milliseconds spent meanwhile by the api, the gateway, PostgreSQL and this client. */
  cpu: Cpu;
}

interface Cpu {
  api: number;
  gateway: number;
  postgres: number;
  client: number;
}

const TICK_MS = 10; // /proc times are in clock ticks (USER_HZ = 100 on Linux)

/** CPU milliseconds (user + system) of a process so far, 0 when /proc cannot tell. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU milliseconds of every PostgreSQL process (server and backends) so far. */
function postgresCpuMs(): number {
  let total = 0;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        total += processCpuMs(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

let pids = { api: 0, gateway: 0 };

function cpuNow(): Cpu {
  const own = process.cpuUsage();
  return {
    api: processCpuMs(pids.api),
    gateway: processCpuMs(pids.gateway),
    postgres: postgresCpuMs(),
    client: (own.user + own.system) / 1000,
  };
}

/** Runs `count` calls with `CONCURRENCY` in flight; answers the wall time and each latency. */
async function load(call: Call, pool: Pool, cookie: string, count: number): Promise<Sample> {
  const latencies: number[] = [];
  let next = 0;
  const cpuBefore = cpuNow();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next += 1;
        const sent = performance.now();
        await call(pool, cookie);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuNow();
  const cpu = {
    api: cpuAfter.api - cpuBefore.api,
    gateway: cpuAfter.gateway - cpuBefore.gateway,
    postgres: cpuAfter.postgres - cpuBefore.postgres,
    client: cpuAfter.client - cpuBefore.client,
  };
  return { seconds, latencies, cpu };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function figures(samples: Sample[]) {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const perRequest = (key: keyof Cpu) =>
    samples.reduce((sum, s) => sum + s.cpu[key], 0) / latencies.length;
  return {
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpu: `CPU/request: api ${perRequest('api').toFixed(2)} ms, gateway ${perRequest('gateway').toFixed(2)} ms, postgres ${perRequest('postgres').toFixed(2)} ms, client ${perRequest('client').toFixed(2)} ms`,
  };
}

const database = await disposableDatabase();
console.log(
  `database: ${database ? 'PostgreSQL (local server)' : 'PGlite (no PostgreSQL answered)'}`,
);
const apiPort = await freePort();
const portal = await runPortal({
  apiPort,
  env: database ? { DATABASE_URL: database.url } : {},
});
pids = portal.pids;
const apiPool = new Pool(`http://127.0.0.1:${apiPort}`, { connections: CONCURRENCY });
const gatewayPool = new Pool(portal.gatewayUrl, { connections: CONCURRENCY });
try {
  const login = await apiPool.request({
    method: 'POST',
    path: '/login_check/',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'manager@demo.nl', password: 'Welkom123' }).toString(),
  });
  await login.body.dump();
  const setCookie = login.headers['set-cookie'];
  const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!;
  const list = (await restGet(apiPool, cookie, '/company?itemsPerPage=1')) as {
    items: { id: number }[];
  };
  const companyId = list.items[0]!.id;

  console.log(
    `${ROUNDS} alternating rounds of ${REQUESTS} requests per side, ${CONCURRENCY} in flight\n`,
  );
  const rows: string[] = [];
  for (const [name, read] of Object.entries(reads(companyId))) {
    await load(read.rest, apiPool, cookie, WARMUP);
    await load(read.graphql, gatewayPool, cookie, WARMUP);
    const rest: Sample[] = [];
    const gql: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rest.push(await load(read.rest, apiPool, cookie, REQUESTS));
      gql.push(await load(read.graphql, gatewayPool, cookie, REQUESTS));
    }
    const r = figures(rest);
    const g = figures(gql);
    rows.push(
      `${name}\n` +
        `  REST     ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms\n` +
        `           ${r.cpu}\n` +
        `  GraphQL  ${g.rps.toFixed(0).padStart(6)} req/s  p50 ${g.p50.toFixed(1)} ms  p99 ${g.p99.toFixed(1)} ms\n` +
        `           ${g.cpu}\n` +
        `  GraphQL / REST: throughput ${(g.rps / r.rps).toFixed(2)}x, median latency ${(g.p50 / r.p50).toFixed(2)}x, p99 ${(g.p99 / r.p99).toFixed(2)}x`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await Promise.all([apiPool.close(), gatewayPool.close()]);
  await portal.stop();
  await database?.drop();
}
