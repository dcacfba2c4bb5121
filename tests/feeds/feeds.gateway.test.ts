/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedRunner, type FeedRunner } from '../../api/src/feeds/feed-runner';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
  type SseSubscription,
} from '../support/gateway-harness';
import { ean, FEED_HOST, startFeedServer } from './feed-test-kit';

let stack: RunningStack;
let editor: GraphQLTestClient;
let server: Awaited<ReturnType<typeof startFeedServer>>;
let runner: FeedRunner;
let workDir: string;
let shop: { id: string; name: string };
let known: { id: string; ean: string }[];

const FEED_FIELDS = `id source type url companyId companyName priority queuePosition paused state
  error version structureConfirmed structure { feedKey property sampleValues }
  problemCounts { kind count } lastRun { state itemsProcessed offersWritten }`;
const LIVE = `subscription ($id: ID) {
  productFeedChanged(id: $id) { eventId feedId deleted state progressDone progressTotal priority paused }
}`;

beforeAll(async () => {
  server = await startFeedServer();
  stack = await startStack();
  workDir = mkdtempSync(join(tmpdir(), 'feeds-gateway-'));
  runner = startFeedRunner({
    db: stack.db,
    workDir,
    fetcher: server.fetcher,
    pollMs: 50,
    log: () => undefined,
  });
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('comparison@demo.nl');
  const shops = await editor.request('{ comparisonCompanies { id name } }');
  shop = shops.data.comparisonCompanies[0];
  const cores = await editor.request('{ comparisonCoreProducts { id } }');
  const products = await editor.request(
    'query ($id: ID!) { comparisonProducts(coreProductId: $id) { items { id ean } } }',
    { id: cores.data.comparisonCoreProducts[0].id },
  );
  known = products.data.comparisonProducts.items.slice(0, 2);
}, 60_000);
afterAll(async () => {
  await runner?.stop();
  await stack?.close();
  await server?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** Reads the subscription until the feed reaches `state`; answers the states seen on the way. */
async function statesUntil(sub: SseSubscription, state: string): Promise<string[]> {
  const seen: string[] = [];
  while (seen.at(-1) !== state) {
    const payload = await sub.next(10_000);
    expect(payload.errors).toBeUndefined();
    const next = payload.data.productFeedChanged.state;
    if (next !== seen.at(-1)) seen.push(next);
  }
  return seen;
}

describe('product feeds over GraphQL', () => {
  it('are refused to anyone but comparison editors, the live changes too', async () => {
    const cms = createGraphQLClient(stack.gatewayUrl);
    await cms.login('cms@demo.nl');
    const list = await cms.request('{ productFeeds { total } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const add = await cms.request(
      'mutation ($input: ProductFeedInput!) { addProductFeed(input: $input) { id } }',
      { input: { source: 'bol', url: `${FEED_HOST}/x.xml` } },
    );
    expect(add.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sub = await cms.subscribe(LIVE, {});
    try {
      const payload = await sub.next(5000);
      expect(payload.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      sub.close();
    }
  });

  it('adds a feed, names a bad url on its field, queues it and follows it live to idling', async () => {
    const refused = await editor.request(
      'mutation ($input: ProductFeedInput!) { addProductFeed(input: $input) { id } }',
      { input: { source: 'bol', url: 'geen adres', companyId: shop.id } },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: 'MESSAGE.ENTER_VALID_URL' },
    });

    server.feeds.set('/gateway.xml', {
      body: `<?xml version="1.0"?><products>
        <product><sku>G1</sku><title>Een</title><price>1.299,00</price><ean>${known[0]!.ean}</ean><link>https://winkel.test/g1</link></product>
        <product><sku>G2</sku><title>Twee</title><price>15,50</price><ean>${known[1]!.ean}</ean><link>https://winkel.test/g2</link></product>
        <product><sku>G3</sku><title>Onbekend</title><price>10</price><ean>${ean('871999999991')}</ean><link>https://winkel.test/g3</link></product>
      </products>`,
    });
    const added = await editor.request(
      `mutation ($input: ProductFeedInput!) { addProductFeed(input: $input) { ${FEED_FIELDS} } }`,
      // A csv type for a bol feed becomes xml.
      {
        input: { source: 'bol', type: 'csv', url: `${FEED_HOST}/gateway.xml`, companyId: shop.id },
      },
    );
    expect(added.errors).toBeUndefined();
    const feed = added.data.addProductFeed;
    expect(feed).toMatchObject({
      source: 'bol',
      type: 'xml',
      companyId: shop.id,
      companyName: shop.name,
      state: 'idling',
      priority: 0,
      structure: [],
      lastRun: null,
    });

    const list = await editor.request(`{ productFeeds { total items { id companyName } } }`);
    expect(list.data.productFeeds.items.map((f: any) => f.id)).toContain(feed.id);
    const ofShop = await editor.request(
      'query ($id: ID!) { companyProductFeeds(companyId: $id) { items { id companyId } } }',
      { id: shop.id },
    );
    // The shop's own feeds (the demo data gives it some too), the new one last.
    const shopFeeds = ofShop.data.companyProductFeeds.items;
    expect(shopFeeds.at(-1)).toEqual({ id: feed.id, companyId: shop.id });
    expect(shopFeeds.every((f: any) => f.companyId === shop.id)).toBe(true);
    expect(shopFeeds.length).toBeLessThan(list.data.productFeeds.items.length);

    const sub = await editor.subscribe(LIVE, { id: feed.id });
    try {
      const queued = await editor.request(
        `mutation ($id: ID!) { queueProductFeed(id: $id) { messageKey feed { id priority } } }`,
        { id: feed.id },
      );
      expect(queued.data.queueProductFeed).toMatchObject({
        messageKey: 'MESSAGE.PRODUCT_FEED_QUEUED',
        feed: { id: feed.id, priority: 1 },
      });
      const first = await sub.next(10_000);
      expect(first.data.productFeedChanged).toMatchObject({
        feedId: feed.id,
        deleted: false,
        state: 'idling',
        priority: 1,
      });
      const seen = await statesUntil(sub, 'confirming_structure');
      expect(seen).toEqual([
        'downloading',
        'normalizing',
        'analysing_structure',
        'confirming_structure',
      ]);

      const waiting = await editor.request(
        `query ($id: ID!) { productFeed(id: $id) { ${FEED_FIELDS} } }`,
        { id: feed.id },
      );
      const structure = waiting.data.productFeed.structure;
      expect(structure.find((e: any) => e.feedKey === 'ean')).toMatchObject({
        property: 'ean',
        sampleValues: [known[0]!.ean, known[1]!.ean, ean('871999999991')],
      });
      // Mapping price twice is refused on the row of the second key.
      const twice = await editor.request(
        `mutation ($id: ID!, $structure: [ProductFeedStructureInput!]!, $version: Int!) {
          confirmProductFeedStructure(id: $id, structure: $structure, version: $version) { state }
        }`,
        {
          id: feed.id,
          version: waiting.data.productFeed.version,
          structure: structure.map((e: any) => ({
            feedKey: e.feedKey,
            property: e.feedKey === 'title' ? 'price' : e.property,
          })),
        },
      );
      const titleIndex = structure.findIndex((e: any) => e.feedKey === 'title');
      const priceIndex = structure.findIndex((e: any) => e.feedKey === 'price');
      const later = Math.max(titleIndex, priceIndex);
      expect(twice.errors?.[0]?.extensions?.fields).toMatchObject({
        [`structure.${later}.property`]: 'MESSAGE.FEED_PROPERTY_MAPPED_TWICE',
      });

      const confirmed = await editor.request(
        `mutation ($id: ID!, $structure: [ProductFeedStructureInput!]!, $version: Int!) {
          confirmProductFeedStructure(id: $id, structure: $structure, version: $version) { state structureConfirmed }
        }`,
        {
          id: feed.id,
          version: waiting.data.productFeed.version,
          structure: structure.map((e: any) => ({ feedKey: e.feedKey, property: e.property })),
        },
      );
      expect(confirmed.errors).toBeUndefined();
      expect(confirmed.data.confirmProductFeedStructure).toMatchObject({
        state: 'processing',
        structureConfirmed: true,
      });
      const after = await statesUntil(sub, 'confirming_mapping');
      expect(after[0]).toBe('processing');
    } finally {
      sub.close();
    }

    const problems = await editor.request(
      `query ($id: ID!) { productFeedProblems(id: $id) { kinds { kind count examples { customerId ean } } } }`,
      { id: feed.id },
    );
    // An EAN no product has, seen for the first time: a new unknown product.
    const unknownEan = problems.data.productFeedProblems.kinds.find(
      (k: any) => k.kind === 'new_unknown_product',
    );
    expect(unknownEan).toMatchObject({
      count: 1,
      examples: [{ customerId: 'G3', ean: ean('871999999991') }],
    });

    const current = await editor.request(`query ($id: ID!) { productFeed(id: $id) { version } }`, {
      id: feed.id,
    });
    const done = await editor.request(
      `mutation ($id: ID!, $version: Int!) { confirmProductFeedMapping(id: $id, version: $version) { state lastRun { state offersWritten } problemCounts { kind count } } }`,
      { id: feed.id, version: current.data.productFeed.version },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data.confirmProductFeedMapping).toMatchObject({
      state: 'idling',
      lastRun: { state: 'finished', offersWritten: 2 },
      problemCounts: [{ kind: 'new_unknown_product', count: 1 }],
    });
    const runs = await editor.request(
      `query ($id: ID!) { productFeedRuns(id: $id) { total items { state itemsProcessed stepDurations { step ms } } } }`,
      { id: feed.id },
    );
    expect(runs.data.productFeedRuns.total).toBe(1);
    expect(runs.data.productFeedRuns.items[0]).toMatchObject({
      state: 'finished',
      itemsProcessed: 3,
    });
  });

  it('keeps a shop’s data-mapping groups and reorders the feeds', async () => {
    const group = await editor.request(
      `mutation ($companyId: ID!, $input: FeedMappingGroupInput!) {
        addFeedMappingGroup(companyId: $companyId, input: $input) { id name property unconfirmedCount version mappings { pattern replacement confirmed } }
      }`,
      {
        companyId: shop.id,
        input: {
          name: 'Voorraad',
          property: 'inStock',
          mappings: [
            { pattern: '^leverbaar$', replacement: 'ja' },
            { pattern: '^binnenkort$', replacement: 'nee', confirmed: false },
          ],
        },
      },
    );
    expect(group.errors).toBeUndefined();
    expect(group.data.addFeedMappingGroup).toMatchObject({
      name: 'Voorraad',
      property: 'inStock',
      unconfirmedCount: 1,
    });
    const unconfirmed = await editor.request(
      `query ($companyId: ID) { feedMappingGroups(companyId: $companyId, onlyUnconfirmed: true) { total items { name } } }`,
      { companyId: shop.id },
    );
    expect(unconfirmed.data.feedMappingGroups.items.map((g: any) => g.name)).toContain('Voorraad');

    const bad = await editor.request(
      `mutation ($id: ID!, $input: FeedMappingGroupInput!, $version: Int!) {
        saveFeedMappingGroup(id: $id, input: $input, version: $version) { id }
      }`,
      {
        id: group.data.addFeedMappingGroup.id,
        version: group.data.addFeedMappingGroup.version,
        input: { name: 'Voorraad', property: 'inStock', mappings: [{ pattern: '(' }] },
      },
    );
    expect(bad.errors?.[0]?.extensions?.fields).toMatchObject({
      'mappings.0.pattern': 'MESSAGE.ENTER_VALID_PATTERN',
    });

    // A second feed, then the two swapped.
    await editor.request(
      'mutation ($input: ProductFeedInput!) { addProductFeed(input: $input) { id } }',
      { input: { source: 'icecat', type: 'csv', url: `${FEED_HOST}/tweede.csv`, paused: true } },
    );
    const before = (await editor.request('{ productFeeds { items { id version } } }')).data
      .productFeeds.items;
    const reversed = [...before].reverse();
    const ordered = await editor.request(
      `mutation ($items: [ProductFeedPositionInput!]!) { orderProductFeeds(items: $items) { items { id position } } }`,
      { items: reversed },
    );
    expect(ordered.errors).toBeUndefined();
    expect(ordered.data.orderProductFeeds.items.map((f: any) => f.id)).toEqual(
      reversed.map((f: any) => f.id),
    );
    // The old versions are stale now.
    const stale = await editor.request(
      `mutation ($items: [ProductFeedPositionInput!]!) { orderProductFeeds(items: $items) { total } }`,
      { items: before },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
