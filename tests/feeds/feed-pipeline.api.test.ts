/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedRunner, type FeedRunner } from '../../api/src/feeds/feed-runner';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  ean,
  FEED_HOST,
  feedOffers,
  productsWithEans,
  startFeedServer,
  statesSeen,
  waitForRun,
  waitForState,
} from './feed-test-kit';

let api: RunningApi;
let editor: TestClient;
let server: Awaited<ReturnType<typeof startFeedServer>>;
let runner: FeedRunner;
let workDir: string;
let shop: { id: number; name: string };
let products: { id: number; ean: string }[];

const E1 = ean('871000000001');
const E2 = ean('871000000002');
const E2B = ean('871000000022');
const E3 = ean('871000000003');
const UNKNOWN = ean('871000000009');
const product = (code: string) => products.find((p) => p.ean === code)!.id;

beforeAll(async () => {
  server = await startFeedServer();
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  shop = (await editor.get('/comparison/company')).body.items[0];
  products = await productsWithEans(api.db, [E1, E2, E3], 'Feedpomp');
  // The second product is also known by an additional EAN (what feeds may still send).
  const added = await editor.post(`/comparison/product/${product(E2)}/ean`, { eans: E2B });
  expect(added.body.message).toBe('MESSAGE.EAN_ADDED');
  workDir = mkdtempSync(join(tmpdir(), 'feeds-test-'));
  runner = startFeedRunner({
    db: api.db,
    workDir,
    fetcher: server.fetcher,
    pollMs: 25,
    staleMs: 400,
    downloadTimeoutMs: 500,
    maxBytes: 100_000,
    batchSize: 4,
    log: () => undefined,
  });
});
afterAll(async () => {
  await runner?.stop();
  await api?.close();
  await server?.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function newFeed(path: string, fields: Record<string, unknown> = {}) {
  const answer = await editor.post('/comparison/product-feed', {
    source: 'bol',
    url: `${FEED_HOST}${path}`,
    company_id: shop.id,
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

async function queue(feedId: number) {
  const answer = await editor.post(`/comparison/product-feed/${feedId}/queue`);
  expect(answer.body.message).toBe('MESSAGE.PRODUCT_FEED_QUEUED');
}

/** Confirms the structure as proposed, with `changes` per feed key. */
async function confirmStructure(feedId: number, changes: Record<string, string | null> = {}) {
  const feed = (await editor.get(`/comparison/product-feed/${feedId}`)).body;
  const answer = await editor.post(`/comparison/product-feed/${feedId}/structure`, {
    version: feed.version,
    structure: feed.structure.map((entry: any) => ({
      feed_key: entry.feed_key,
      property: entry.feed_key in changes ? changes[entry.feed_key] : entry.property,
    })),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function confirmMapping(feedId: number) {
  const feed = (await editor.get(`/comparison/product-feed/${feedId}`)).body;
  const answer = await editor.post(`/comparison/product-feed/${feedId}/mapping`, {
    version: feed.version,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const problemCounts = async (feedId: number) =>
  Object.fromEntries(
    (await editor.get(`/comparison/product-feed/${feedId}/problems`)).body.kinds.map((k: any) => [
      k.kind,
      k.count,
    ]),
  );

const CSV_HEADER = 'artikelnummer;titel;prijs;verzendkosten;deeplink;ean;voorraad;levertijd;kleur';
const CSV_ROWS = {
  a: `A1;Aqua 8;1.299,00;0;https://winkel.test/a1;${E1};op voorraad;3 werkdagen;wit`,
  b: `B2;Aqua 10;€ 1499,95;4,95;https://winkel.test/b2;${E2B};ja;morgen;grijs`,
  c: `C3;Onbekend;99,00;;https://winkel.test/c3;${UNKNOWN};ja;;zwart`,
  d: `D4;Foute EAN;10,00;;https://winkel.test/d4;8710000000010;ja;;zwart`,
  e: `E5;Geen EAN;10,00;;https://winkel.test/e5;;ja;;zwart`,
  f: `F6;Prijs op aanvraag;op aanvraag;;https://winkel.test/f6;${E1};ja;;wit`,
  g: `G7;Gratis verzending;20,00;gratis;https://winkel.test/g7;${E2};ja;;wit`,
  h: `H8;Zonder link;20,00;;niet-een-adres;${E2};ja;;wit`,
  i: `I9;Misschien;30,00;;https://winkel.test/i9;${E3};misschien;;wit`,
};
const csv = (rows: string[]) => [CSV_HEADER, ...rows].join('\r\n');

describe('a CSV feed, run after run', () => {
  let feedId: number;

  it('proposes a structure, writes offers by EAN and additional EAN, and names every problem', async () => {
    server.feeds.set('/shop.csv', { body: csv(Object.values(CSV_ROWS)) });
    const feed = await newFeed('/shop.csv', { source: 'icecat', type: 'csv' });
    feedId = feed.id;
    await queue(feedId);

    const waiting = await waitForState(editor, feedId, ['confirming_structure']);
    expect(waiting.progress_total).toBe(9);
    const proposed = (await editor.get(`/comparison/product-feed/${feedId}`)).body;
    expect(proposed.structure_confirmed).toBe(false);
    expect(
      Object.fromEntries(proposed.structure.map((e: any) => [e.feed_key, e.property])),
    ).toEqual({
      artikelnummer: 'customerId',
      titel: 'name',
      prijs: 'price',
      verzendkosten: 'shippingCosts',
      deeplink: 'url',
      ean: 'ean',
      voorraad: 'inStock',
      levertijd: 'deliveryTime',
      kleur: null,
    });
    expect(proposed.structure.find((e: any) => e.feed_key === 'prijs').sample_values).toEqual([
      '1.299,00',
      '€ 1499,95',
      '99,00',
    ]);

    // EAN, price and URL must be mapped, each property once.
    const refused = await editor.post(`/comparison/product-feed/${feedId}/structure`, {
      version: proposed.version,
      structure: [
        { feed_key: 'ean', property: 'ean' },
        { feed_key: 'prijs', property: 'price' },
        { feed_key: 'titel', property: 'price' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'structure.2.property': 'MESSAGE.FEED_PROPERTY_MAPPED_TWICE',
      'structure.url': 'MESSAGE.FIELD_REQUIRED',
    });

    const confirmed = await confirmStructure(feedId, { kleur: 'extra1' });
    expect(confirmed.structure_confirmed).toBe(true);
    await waitForState(editor, feedId, ['confirming_mapping']);

    expect(await problemCounts(feedId)).toEqual({
      unknown_ean_product: 0,
      new_unknown_product: 1,
      data_mapping_error: 1,
      invalid_ean: 2,
      invalid_price: 1,
      invalid_shipping_price: 1,
      invalid_url: 1,
    });
    const problems = (await editor.get(`/comparison/product-feed/${feedId}/problems`)).body;
    const examples = (kind: string) => problems.kinds.find((k: any) => k.kind === kind).examples;
    expect(examples('invalid_ean')).toEqual([
      {
        item_number: 4,
        customer_id: 'D4',
        name: 'Foute EAN',
        ean: '8710000000010',
        value: '8710000000010',
      },
      { item_number: 5, customer_id: 'E5', name: 'Geen EAN', ean: null, value: null },
    ]);
    expect(examples('new_unknown_product')).toMatchObject([{ customer_id: 'C3', ean: UNKNOWN }]);
    expect(examples('invalid_price')).toMatchObject([{ customer_id: 'F6', value: 'op aanvraag' }]);
    expect(examples('invalid_shipping_price')).toMatchObject([{ value: 'gratis' }]);
    expect(examples('invalid_url')).toMatchObject([{ value: 'niet-een-adres' }]);
    expect(examples('data_mapping_error')).toMatchObject([
      { customer_id: 'I9', value: 'misschien' },
    ]);

    // The stock text nobody understands waits as a mapping to confirm.
    const open = (
      await editor.get(`/comparison/feed-mapping-group?companyId=${shop.id}&onlyUnconfirmed=true`)
    ).body.items;
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      property: 'inStock',
      unconfirmed_count: 1,
      mappings: [{ pattern: '^misschien$', replacement: '', confirmed: false }],
    });

    const idle = await confirmMapping(feedId);
    expect(idle).toMatchObject({ state: 'idling', priority: 0, error: false });
    expect(await statesSeen(api.db, feedId)).toEqual([
      'idling',
      'downloading',
      'normalizing',
      'analysing_structure',
      'confirming_structure',
      'processing',
      'confirming_mapping',
      'idling',
    ]);

    const offers = await feedOffers(api.db, feedId);
    expect(offers).toHaveLength(3);
    expect(offers.find((o) => o.product_id === product(E1))).toMatchObject({
      price_cents: 129900,
      shipping_cents: 0,
      in_stock: true,
      delivery_time: '3 werkdagen',
      url: 'https://winkel.test/a1',
      customer_id: 'A1',
      retired: false,
    });
    expect(offers.find((o) => o.product_id === product(E2))).toMatchObject({
      price_cents: 149995,
      shipping_cents: 495,
      customer_id: 'B2',
    });
    expect(offers.find((o) => o.product_id === product(E3))).toMatchObject({
      price_cents: 3000,
      in_stock: null,
    });
    // The editors find the offer on the product.
    const onProduct = (await editor.get(`/comparison/product/${product(E1)}`)).body.offers;
    expect(onProduct.map((o: any) => o.price_cents)).toContain(129900);

    const runs = (await editor.get(`/comparison/product-feed/${feedId}/runs`)).body;
    expect(runs.total).toBe(1);
    expect(runs.items[0]).toMatchObject({
      state: 'finished',
      step: 'done',
      attempts: 2,
      items_total: 9,
      items_processed: 9,
      offers_written: 3,
      offers_retired: 0,
      format: 'csv',
      charset: 'utf-8',
      gzip: false,
      error_message: null,
    });
    expect(runs.items[0].step_durations.map((s: any) => s.step)).toEqual([
      'download',
      'normalize',
      'analyse',
      'process',
    ]);
    // Every finished step keeps its time.
    for (const step of runs.items[0].step_durations) expect(step.ms).toBeGreaterThanOrEqual(0);
    expect(runs.items[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('applies confirmed data mappings, retires offers the feed dropped and goes straight to idling', async () => {
    const [proposedGroup] = (
      await editor.get(`/comparison/feed-mapping-group?companyId=${shop.id}&onlyUnconfirmed=true`)
    ).body.items;
    await editor.post(`/comparison/feed-mapping-group/${proposedGroup.id}`, {
      version: proposedGroup.version,
      name: proposedGroup.name,
      property: 'inStock',
      mappings: [{ pattern: '^misschien$', replacement: 'ja', confirmed: true }],
    });
    const group = await editor.post('/comparison/feed-mapping-group', {
      company_id: shop.id,
      name: 'Levertijd',
      property: 'deliveryTime',
      mappings: [{ pattern: '^(\\d+) werkdagen$', replacement: '$1 dagen' }],
    });
    expect(group.status).toBe(201);

    const { a: _dropped, b, ...rest } = CSV_ROWS;
    server.feeds.set('/shop.csv', {
      body: csv([b.replace('morgen', '2 werkdagen'), ...Object.values(rest)]),
    });
    const before = (await statesSeen(api.db, feedId)).length;
    await queue(feedId);
    await waitForRun(editor, feedId, ['finished', 'waiting', 'failed']);
    const done = (await editor.get(`/comparison/product-feed/${feedId}/state`)).body;
    expect(done.state).toBe('idling');
    // Same keys as confirmed, nothing new to map: no waiting for an editor.
    expect((await statesSeen(api.db, feedId)).slice(before)).toEqual([
      'downloading',
      'normalizing',
      'analysing_structure',
      'processing',
      'idling',
    ]);

    const offers = await feedOffers(api.db, feedId);
    expect(offers).toHaveLength(3);
    expect(offers.find((o) => o.product_id === product(E1))?.retired).toBe(true);
    expect(offers.find((o) => o.product_id === product(E2))).toMatchObject({
      delivery_time: '2 dagen',
      retired: false,
    });
    expect(offers.find((o) => o.product_id === product(E3))).toMatchObject({ in_stock: true });
    expect((await editor.get(`/comparison/product/${product(E1)}`)).body.offers).not.toContainEqual(
      expect.objectContaining({ price_cents: 129900 }),
    );
    // The unknown EAN was sent before: now an unknown EAN product, not a new one.
    expect(await problemCounts(feedId)).toMatchObject({
      unknown_ean_product: 1,
      new_unknown_product: 0,
      data_mapping_error: 0,
    });
    const runs = (await editor.get(`/comparison/product-feed/${feedId}/runs`)).body.items;
    expect(runs[0]).toMatchObject({ state: 'finished', offers_written: 2, offers_retired: 1 });
  });
});

describe('XML feeds and character sets', () => {
  it('reads a gzipped ISO-8859-1 XML feed, its attributes and nested keys', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<products>
  <product id="X1">
    <name>Warmtepomp Élan</name>
    <price currency="EUR">899.00</price>
    <ean>${E1}</ean>
    <link>https://winkel.test/x1</link>
    <shipping><cost>5.95</cost></shipping>
    <stock>12</stock>
  </product>
  <product id="X2">
    <name><![CDATA[Pomp & co]]></name>
    <price currency="EUR">1.049,50</price>
    <ean>${E2B}</ean>
    <link>https://winkel.test/x2</link>
    <shipping><cost>0</cost></shipping>
    <stock>0</stock>
  </product>
</products>`;
    server.feeds.set('/shop.xml.gz', { body: Buffer.from(xml, 'latin1'), gzip: true });
    const feed = await newFeed('/shop.xml.gz');
    await queue(feed.id);
    await waitForState(editor, feed.id, ['confirming_structure']);
    const proposed = (await editor.get(`/comparison/product-feed/${feed.id}`)).body;
    expect(proposed.structure.map((e: any) => [e.feed_key, e.property, e.sample_values])).toEqual([
      ['@id', 'customerId', ['X1', 'X2']],
      ['name', 'name', ['Warmtepomp Élan', 'Pomp & co']],
      ['price/@currency', null, ['EUR']],
      ['price', 'price', ['899.00', '1.049,50']],
      ['ean', 'ean', [E1, E2B]],
      ['link', 'url', ['https://winkel.test/x1', 'https://winkel.test/x2']],
      ['shipping/cost', 'shippingCosts', ['5.95', '0']],
      ['stock', 'inStock', ['12', '0']],
    ]);
    await confirmStructure(feed.id);
    await waitForState(editor, feed.id, ['confirming_mapping']);
    await confirmMapping(feed.id);
    const offers = await feedOffers(api.db, feed.id);
    expect(offers.map((o) => [o.customer_id, o.price_cents, o.shipping_cents, o.in_stock])).toEqual(
      [
        ['X1', 89900, 595, true],
        ['X2', 104950, 0, false],
      ],
    );
    const [run] = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    expect(run).toMatchObject({ format: 'xml', charset: 'windows-1252', gzip: true });
  });

  it('reads an ISO-8859-1 CSV that does not say so, comma separated', async () => {
    const text = `sku,title,price,url,gtin\nK1,Koelkast Crème,"1,299.00",https://winkel.test/k1,${UNKNOWN}\n`;
    server.feeds.set('/icecat.csv', { body: Buffer.from(text, 'latin1'), type: 'text/csv' });
    const feed = await newFeed('/icecat.csv', { source: 'icecat', type: 'csv', company_id: null });
    await queue(feed.id);
    await waitForState(editor, feed.id, ['confirming_structure']);
    const proposed = (await editor.get(`/comparison/product-feed/${feed.id}`)).body;
    expect(proposed.structure.find((e: any) => e.feed_key === 'title')).toEqual({
      feed_key: 'title',
      property: 'name',
      sample_values: ['Koelkast Crème'],
    });
    expect(proposed.structure.find((e: any) => e.feed_key === 'price').sample_values).toEqual([
      '1,299.00',
    ]);
    await confirmStructure(feed.id);
    await waitForState(editor, feed.id, ['confirming_mapping']);
    // A feed without a shop writes no offers; its problems are still found.
    expect(await feedOffers(api.db, feed.id)).toEqual([]);
    expect(await problemCounts(feed.id)).toMatchObject({ new_unknown_product: 1 });
    const [run] = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    expect(run).toMatchObject({ state: 'waiting', charset: 'windows-1252', format: 'csv' });
  });
});

describe('feeds that fail', () => {
  it.each([
    ['/missing.xml', 'downloading_error', /HTTP 404/, undefined],
    ['/hangs.xml', 'downloading_error', /longer than 0.5 s/, { body: '', hang: true }],
    ['/huge.xml', 'downloading_error', /larger than/, { body: `<a>${'x'.repeat(150_000)}</a>` }],
    [
      '/not-xml.xml',
      'normalizing_error',
      /The file is CSV, but the feed is set to XML/,
      { body: 'sku;price\n1;2\n', type: 'application/xml' },
    ],
    [
      '/broken.xml.gz',
      'normalizing_error',
      /not a valid gzip/,
      {
        body: gzipSync('<products><product><a>1</a></product></products>').subarray(0, 24),
        type: 'application/gzip',
      },
    ],
    [
      '/broken.xml',
      'analysing_structure_error',
      /The XML is not valid/,
      { body: '<products><product><name>a</name></product><product><name>b</product></products>' },
    ],
    ['/empty.xml', 'normalizing_error', /empty/, { body: '   ' }],
  ] as const)('%s ends in %s', async (path, state, message, served) => {
    if (served) server.feeds.set(path, served);
    const feed = await newFeed(path);
    await queue(feed.id);
    const failed = await waitForState(editor, feed.id, [state]);
    expect(failed).toMatchObject({ error: true, priority: 0 });
    expect(failed.error_message).toMatch(message);
    const [run] = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    expect(run).toMatchObject({ state: 'failed', error_state: state });
    expect(run.finished_at).not.toBeNull();
  });

  it('records a processing error, and runs again once queued', async () => {
    const good = `<products><product><ean>${E3}</ean><price>10</price><url>https://winkel.test/p</url></product>
<product><ean>${E3}</ean><price>11</price><url>https://winkel.test/q</url></product></products>`;
    server.feeds.set('/changes.xml', { body: good });
    const feed = await newFeed('/changes.xml');
    await queue(feed.id);
    await waitForState(editor, feed.id, ['confirming_structure']);
    // The file kept for processing is damaged while the feed waits for the editor.
    const [run] = (await editor.get(`/comparison/product-feed/${feed.id}/runs`)).body.items;
    writeFileSync(join(workDir, `job-${run.id}`, 'feed.txt'), '<products><product><ean>1</ean>');
    await confirmStructure(feed.id);
    const failed = await waitForState(editor, feed.id, ['processing_error']);
    expect(failed.error_message).toMatch(/The XML is not valid/);

    await queue(feed.id);
    // Same keys as confirmed and nothing to map: the run ends by itself.
    expect(await waitForRun(editor, feed.id, ['finished', 'failed'])).toMatchObject({
      state: 'finished',
    });
    const again = (await editor.get(`/comparison/product-feed/${feed.id}/state`)).body;
    expect(again).toMatchObject({ state: 'idling', error: false, error_message: null });
    expect((await feedOffers(api.db, feed.id)).map((o) => o.price_cents)).toEqual([1100]);
  });
});
