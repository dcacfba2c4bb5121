/**
 * What the GraphQL gateway costs on top of the REST api it fronts. Starts the
 * portal as `npm start` does (on the local PostgreSQL when one answers, else
 * PGlite), logs in once, warms both sides up, then alternates rounds of the same
 * reads sent directly to the api over REST and through the gateway over GraphQL,
 * each with the same number of requests in flight. Prints req/s, p50 and p99 of
 * both and their ratios, pooled over all rounds and as the median of the rounds'
 * own ratios (rounds run in turn, ABBA, so drift and a slow moment of the machine
 * fall on both sides), with the CPU time per request of the api, the process in
 * the middle, PostgreSQL and the client (from /proc).
 *
 *   npm run bench:gateway
 *   (ROUNDS=10 REQUESTS=300 CONCURRENCY=10 WARMUP=1500 by default; BARE_HOP=1 adds a
 *   third side through scripts/bench/bare-hop.ts, the cost of any extra hop here)
 *
 * The warm-up is long on purpose: V8 keeps compiling the gateway's hot paths for
 * the first thousand or so requests, and a running gateway is past that.
 *
 * Reads:
 * - one call: a company by id (REST GET /company/{id}; GraphQL company(id)).
 * - list: the 50-row company overview with account managers (REST: the list and
 *   one batch read of the account managers; GraphQL: one query doing the same).
 */
import { spawn } from 'node:child_process';
import { Pool } from 'undici';
import { disposableDatabase } from './disposable-database';
import { median, quantile, sendCalls } from './load';
import { postgresCpuMs, processTimes } from './process-cpu';
import { runPortal, freePort } from './run-portal';

const ROUNDS = Number(process.env.ROUNDS ?? 10);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 1500);
const BARE_HOP = process.env.BARE_HOP === '1';

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
  /** CPU milliseconds spent meanwhile by the api, the process in the middle, PostgreSQL and this client. */
  cpu: Cpu;
}

interface Cpu {
  api: number;
  middle: number;
  postgres: number;
  client: number;
  /** Of the api's and the middle's time, what was spent in the kernel (sockets mostly). */
  apiKernel: number;
  middleKernel: number;
}

function cpuNow(apiPid: number, middlePid: number | undefined): Cpu {
  const own = process.cpuUsage();
  const api = processTimes(apiPid);
  const middle = processTimes(middlePid);
  return {
    api: api.user + api.system,
    middle: middle.user + middle.system,
    postgres: postgresCpuMs(),
    client: (own.user + own.system) / 1000,
    apiKernel: api.system,
    middleKernel: middle.system,
  };
}

/** One way of sending the reads: straight to the api, through the gateway, or through the bare hop. */
interface Side {
  name: string;
  pool: Pool;
  /** Which of a read's two forms this side sends. */
  via: 'rest' | 'graphql';
  /** The process between this client and the api, if any. */
  middle?: { name: string; pid: number };
}

/** Runs `count` calls with `CONCURRENCY` in flight; answers the wall time, each latency and the CPU used. */
async function load(side: Side, call: Call, cookie: string, count: number, apiPid: number) {
  const cpuBefore = cpuNow(apiPid, side.middle?.pid);
  const { seconds, latencies } = await sendCalls(() => call(side.pool, cookie), count, CONCURRENCY);
  const cpuAfter = cpuNow(apiPid, side.middle?.pid);
  const cpu = Object.fromEntries(
    Object.entries(cpuAfter).map(([key, after]) => [key, after - cpuBefore[key as keyof Cpu]]),
  ) as unknown as Cpu;
  return { seconds, latencies, cpu } satisfies Sample;
}

function figures(samples: Sample[]) {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const perRequest = (key: keyof Cpu) =>
    (samples.reduce((sum, s) => sum + s.cpu[key], 0) / latencies.length).toFixed(2);
  return {
    rps: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    cpu: (middle: string | undefined) =>
      `CPU/request: api ${perRequest('api')} ms (kernel ${perRequest('apiKernel')})` +
      (middle
        ? `, ${middle} ${perRequest('middle')} ms (kernel ${perRequest('middleKernel')})`
        : '') +
      `, postgres ${perRequest('postgres')} ms, client ${perRequest('client')} ms`,
  };
}

/** Pooled ratios of one side against REST, and the median of the rounds' own ratios. */
function comparison(name: string, side: Sample[], rest: Sample[]): string {
  const s = figures(side);
  const r = figures(rest);
  const roundThroughput = side.map((sample, i) => rest[i]!.seconds / sample.seconds);
  const roundLatency = side.map(
    (sample, i) => median(sample.latencies) / median(rest[i]!.latencies),
  );
  return (
    `  ${name} / REST: throughput ${(s.rps / r.rps).toFixed(2)}x, median latency ${(s.p50 / r.p50).toFixed(2)}x, p99 ${(s.p99 / r.p99).toFixed(2)}x\n` +
    `    median of the ${side.length} rounds: throughput ${median(roundThroughput).toFixed(2)}x, median latency ${median(roundLatency).toFixed(2)}x`
  );
}

function line(name: string, samples: Sample[], middle: string | undefined): string {
  const f = figures(samples);
  return (
    `  ${name.padEnd(8)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms\n` +
    `           ${f.cpu(middle)}`
  );
}

/** Starts the bare hop in front of the api and waits until it answers. */
async function startBareHop(apiPort: number) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./bare-hop.ts', import.meta.url).pathname],
    {
      env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}`, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill() };
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
const hop = BARE_HOP ? await startBareHop(apiPort) : undefined;
const apiPool = new Pool(`http://127.0.0.1:${apiPort}`, { connections: CONCURRENCY });
const gatewayPool = new Pool(portal.gatewayUrl, { connections: CONCURRENCY });
const hopPool = hop ? new Pool(hop.url, { connections: CONCURRENCY }) : undefined;
const sides: Side[] = [
  { name: 'REST', pool: apiPool, via: 'rest' },
  {
    name: 'GraphQL',
    pool: gatewayPool,
    via: 'graphql',
    middle: { name: 'gateway', pid: portal.pids.gateway },
  },
  ...(hop && hopPool
    ? [
        {
          name: 'bare hop',
          pool: hopPool,
          via: 'rest',
          middle: { name: 'hop', pid: hop.pid },
        } as const,
      ]
    : []),
];
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
    `warm-up ${WARMUP} requests per side, then ${ROUNDS} alternating rounds of ${REQUESTS} requests per side, ${CONCURRENCY} in flight\n`,
  );
  for (const [name, read] of Object.entries(reads(companyId))) {
    for (const side of sides) await load(side, read[side.via], cookie, WARMUP, portal.pids.api);
    const samples = new Map<Side, Sample[]>(sides.map((side) => [side, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        samples
          .get(side)!
          .push(await load(side, read[side.via], cookie, REQUESTS, portal.pids.api));
      }
    }
    const rest = samples.get(sides[0]!)!;
    console.log(
      [
        name,
        ...sides.map((side) => line(side.name, samples.get(side)!, side.middle?.name)),
        ...sides.slice(1).map((side) => comparison(side.name, samples.get(side)!, rest)),
      ].join('\n'),
    );
  }
} finally {
  await Promise.all([apiPool.close(), gatewayPool.close(), hopPool?.close()]);
  hop?.stop();
  await portal.stop();
  await database?.drop();
}
