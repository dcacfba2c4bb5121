/**
 * How fast the product-feed runner reads a large feed, and how much memory it takes.
 * Builds a catalogue of 100,000 products with EANs and a shop, writes a 100,000-item
 * XML feed and a CSV feed of the same size (90% of the items on a product, 1% with a
 * broken price, the rest unknown EANs), serves them from a local HTTP server and runs
 * each through the api's routes and runner to idling, confirming the structure and
 * the mapping as an editor would. Reports the time from queueing to idling, items per
 * second, the time per step, and the api's memory: the api runs in a process of its own
 * (scripts/bench/feeds-api.ts, bundled as npm start bundles main.ts: routes and runner), its RSS sampled every
 * 50 ms and its peak (VmHWM) read from /proc at the end. Runs on PGlite (a data folder,
 * inside the api process) and, when one answers, on a disposable database of the local
 * PostgreSQL server.
 *
 *   npm run bench:feeds         (ITEMS=100000 by default; ONLY=pglite|postgres;
 *                                API_NODE_FLAGS for the api process; BENCH_MEMORY_LOG=1
 *                                prints the api's heap every second)
 */
import { spawn } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedAccounts } from '../../api/src/accounts/seed';
import { migrate, openDatabase, type Database } from '../../api/src/db';
import { rowsOf } from '../../api/src/shared/rows';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import { bundleServer, SERVER_BUNDLES } from '../build-server';
import { disposableDatabase } from './disposable-database';
import { freePort } from './run-portal';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
// Bundled like `npm start` runs the api, beside its bundle (see scripts/build-server.ts).
const FEEDS_API_BUNDLE = 'api/.build/bench/feeds-api.mjs';
const HOST = 'https://feeds.bench.test';

const eanOf = (i: number) => {
  const body = `87${String(i).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};

/** Writes a file line by line without holding it in memory. */
async function writeLines(file: string, lines: () => Generator<string>) {
  const out = createWriteStream(file);
  for (const line of lines())
    if (!out.write(line)) await new Promise<void>((r) => out.once('drain', () => r()));
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** Item i: a known product (90%), an unknown EAN, or a broken price (1%). */
function item(i: number) {
  const known = i % 10 !== 9;
  return {
    id: `SKU-${i}`,
    name: `Warmtepomp model ${i} – ${known ? 'leverbaar' : 'nieuw'}`,
    ean: known ? eanOf(i) : eanOf(ITEMS + i),
    price:
      i % 100 === 50
        ? 'op aanvraag'
        : `${(199 + (i % 5000)).toLocaleString('nl-NL')},${String(i % 100).padStart(2, '0')}`,
    shipping: i % 3 === 0 ? '0' : '4,95',
    url: `https://www.bench-winkel.nl/product/${i}?utm_source=vergelijk`,
    stock: i % 7 === 0 ? 'nee' : 'ja',
    delivery: `${1 + (i % 5)} werkdagen`,
    description: `Zuinige lucht-waterwarmtepomp, ${4 + (i % 12)} kW, energielabel A+++, stil (${35 + (i % 15)} dB).`,
  };
}

async function writeFeeds(dir: string) {
  const xml = join(dir, 'feed.xml');
  const csv = join(dir, 'feed.csv');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  await writeLines(xml, function* () {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<products>\n';
    for (let i = 0; i < ITEMS; i += 1) {
      const it = item(i);
      yield `  <product id="${it.id}"><name>${escape(it.name)}</name><ean>${it.ean}</ean><price currency="EUR">${it.price}</price><shipping><cost>${it.shipping}</cost></shipping><link>${escape(it.url)}</link><stock>${it.stock}</stock><delivery_time>${it.delivery}</delivery_time><description>${escape(it.description)}</description></product>\n`;
    }
    yield '</products>\n';
  });
  await writeLines(csv, function* () {
    yield 'sku;title;ean;price;shipping_cost;url;stock;delivery_time;description\n';
    for (let i = 0; i < ITEMS; i += 1) {
      const it = item(i);
      yield `${it.id};"${it.name}";${it.ean};${it.price};${it.shipping};${it.url};${it.stock};${it.delivery};"${it.description}"\n`;
    }
  });
  return { xml, csv };
}

/** The catalogue: an editor, a shop, a core product and ITEMS products with their EANs. */
async function seedCatalogue(db: Database): Promise<number> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
  });
  const [shop] = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO companies (name, is_comparison) VALUES ('Bench Winkel', true) RETURNING id`),
  );
  await db.execute(
    sql`INSERT INTO comparison_core_products (name, discr) VALUES ('Warmtepompen', 'heat_pump')`,
  );
  for (let start = 0; start < ITEMS; start += 20_000) {
    const eans = Array.from({ length: Math.min(20_000, ITEMS - start) }, (_, k) =>
      eanOf(start + k),
    );
    await db.execute(sql`
      WITH made AS (
        INSERT INTO comparison_products (core_product_id, name)
        SELECT (SELECT id FROM comparison_core_products LIMIT 1), 'Model ' || e.ean
        FROM unnest(${`{${eans.join(',')}}`}::text[]) AS e(ean)
        RETURNING id, name)
      INSERT INTO comparison_product_eans (ean, product_id, is_main)
      SELECT substring(made.name from 7)::bigint, made.id, true FROM made`);
  }
  return shop!.id;
}

async function session(base: string) {
  const login = await fetch(`${base}/login_check/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'comparison@demo.nl', password: 'Welkom123' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** RSS and peak RSS (VmHWM) of a process, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function measure(
  kind: string,
  files: { xml: string; csv: string },
  env: Record<string, string>,
) {
  const server = createServer((request, response) => {
    const file = request.url === '/feed.xml' ? files.xml : files.csv;
    response.writeHead(200, {
      'content-type': request.url === '/feed.xml' ? 'application/xml' : 'text/csv',
      'content-length': statSync(file).size,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  // The api's flags as npm start gives them, then API_NODE_FLAGS (e.g. to try another heap size).
  const flags = [
    ...SERVER_BUNDLES.api.nodeFlags,
    ...(process.env.API_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
  ];
  const child = spawn(process.execPath, [...flags, FEEDS_API_BUNDLE], {
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      BENCH_FEED_SERVER: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      FEED_WORK_DIR: mkdtempSync(join(tmpdir(), 'bench-feed-work-')),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 100));
  const shop = benchShopId;
  const call = await session(base);
  const baseline = memoryOf(child.pid!).rss;
  console.log(
    `\n${kind}: ${ITEMS.toLocaleString('en')} items a feed; api RSS when ready ${mb(baseline)}${flags.length > 0 ? ` (node ${flags.join(' ')})` : ''}`,
  );
  let total = 0;
  for (const [format, path] of [
    ['XML', '/feed.xml'],
    ['CSV', '/feed.csv'],
  ] as const) {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(child.pid!).rss)), 50);
    const feed = await call('POST', '/comparison/product-feed', {
      source: format === 'XML' ? 'bol' : 'icecat',
      type: format.toLowerCase(),
      url: `${HOST}${path}`,
      company_id: shop,
    });
    const started = performance.now();
    await call('POST', `/comparison/product-feed/${feed.id}/queue`);
    const until = async (states: string[]) => {
      for (;;) {
        const state = await call('GET', `/comparison/product-feed/${feed.id}/state`);
        if (states.includes(state.state)) return state;
        if (state.error) throw new Error(`${format}: ${state.state} ${state.error_message}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await until(['confirming_structure']);
    const proposed = await call('GET', `/comparison/product-feed/${feed.id}`);
    await call('POST', `/comparison/product-feed/${feed.id}/structure`, {
      version: proposed.version,
      structure: proposed.structure.map((e: { feed_key: string; property: string | null }) => ({
        feed_key: e.feed_key,
        property: e.property,
      })),
    });
    const mapped = await until(['confirming_mapping', 'idling']);
    if (mapped.state === 'confirming_mapping')
      await call('POST', `/comparison/product-feed/${feed.id}/mapping`, {
        version: mapped.version,
      });
    await until(['idling']);
    const seconds = (performance.now() - started) / 1000;
    total += seconds;
    clearInterval(sampler);
    const [run] = (await call('GET', `/comparison/product-feed/${feed.id}/runs`)).items;
    const steps = run.step_durations
      .map((s: { step: string; ms: number }) => `${s.step} ${(s.ms / 1000).toFixed(1)} s`)
      .join(', ');
    console.log(
      `  ${format} (${mb(statSync(format === 'XML' ? files.xml : files.csv).size)}): ${seconds.toFixed(1)} s queue to idling, ` +
        `${Math.round(ITEMS / seconds).toLocaleString('en')} items/s, api peak RSS ${mb(peak)}; ` +
        `${run.offers_written.toLocaleString('en')} offers, problems ${JSON.stringify(run.problem_counts)}; ${steps}`,
    );
  }
  console.log(
    `  both: ${total.toFixed(1)} s, ${Math.round((2 * ITEMS) / total).toLocaleString('en')} items/s; ` +
      `api peak RSS over its life (VmHWM) ${mb(memoryOf(child.pid!).peak)}`,
  );
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  server.close();
}

/** The bench shop of the database being measured. */
let benchShopId = 0;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const dir = mkdtempSync(join(tmpdir(), 'bench-feeds-'));
try {
  await bundleServer('scripts/bench/feeds-api.ts', FEEDS_API_BUNDLE);
  const files = await writeFeeds(dir);
  if (process.env.ONLY !== 'postgres') {
    const dataDir = join(dir, 'pglite');
    const pglite = await openDatabase({ dataDir, databaseUrl: undefined });
    await migrate(pglite.db);
    benchShopId = await seedCatalogue(pglite.db);
    await pglite.close();
    await measure('PGlite', files, { DATA_DIR: dataDir });
  }
  if (process.env.ONLY !== 'pglite') {
    const disposable = await disposableDatabase();
    if (!disposable) console.log('PostgreSQL: no server answers on 127.0.0.1:5432; skipped.');
    else {
      try {
        const postgres = await openDatabase({ dataDir: '', databaseUrl: disposable.url });
        await migrate(postgres.db);
        benchShopId = await seedCatalogue(postgres.db);
        await postgres.close();
        await measure('PostgreSQL', files, { DATABASE_URL: disposable.url });
      } finally {
        await disposable.drop();
      }
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
