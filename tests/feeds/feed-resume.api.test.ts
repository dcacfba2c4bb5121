/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFeedRunner,
  type FeedRunner,
  type FeedRunnerOptions,
} from '../../api/src/feeds/feed-runner';
import { rowsOf } from '../../api/src/shared/rows';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  ean,
  FEED_HOST,
  feedOffers,
  productsWithEans,
  startFeedServer,
  waitForRun,
  waitForState,
} from './feed-test-kit';

let api: RunningApi;
let editor: TestClient;
let server: Awaited<ReturnType<typeof startFeedServer>>;
let workDir: string;
let shopId: number;
const runners: FeedRunner[] = [];

beforeAll(async () => {
  server = await startFeedServer();
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  shopId = (await editor.get('/comparison/company')).body.items[1].id;
  workDir = mkdtempSync(join(tmpdir(), 'feeds-resume-'));
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await api?.close();
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

function runner(options: Partial<FeedRunnerOptions> = {}) {
  const started = startFeedRunner({
    db: api.db,
    workDir,
    fetcher: server.fetcher,
    pollMs: 25,
    staleMs: 300,
    batchSize: 10,
    log: () => undefined,
    ...options,
  });
  runners.push(started);
  return started;
}

async function newFeed(path: string) {
  const answer = await editor.post('/comparison/product-feed', {
    source: 'bol',
    url: `${FEED_HOST}${path}`,
    company_id: shopId,
  });
  return answer.body;
}

async function confirmStructure(feedId: number) {
  const feed = (await editor.get(`/comparison/product-feed/${feedId}`)).body;
  const answer = await editor.post(`/comparison/product-feed/${feedId}/structure`, {
    version: feed.version,
    structure: feed.structure.map((e: any) => ({ feed_key: e.feed_key, property: e.property })),
  });
  expect(answer.status).toBe(200);
}

const job = async (feedId: number) =>
  rowsOf<any>(
    await api.db.execute(sql`
      SELECT state, checkpoint, attempts, items_processed, offers_written, problem_counts
      FROM comparison_feed_jobs WHERE feed_id = ${feedId} ORDER BY id DESC LIMIT 1`),
  )[0];

describe('a process killed while processing', () => {
  it('resumes from its last batch, and writes no offer or problem twice', async () => {
    const eans = Array.from({ length: 60 }, (_, i) => ean(`8720000${String(i).padStart(5, '0')}`));
    await productsWithEans(api.db, eans, 'Hervatpomp');
    const rows = eans.map(
      (code, i) =>
        `<item><sku>S${i}</sku><ean>${code}</ean><price>${100 + i},00</price><link>https://winkel.test/s${i}</link></item>`,
    );
    // One broken price halfway, to count its problem once.
    rows.splice(
      30,
      0,
      `<item><sku>BAD</sku><ean>${eans[0]}</ean><price>?</price><link>https://winkel.test/bad</link></item>`,
    );
    server.feeds.set('/resume.xml', { body: `<feed>${rows.join('\n')}</feed>` });
    const feed = await newFeed('/resume.xml');

    // The first process stops dead after its second batch of ten.
    let killed: Promise<void> | undefined;
    const first = runner({
      afterBatch: (_jobId, done) => {
        if (done >= 20 && !killed) killed = first.kill();
      },
    });
    await editor.post(`/comparison/product-feed/${feed.id}/queue`);
    await waitForState(editor, feed.id, ['confirming_structure']);
    await confirmStructure(feed.id);
    while (!killed) await new Promise((resolve) => setTimeout(resolve, 10));
    await killed;

    const halfway = await job(feed.id);
    expect(halfway).toMatchObject({ state: 'running', checkpoint: 20, items_processed: 20 });
    const before = await feedOffers(api.db, feed.id);
    expect(before).toHaveLength(20);
    expect((await editor.get(`/comparison/product-feed/${feed.id}/state`)).body.state).toBe(
      'processing',
    );

    // Another process takes the run up once the first one's heartbeat is stale.
    runner();
    await waitForState(editor, feed.id, ['confirming_mapping']);
    const after = await feedOffers(api.db, feed.id);
    expect(after).toHaveLength(60);
    expect(new Set(after.map((o) => o.product_id)).size).toBe(60);
    // The offers written before the stop are the same rows, not written again.
    expect(after.slice(0, 20).map((o) => o.id)).toEqual(before.map((o) => o.id));
    const done = await job(feed.id);
    expect(done).toMatchObject({
      state: 'waiting',
      checkpoint: 61,
      items_processed: 61,
      offers_written: 60,
      problem_counts: { invalid_price: 1 },
    });
    expect(done.attempts).toBe(3);
    const [problems] = rowsOf<{ n: number }>(
      await api.db.execute(sql`
        SELECT count(*)::int AS n FROM comparison_feed_problems p
        JOIN comparison_feed_jobs j ON j.id = p.job_id WHERE j.feed_id = ${feed.id}`),
    );
    expect(problems!.n).toBe(1);
    const runs = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    expect(runs).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('runs several feeds at once up to the limit, the next one waiting its turn', async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = `<feed><item><ean>${ean('872999999999')}</ean><price>1</price><link>https://winkel.test/x</link></item></feed>`;
    const feeds = [];
    for (const name of ['a', 'b', 'c']) {
      server.feeds.set(`/queue-${name}.xml`, { body, gate });
      feeds.push(await newFeed(`/queue-${name}.xml`));
    }
    for (const feed of feeds) await editor.post(`/comparison/product-feed/${feed.id}/queue`);
    runner({ concurrency: 2 });
    await waitForState(editor, feeds[0].id, ['downloading']);
    await waitForState(editor, feeds[1].id, ['downloading']);
    // The third waits in the queue (priority 1, first in line) while two downloads hang.
    const third = (await editor.get(`/comparison/product-feed/${feeds[2].id}/state`)).body;
    expect(third).toMatchObject({ state: 'idling', priority: 1, queue_position: 1 });
    // One run per feed: queueing a feed under way is refused.
    const busy = await editor.post(`/comparison/product-feed/${feeds[0].id}/queue`);
    expect(busy.body.message).toBe('MESSAGE.PRODUCT_FEED_BUSY');
    release();
    for (const feed of feeds) {
      await waitForState(editor, feed.id, ['confirming_structure']);
      expect(await waitForRun(editor, feed.id, ['waiting'])).toMatchObject({ attempts: 1 });
    }
  });

  it('puts runs under way back in the queue when the process stops', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.feeds.set('/stopping.xml', {
      body: `<feed><item><ean>1</ean></item><item><ean>2</ean></item></feed>`,
      gate,
    });
    const feed = await newFeed('/stopping.xml');
    await editor.post(`/comparison/product-feed/${feed.id}/queue`);
    const stopping = runners.at(-1)!;
    await waitForState(editor, feed.id, ['downloading']);
    const stopped = stopping.stop();
    release();
    await stopped;
    expect(await job(feed.id)).toMatchObject({ state: 'queued' });
    runner();
    await waitForState(editor, feed.id, ['confirming_structure']);
  });
});
