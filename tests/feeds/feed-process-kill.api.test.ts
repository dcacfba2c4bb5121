/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { migrate, openDatabase } from '../../api/src/db';
import { seedIfEmpty } from '../../api/src/seed';
import { rowsOf } from '../../api/src/shared/rows';
import { clientFor } from '../companies/company-test-kit';
import { freshPostgres, templateBytes, type TestClient } from '../support/api-harness';
import { ean, FEED_HOST, productsWithEans, startFeedServer, waitForState } from './feed-test-kit';

/**
 * A process killed during processing resumes without duplicates (docs/feeds.md, "The
 * runner"), with a real process: the api runs as an OS process of its own
 * (tests/feeds/feed-api-process.ts, the runner as main.ts starts it), is killed with
 * SIGKILL halfway through processing, and a new api process on the same database (a
 * PGlite data folder, or a database of its own on the PostgreSQL pass's server) takes the run over
 * once the dead one's heartbeat is stale.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'tests/feeds/feed-api-process.ts';
const ITEMS = 400;
const PATH = '/killed.xml';

/** Item i: every 40th (from 19) a broken price, every 40th (from 39) an EAN no product has. */
const kindOf = (i: number) =>
  i % 40 === 19 ? 'invalid_price' : i % 40 === 39 ? 'new_unknown_product' : 'offer';
const eanOf = (i: number) => ean(`8721${String(i).padStart(8, '0')}`);

interface ApiProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

const children = new Set<ChildProcess>();
let output = '';
let server: Awaited<ReturnType<typeof startFeedServer>>;
let dir: string;
let settings: { dataDir: string; databaseUrl: string | undefined };
let dropDatabase: (() => Promise<void>) | undefined;
/** Product id per item number, for the items that make an offer. */
let productOf: Map<number, number>;

beforeAll(async () => {
  server = await startFeedServer();
  dir = mkdtempSync(join(tmpdir(), 'feed-kill-'));
  const fresh = await freshPostgres(true);
  dropDatabase = fresh?.drop;
  // A data folder, not memory: the second process opens what the first one left.
  settings = { dataDir: join(dir, 'pglite'), databaseUrl: fresh?.url };
  const template = fresh ? undefined : inject('pgliteTemplates')?.seeded;
  const { db, close } = await openDatabase({
    ...settings,
    initialData: template ? templateBytes(template) : undefined,
  });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const numbers = Array.from({ length: ITEMS }, (_, i) => i).filter(
      (i) => kindOf(i) !== 'new_unknown_product',
    );
    const made = await productsWithEans(db, numbers.map(eanOf), 'Killpomp');
    const byEan = new Map(made.map((row) => [row.ean, row.id]));
    productOf = new Map(
      numbers.filter((i) => kindOf(i) === 'offer').map((i) => [i, byEan.get(eanOf(i))!]),
    );
  } finally {
    await close();
  }
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const price = kindOf(i) === 'invalid_price' ? 'op aanvraag' : `${100 + i},95`;
    return `<item><sku>K${i}</sku><ean>${eanOf(i)}</ean><price>${price}</price><link>https://winkel.test/k${i}</link></item>`;
  });
  server.feeds.set(PATH, { body: `<feed>${rows.join('\n')}</feed>` });
}, 60_000);

afterAll(async () => {
  for (const child of children) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await server?.close();
  await dropDatabase?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Starts the api process on the test's database; resolves once it listens. */
async function startProcess(): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      FEED_TEST_SERVER: server.base,
      // Both processes share the run's files, as processes on one machine do.
      FEED_WORK_DIR: join(dir, 'work'),
      // Small batches so processing takes several; a dead runner's run is taken over after 1 s.
      FEED_BATCH_SIZE: '10',
      FEED_STALE_MS: '1000',
      FEED_POLL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  let own = '';
  const keep = (chunk: Buffer) => {
    own += chunk;
    output += chunk;
  };
  child.stderr!.on('data', keep);
  child.stdout!.on('data', keep);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`api process not up:\n${own}`)), 30_000);
    child.stdout!.on('data', () => {
      const found = /listening (http:\/\/\S+)/.exec(own);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`api process ended (${code}):\n${own}`));
    });
  });
  return { child, url, exited };
}

/** Waits until the feed is processing with some items done, not all. */
async function processedPart(editor: TestClient, feedId: number) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const state = (await editor.get(`/comparison/product-feed/${feedId}/state`)).body;
    if (state.state === 'processing' && state.progress_done > 0) return state;
    if (!['processing', 'confirming_structure'].includes(state.state))
      throw new Error(`feed ${feedId} is ${state.state}: processed before it could be killed`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`feed ${feedId} processed nothing`);
}

describe('an api process killed while processing a feed', () => {
  it('is taken over by a new process, which finishes the run with each offer and problem once', async () => {
    onTestFailed(() => console.error(`api process output:\n${output}`));
    const first = await startProcess();
    let editor = await clientFor(first.url, 'comparison@demo.nl');
    const shopId = (await editor.get('/comparison/company')).body.items[1].id;
    const feed = (
      await editor.post('/comparison/product-feed', {
        source: 'bol',
        url: `${FEED_HOST}${PATH}`,
        company_id: shopId,
      })
    ).body;
    const queued = await editor.post(`/comparison/product-feed/${feed.id}/queue`);
    expect(queued.body.message).toBe('MESSAGE.PRODUCT_FEED_QUEUED');

    await waitForState(editor, feed.id, ['confirming_structure']);
    const proposed = (await editor.get(`/comparison/product-feed/${feed.id}`)).body;
    const mapped = Object.fromEntries(proposed.structure.map((e: any) => [e.feed_key, e.property]));
    expect(mapped).toMatchObject({ ean: 'ean', price: 'price', link: 'url' });
    const confirmed = await editor.post(`/comparison/product-feed/${feed.id}/structure`, {
      version: proposed.version,
      structure: proposed.structure.map((e: any) => ({
        feed_key: e.feed_key,
        property: e.property,
      })),
    });
    expect(confirmed.status).toBe(200);

    const halfway = await processedPart(editor, feed.id);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(halfway.progress_done).toBeLessThan(ITEMS);

    // A new process on the same database: the run is still "processing", claimed by the dead one.
    const second = await startProcess();
    editor = await clientFor(second.url, 'comparison@demo.nl');
    const mapping = await waitForState(editor, feed.id, ['confirming_mapping']);
    const ended = await editor.post(`/comparison/product-feed/${feed.id}/mapping`, {
      version: mapping.version,
    });
    expect(ended.status).toBe(200);
    await waitForState(editor, feed.id, ['idling']);

    const expectedProblems = { invalid_price: ITEMS / 40, new_unknown_product: ITEMS / 40 };
    const runs = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      state: 'finished',
      // Taken up for the download, after the structure, and by the new process.
      attempts: 3,
      items_total: ITEMS,
      items_processed: ITEMS,
      offers_written: productOf.size,
      offers_retired: 0,
    });
    // Counted once each: the new process started from the counts at the checkpoint.
    expect(runs[0].problem_counts).toEqual(expectedProblems);
    // The new process went on from the processing step's checkpoint: no second download.
    expect(server.hits.get(PATH)).toBe(1);
    const problems = (await editor.get(`/comparison/product-feed/${feed.id}/problems`)).body;
    const counted = problems.kinds.filter((k: any) => k.count > 0);
    expect(Object.fromEntries(counted.map((k: any) => [k.kind, k.count]))).toEqual(
      expectedProblems,
    );

    // A clean stop, then the database itself (PGlite has one connection: after the process).
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const { db, close } = await openDatabase(settings);
    try {
      const offers = rowsOf<{ product_id: number; rewritten: boolean; retired: boolean }>(
        await db.execute(sql`
          SELECT product_id, updated_at <> created_at AS rewritten, retired_at IS NOT NULL AS retired
          FROM comparison_offers WHERE feed_id = ${feed.id} ORDER BY product_id`),
      );
      // Each matched item's product exactly once, each offer row written once (never updated).
      expect(offers.map((o) => o.product_id)).toEqual(
        [...productOf.values()].sort((a, b) => a - b),
      );
      expect(offers.filter((o) => o.rewritten || o.retired)).toEqual([]);
      const rows = rowsOf<{ kind: string; n: number; items: number }>(
        await db.execute(sql`
          SELECT p.kind, count(*)::int AS n, count(DISTINCT p.item_number)::int AS items
          FROM comparison_feed_problems p JOIN comparison_feed_jobs j ON j.id = p.job_id
          WHERE j.feed_id = ${feed.id} GROUP BY p.kind ORDER BY p.kind`),
      );
      expect(rows).toEqual([
        { kind: 'invalid_price', n: ITEMS / 40, items: ITEMS / 40 },
        { kind: 'new_unknown_product', n: ITEMS / 40, items: ITEMS / 40 },
      ]);
    } finally {
      await close();
    }
  }, 90_000);
});
