/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../api/src/shared/rows';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let shops: { id: number; name: string }[];

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  shops = (await editor.get('/comparison/company')).body.items;
});
afterAll(() => api?.close());

let serial = 0;
async function newFeed(fields: Record<string, unknown> = {}) {
  serial += 1;
  const answer = await editor.post('/comparison/product-feed', {
    source: 'bol',
    url: `https://feeds.winkel.test/feed-${serial}.xml`,
    company_id: shops[0]!.id,
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('product feeds', () => {
  it('adds a feed idling with an empty structure, xml unless icecat', async () => {
    const feed = await newFeed({ type: 'csv', url: 'feeds.winkel.test/a.csv' });
    expect(feed).toMatchObject({
      source: 'bol',
      type: 'xml',
      url: 'https://feeds.winkel.test/a.csv',
      company_id: shops[0]!.id,
      company_name: shops[0]!.name,
      state: 'idling',
      error: false,
      priority: 0,
      queue_position: null,
      paused: false,
      structure: [],
      structure_confirmed: false,
      feed_product_errors: {},
      last_run: null,
      version: 1,
    });
    const icecat = await newFeed({ source: 'icecat', type: 'csv', company_id: null });
    expect(icecat).toMatchObject({ type: 'csv', company_id: null, company_name: null });
    expect(icecat.position).toBeGreaterThan(feed.position);

    const list = (await editor.get('/comparison/product-feed')).body;
    expect(list.items.map((f: any) => f.id)).toEqual(expect.arrayContaining([feed.id, icecat.id]));
    expect(list.total).toBe(list.items.length);
    const ofShop = (await editor.get(`/comparison/product-feed/company/${shops[0]!.id}`)).body;
    expect(ofShop.items.every((f: any) => f.company_id === shops[0]!.id)).toBe(true);
    expect(ofShop.items.map((f: any) => f.id)).toContain(feed.id);
    expect(ofShop.items.map((f: any) => f.id)).not.toContain(icecat.id);
  });

  it('refuses a bad feed field by field', async () => {
    const bad = await editor.post('/comparison/product-feed', {
      source: 'marktplaats',
      url: 'ftp://x.test/f',
      company_id: 999999,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      source: 'MESSAGE.SELECT_OPTION',
      url: 'MESSAGE.ENTER_VALID_URL',
    });
    const notAShop = await editor.post('/comparison/product-feed', {
      source: 'bol',
      url: 'https://a.test/f.xml',
      company_id: 999999,
    });
    expect(notAShop.body.fields).toEqual({ company_id: 'MESSAGE.SELECT_OPTION' });
  });

  it('saves over the version; a new address asks for the structure again', async () => {
    const feed = await newFeed();
    await api.db.execute(
      sql`UPDATE comparison_product_feeds SET structure_confirmed = true WHERE id = ${feed.id}`,
    );
    const saved = await editor.post(`/comparison/product-feed/${feed.id}`, {
      version: 1,
      source: 'kieskeurig',
      url: feed.url,
      company_id: shops[1]!.id,
      paused: true,
    });
    expect(saved.body).toMatchObject({
      source: 'kieskeurig',
      company_id: shops[1]!.id,
      paused: true,
      structure_confirmed: false,
      version: 2,
    });
    const stale = await editor.post(`/comparison/product-feed/${feed.id}`, {
      version: 1,
      source: 'bol',
      url: feed.url,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/comparison/product-feed/${feed.id}`)).body.source).toBe(
      'kieskeurig',
    );
  });

  it('queues a feed once, and shows where it waits', async () => {
    const first = await newFeed();
    const second = await newFeed();
    const queued = await editor.post(`/comparison/product-feed/${second.id}/queue`);
    expect(queued.status).toBe(200);
    expect(queued.body.message).toBe('MESSAGE.PRODUCT_FEED_QUEUED');
    expect(queued.body.feed).toMatchObject({ priority: 1, state: 'idling' });
    await editor.post(`/comparison/product-feed/${first.id}/queue`);
    // The order of the feeds decides who goes first.
    const state = (id: number) => editor.get(`/comparison/product-feed/${id}/state`);
    const a = (await state(first.id)).body;
    const b = (await state(second.id)).body;
    expect(a.queue_position).toBeLessThan(b.queue_position);
    expect(a).toMatchObject({ state: 'idling', priority: 1, progress_done: 0, error: false });

    const again = await editor.post(`/comparison/product-feed/${first.id}/queue`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('MESSAGE.PRODUCT_FEED_BUSY');
    const runs = (await editor.get(`/comparison/product-feed/${first.id}/runs`)).body;
    expect(runs.total).toBe(1);
    expect(runs.items[0]).toMatchObject({ state: 'queued', step: 'download', attempts: 0 });
  });

  it('confirms the structure or the mapping only when the feed waits for it', async () => {
    const feed = await newFeed();
    const structure = await editor.post(`/comparison/product-feed/${feed.id}/structure`, {
      version: feed.version,
      structure: [],
    });
    expect(structure.status).toBe(400);
    expect(structure.body.message).toBe('MESSAGE.INVALID_STATUS');
    const mapping = await editor.post(`/comparison/product-feed/${feed.id}/mapping`, {
      version: feed.version,
    });
    expect(mapping.body.message).toBe('MESSAGE.INVALID_STATUS');
    const problems = (await editor.get(`/comparison/product-feed/${feed.id}/problems`)).body;
    expect(problems.job_id).toBeNull();
    expect(problems.kinds).toHaveLength(7);
  });

  it('reorders all feeds over their versions', async () => {
    await newFeed();
    const list = (await editor.get('/comparison/product-feed')).body.items;
    const reversed = [...list].reverse().map((f: any) => ({ id: f.id, version: f.version }));
    const moved = await editor.put('/comparison/product-feed/positions', { items: reversed });
    expect(moved.status).toBe(200);
    expect(moved.body.items.map((f: any) => f.id)).toEqual(reversed.map((f) => f.id));
    expect(moved.body.items.map((f: any) => f.position)).toEqual(
      list.map((_: any, i: number) => i),
    );
    // The versions read before the move are stale now.
    const stale = await editor.put('/comparison/product-feed/positions', { items: reversed });
    expect(stale.status).toBe(409);
    const missing = await editor.put('/comparison/product-feed/positions', {
      items: moved.body.items.slice(1).map((f: any) => ({ id: f.id, version: f.version })),
    });
    expect(missing.status).toBe(409);
  });

  it('deletes a feed, retiring its offers', async () => {
    const feed = await newFeed();
    const [offer] = rowsOf<{ id: number }>(
      await api.db.execute(sql`
        INSERT INTO comparison_offers (product_id, company_id, price_cents, url, feed_id)
        SELECT id, ${shops[0]!.id}, 1000, 'https://winkel.test/p', ${feed.id}
        FROM comparison_products ORDER BY id LIMIT 1
        RETURNING id`),
    );
    const deleted = await editor.delete(`/comparison/product-feed/${feed.id}`);
    expect(deleted.body.message).toBe('MESSAGE.SUCCESSFULLY_DELETED');
    expect((await editor.get(`/comparison/product-feed/${feed.id}`)).status).toBe(404);
    expect((await editor.delete(`/comparison/product-feed/${feed.id}`)).status).toBe(404);
    const [kept] = rowsOf<{ retired: boolean }>(
      await api.db.execute(
        sql`SELECT retired_at IS NOT NULL AS retired FROM comparison_offers WHERE id = ${offer!.id}`,
      ),
    );
    expect(kept).toEqual({ retired: true });
  });
});

describe('demo data', () => {
  it('has feeds of the demo shops in the states an editor meets, with a run history', async () => {
    const feeds = (await editor.get('/comparison/product-feed')).body.items.filter(
      (f: any) => f.company_name !== null && f.url.includes('.nl/'),
    );
    expect(feeds.map((f: any) => (f.paused ? 'paused' : f.state)).sort()).toEqual([
      'confirming_mapping',
      'confirming_structure',
      'downloading_error',
      'idling',
      'paused',
    ]);
    const idle = feeds.find((f: any) => f.state === 'idling' && !f.paused);
    const runs = (await editor.get(`/comparison/product-feed/${idle.id}/runs`)).body;
    expect(runs.total).toBe(3);
    expect(runs.items.every((r: any) => r.state === 'finished' && r.duration_ms > 0)).toBe(true);
    const problems = (await editor.get(`/comparison/product-feed/${idle.id}/problems`)).body;
    expect(problems.job_id).toBe(runs.items[0].id);
    const open = (await editor.get('/comparison/feed-mapping-group?onlyUnconfirmed=true')).body;
    expect(open.total).toBeGreaterThanOrEqual(1);
  });
});

describe('data-mapping groups', () => {
  it('adds, lists by shop and confirmation, saves over the version and deletes', async () => {
    const shop = shops[2]!;
    const created = await editor.post('/comparison/feed-mapping-group', {
      company_id: shop.id,
      name: 'Levertijden',
      property: 'deliveryTime',
      mappings: [
        { pattern: '^(\\d+) werkdagen$', replacement: '$1 dagen', confirmed: true },
        { pattern: '^morgen in huis$', replacement: '1 dag', confirmed: false },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      company_id: shop.id,
      company_name: shop.name,
      property: 'deliveryTime',
      unconfirmed_count: 1,
      version: 1,
    });
    expect(created.body.mappings.map((m: any) => m.pattern)).toEqual([
      '^(\\d+) werkdagen$',
      '^morgen in huis$',
    ]);

    const list = await editor.get(`/comparison/feed-mapping-group?companyId=${shop.id}`);
    expect(list.headers.get('x-pagination-total')).toBe(String(list.body.total));
    expect(list.body.items.map((g: any) => g.id)).toContain(created.body.id);
    const open = await editor.get(
      `/comparison/feed-mapping-group?companyId=${shop.id}&onlyUnconfirmed=true`,
    );
    expect(open.body.items.map((g: any) => g.id)).toContain(created.body.id);

    const saved = await editor.post(`/comparison/feed-mapping-group/${created.body.id}`, {
      version: 1,
      name: 'Levertijden',
      property: 'deliveryTime',
      mappings: created.body.mappings.map((m: any) => ({ ...m, confirmed: true })),
    });
    expect(saved.body).toMatchObject({ unconfirmed_count: 0, version: 2 });
    const none = await editor.get(
      `/comparison/feed-mapping-group?companyId=${shop.id}&onlyUnconfirmed=true`,
    );
    expect(none.body.items.map((g: any) => g.id)).not.toContain(created.body.id);
    const stale = await editor.post(`/comparison/feed-mapping-group/${created.body.id}`, {
      version: 1,
      name: 'Oud',
      property: 'deliveryTime',
    });
    expect(stale.status).toBe(409);

    expect((await editor.delete(`/comparison/feed-mapping-group/${created.body.id}`)).status).toBe(
      200,
    );
    expect((await editor.get(`/comparison/feed-mapping-group/${created.body.id}`)).status).toBe(
      404,
    );
  });

  it('pages by 25 and refuses broken patterns', async () => {
    const shop = shops[1]!;
    for (let i = 0; i < 26; i += 1)
      await editor.post('/comparison/feed-mapping-group', {
        company_id: shop.id,
        name: `Groep ${String(i).padStart(2, '0')}`,
        property: 'name',
      });
    const first = (await editor.get(`/comparison/feed-mapping-group?companyId=${shop.id}`)).body;
    expect(first.items).toHaveLength(25);
    expect(first.total).toBeGreaterThanOrEqual(26);
    const second = (
      await editor.get(`/comparison/feed-mapping-group?companyId=${shop.id}&currentPage=2`)
    ).body;
    expect(second.items.length).toBe(first.total - 25);
    const dashboard = (await editor.get('/comparison/feed-mapping-group?itemsPerPage=15')).body;
    expect(dashboard.items).toHaveLength(15);

    const bad = await editor.post('/comparison/feed-mapping-group', {
      company_id: shop.id,
      name: 'Kapot',
      property: 'price',
      mappings: [{ pattern: '([a-z', replacement: '' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'mappings.0.pattern': 'MESSAGE.ENTER_VALID_PATTERN' });
    const noShop = await editor.post('/comparison/feed-mapping-group', {
      name: 'Zonder winkel',
      property: 'price',
    });
    expect(noShop.body.fields).toEqual({ company_id: 'MESSAGE.SELECT_OPTION' });
  });
});

describe('who may', () => {
  it('answers 401 without a session and 403 to anyone without the comparison role', async () => {
    const cms = await clientFor(api.url, 'cms@demo.nl');
    const anonymous = createClient(api.url);
    const calls: [string, string, unknown?][] = [
      ['get', '/comparison/product-feed'],
      ['get', `/comparison/product-feed/company/${shops[0]!.id}`],
      ['post', '/comparison/product-feed', {}],
      ['put', '/comparison/product-feed/positions', { items: [] }],
      ['get', '/comparison/product-feed/1'],
      ['post', '/comparison/product-feed/1', {}],
      ['delete', '/comparison/product-feed/1'],
      ['post', '/comparison/product-feed/1/queue'],
      ['get', '/comparison/product-feed/1/state'],
      ['post', '/comparison/product-feed/1/structure', { version: 1, structure: [] }],
      ['post', '/comparison/product-feed/1/mapping', { version: 1 }],
      ['get', '/comparison/product-feed/1/problems'],
      ['get', '/comparison/product-feed/1/runs'],
      ['get', '/comparison/feed-mapping-group'],
      ['post', '/comparison/feed-mapping-group', {}],
      ['get', '/comparison/feed-mapping-group/1'],
      ['post', '/comparison/feed-mapping-group/1', {}],
      ['delete', '/comparison/feed-mapping-group/1'],
    ];
    for (const [method, path, body] of calls) {
      expect((await (cms as any)[method](path, body)).status, `${method} ${path}`).toBe(403);
      expect((await (anonymous as any)[method](path, body)).status, `${method} ${path}`).toBe(401);
    }
  });
});
