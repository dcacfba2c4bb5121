/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import type { FeedFetcher } from '../../api/src/feeds/feed-files';
import type { Database } from '../../api/src/db';
import { rowsOf } from '../../api/src/shared/rows';
import type { TestClient } from '../support/api-harness';

/** The shops' feed host: no DNS knows it; the test's fetcher sends it to the local server. */
export const FEED_HOST = 'https://feeds.winkel.test';

export interface ServedFeed {
  body: Buffer | string;
  /** Content-Type to send (default by extension). */
  type?: string;
  status?: number;
  gzip?: boolean;
  /** Never answer (for the download time limit). */
  hang?: boolean;
  /** Answer only once this settles (to hold a download under way). */
  gate?: Promise<void>;
}

/** A local HTTP server with feeds by path; change `feeds` between runs. */
export async function startFeedServer() {
  const feeds = new Map<string, ServedFeed>();
  const hits = new Map<string, number>();
  const open = new Set<Socket>();
  const server: Server = createServer(async (request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    const feed = feeds.get(request.url ?? '');
    await feed?.gate;
    if (!feed) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not here');
      return;
    }
    if (feed.hang) {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.write('<?xml version="1.0"?><products>');
      return;
    }
    const raw = typeof feed.body === 'string' ? Buffer.from(feed.body, 'utf8') : feed.body;
    const body = feed.gzip ? gzipSync(raw) : raw;
    const type =
      feed.type ??
      (feed.gzip
        ? 'application/gzip'
        : request.url?.endsWith('.csv')
          ? 'text/csv'
          : 'application/xml');
    response.writeHead(feed.status ?? 200, { 'content-type': type, 'content-length': body.length });
    response.end(body);
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fetcher: FeedFetcher = (url, init) => fetch(url.replace(FEED_HOST, base), init);
  return {
    feeds,
    /** Requests per path (a download done again shows here). */
    hits,
    /** The server's own address, for an api in another process to send FEED_HOST to. */
    base,
    fetcher,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A valid EAN-13 from twelve digits. */
export const ean = (body: string) => `${body}${gtinCheckDigit(body)}`;

/** Waits until the feed is in one of `states` (the runner works in the background). */
export async function waitForState(editor: TestClient, feedId: number, states: string[]) {
  const deadline = Date.now() + 15_000;
  let last: any;
  while (Date.now() < deadline) {
    last = (await editor.get(`/comparison/product-feed/${feedId}/state`)).body;
    if (states.includes(last.state)) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`feed ${feedId} stayed ${last?.state}, not ${states.join('|')}`);
}

/** Waits until the feed's newest run is in one of `states` (finished, waiting, failed …). */
export async function waitForRun(editor: TestClient, feedId: number, states: string[]) {
  const deadline = Date.now() + 15_000;
  let last: any;
  while (Date.now() < deadline) {
    [last] = (await editor.get(`/comparison/product-feed/${feedId}/runs`)).body.items;
    if (last && states.includes(last.state)) return last;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the run of feed ${feedId} stayed ${last?.state}, not ${states.join('|')}`);
}

/** Products with these main EANs under the first core product, straight in the database. */
export async function productsWithEans(db: Database, eans: string[], prefix: string) {
  const rows = rowsOf<{ id: number; ean: string }>(
    await db.execute(sql`
      WITH core AS (SELECT id FROM comparison_core_products ORDER BY id LIMIT 1),
      made AS (
        INSERT INTO comparison_products (core_product_id, name)
        SELECT core.id, ${prefix} || ' ' || e.n FROM core,
          unnest(${`{${eans.join(',')}}`}::text[]) WITH ORDINALITY AS e(ean, n)
        RETURNING id, name)
      SELECT made.id, e.ean FROM made
      JOIN unnest(${`{${eans.join(',')}}`}::text[]) WITH ORDINALITY AS e(ean, n)
        ON made.name = ${prefix} || ' ' || e.n`),
  );
  await db.execute(sql`
    INSERT INTO comparison_product_eans (ean, product_id, is_main)
    SELECT r.ean::bigint, r.id, true
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id integer, ean text)`);
  return rows;
}

/** Offers a feed wrote, by product. */
export async function feedOffers(db: Database, feedId: number) {
  return rowsOf<{
    id: number;
    product_id: number;
    price_cents: number;
    shipping_cents: number | null;
    in_stock: boolean | null;
    delivery_time: string | null;
    url: string;
    customer_id: string | null;
    retired: boolean;
  }>(
    await db.execute(sql`
      SELECT id, product_id, price_cents, shipping_cents, in_stock, delivery_time, url,
        customer_id, retired_at IS NOT NULL AS retired
      FROM comparison_offers WHERE feed_id = ${feedId} ORDER BY id`),
  );
}

/** The states the feed went through, from its outbox events. */
export async function statesSeen(db: Database, feedId: number): Promise<string[]> {
  const rows = rowsOf<{ state: string }>(
    await db.execute(sql`
      SELECT payload->>'state' AS state FROM outbox
      WHERE type = 'product_feed.changed' AND (payload->>'feed_id')::int = ${feedId}
      ORDER BY id`),
  );
  return rows.map((row) => row.state).filter((state, i, all) => state !== all[i - 1]);
}
