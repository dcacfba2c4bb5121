import { sql } from 'drizzle-orm';
import {
  compileMappings,
  exactPattern,
  type CompiledMappings,
  type DataMappingGroup,
} from '#domain/feeds/data-mapping';
import { readFeedItem, type FeedProblemKind, type ReadFeedItem } from '#domain/feeds/feed-item';
import type { StructureEntry } from '#domain/feeds/feed-structure';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

/** Problem rows kept per kind and run as examples (the counts are always complete). */
export const PROBLEM_ROWS_PER_KIND = 1000;
/** Stock texts proposed as mappings per run at most. */
const PROPOSALS_PER_RUN = 50;
/** The group the runner proposes stock mappings in. */
export const PROPOSED_STOCK_GROUP = 'Voorraad (voorgesteld)';

export interface NumberedItem {
  number: number;
  item: ReadFeedItem;
}

/** What a run carries from batch to batch. */
export interface ProcessState {
  jobId: number;
  feedId: number;
  companyId: number | null;
  structure: StructureEntry[];
  mappings: CompiledMappings;
  problemCounts: Record<string, number>;
  proposed: Set<string>;
}

/** The confirmed data mappings of the feed's shop. */
export async function shopMappings(db: Executor, companyId: number | null) {
  if (companyId === null) return compileMappings([]);
  const rows = rowsOf<{
    property: DataMappingGroup['property'];
    pattern: string;
    replacement: string;
    confirmed: boolean;
  }>(
    await db.execute(sql`
      SELECT g.property, m.pattern, m.replacement, m.confirmed
      FROM comparison_feed_mapping_groups g JOIN comparison_feed_data_mappings m ON m.group_id = g.id
      WHERE g.company_id = ${companyId} AND m.confirmed
      ORDER BY g.name, g.id, m.position, m.id`),
  );
  return compileMappings(
    rows.map(({ property, ...mapping }) => ({ property, mappings: [mapping] })),
  );
}

export function readItem(state: ProcessState, raw: Record<string, string>): ReadFeedItem {
  return readFeedItem(raw, state.structure, state.mappings);
}

/** The last of each key wins (one statement may not write a row twice). */
function lastBy<T, K>(rows: T[], key: (row: T) => K): T[] {
  return [...new Map(rows.map((row) => [key(row), row])).values()];
}

/**
 * Writes one batch of items in the caller's transaction: offers of items whose EAN
 * names a product (one per feed and product: a batch written again after a restart
 * writes over its own rows), EANs no product has (new in this run or seen before),
 * the problems, and stock texts to map. Answers the offers written and the problems
 * counted.
 */
export async function writeBatch(
  tx: Executor,
  state: ProcessState,
  batch: NumberedItem[],
): Promise<{ offers: number; problems: Record<string, number> }> {
  const eans = [...new Set(batch.flatMap(({ item }) => (item.ean === null ? [] : [item.ean])))];
  const products = new Map<number, number>();
  if (eans.length > 0) {
    const found = rowsOf<{ ean: string | number; product_id: number }>(
      await tx.execute(sql`
        SELECT ean, product_id FROM comparison_product_eans
        WHERE ean = ANY(${`{${eans.join(',')}}`}::bigint[])`),
    );
    for (const row of found) products.set(Number(row.ean), row.product_id);
  }

  const problems: {
    number: number;
    item: ReadFeedItem;
    kind: FeedProblemKind;
    value: string | null;
  }[] = [];
  for (const { number, item } of batch)
    for (const problem of item.problems) problems.push({ number, item, ...problem });

  // EANs no product has: new when this run is the first to send them.
  const unknown = lastBy(
    batch.filter(({ item }) => item.ean !== null && !products.has(item.ean)),
    ({ item }) => item.ean,
  );
  if (unknown.length > 0) {
    const rows = unknown.map(({ item }) => ({ ean: item.ean, name: item.name }));
    const seen = rowsOf<{ ean: string | number; first_job_id: number }>(
      await tx.execute(sql`
        INSERT INTO comparison_feed_unknown_eans (feed_id, ean, name, first_job_id, last_job_id)
        SELECT ${state.feedId}, u.ean, u.name, ${state.jobId}, ${state.jobId}
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS u(ean bigint, name text)
        ON CONFLICT (feed_id, ean) DO UPDATE
          SET last_job_id = excluded.last_job_id,
              name = coalesce(excluded.name, comparison_feed_unknown_eans.name)
        RETURNING ean, first_job_id`),
    );
    const firstRun = new Map(seen.map((row) => [Number(row.ean), row.first_job_id]));
    for (const { number, item } of batch) {
      if (item.ean === null || products.has(item.ean)) continue;
      const kind =
        firstRun.get(item.ean) === state.jobId ? 'new_unknown_product' : 'unknown_ean_product';
      problems.push({ number, item, kind, value: item.eanText });
    }
  }

  let offers = 0;
  if (state.companyId !== null) {
    const rows = lastBy(
      batch.filter(({ item }) => item.complete && products.has(item.ean!)),
      ({ item }) => products.get(item.ean!),
    ).map(({ item }) => ({
      product_id: products.get(item.ean!),
      price_cents: item.priceCents,
      shipping_cents: item.shippingCents,
      in_stock: item.inStock,
      delivery_time: item.deliveryTime,
      url: item.url,
      customer_id: item.customerId,
    }));
    if (rows.length > 0) {
      const written = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO comparison_offers (product_id, company_id, price_cents, shipping_cents,
            in_stock, delivery_time, url, customer_id, feed_id, last_job_id)
          SELECT o.product_id, ${state.companyId}, o.price_cents, o.shipping_cents, o.in_stock,
            o.delivery_time, o.url, o.customer_id, ${state.feedId}, ${state.jobId}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS o(product_id integer,
            price_cents integer, shipping_cents integer, in_stock boolean, delivery_time text,
            url text, customer_id text)
          ON CONFLICT (feed_id, product_id) DO UPDATE SET
            company_id = excluded.company_id, price_cents = excluded.price_cents,
            shipping_cents = excluded.shipping_cents, in_stock = excluded.in_stock,
            delivery_time = excluded.delivery_time, url = excluded.url,
            customer_id = excluded.customer_id, last_job_id = excluded.last_job_id,
            retired_at = NULL, updated_at = now()
          RETURNING id`),
      );
      offers = written.length;
    }
  }

  const counted: Record<string, number> = {};
  const kept: typeof problems = [];
  for (const problem of problems) {
    counted[problem.kind] = (counted[problem.kind] ?? 0) + 1;
    const before = (state.problemCounts[problem.kind] ?? 0) + counted[problem.kind]! - 1;
    if (before < PROBLEM_ROWS_PER_KIND) kept.push(problem);
  }
  if (kept.length > 0) {
    const rows = kept.map(({ number, item, kind, value }) => ({
      kind,
      item_number: number,
      customer_id: item.customerId,
      name: item.name,
      ean: item.eanText,
      value,
    }));
    await tx.execute(sql`
      INSERT INTO comparison_feed_problems (job_id, kind, item_number, customer_id, name, ean, value)
      SELECT ${state.jobId}, p.kind, p.item_number, p.customer_id, p.name, p.ean, p.value
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS p(kind text, item_number integer,
        customer_id text, name text, ean text, value text)
      ON CONFLICT (job_id, item_number, kind) DO NOTHING`);
  }

  await proposeStockMappings(tx, state, batch);
  return { offers, problems: counted };
}

/** Stock texts nothing understands become unconfirmed mappings of the shop, to fill in. */
async function proposeStockMappings(tx: Executor, state: ProcessState, batch: NumberedItem[]) {
  if (state.companyId === null) return;
  const texts = [
    ...new Set(batch.flatMap(({ item }) => (item.unknownStock ? [item.unknownStock] : []))),
  ].filter((text) => !state.proposed.has(text.toLowerCase()));
  const room = PROPOSALS_PER_RUN - state.proposed.size;
  if (texts.length === 0 || room <= 0) return;
  const chosen = texts.slice(0, room);
  for (const text of chosen) state.proposed.add(text.toLowerCase());
  let [group] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      SELECT id FROM comparison_feed_mapping_groups
      WHERE company_id = ${state.companyId} AND property = 'inStock'
      ORDER BY (name = ${PROPOSED_STOCK_GROUP}) DESC, id LIMIT 1`),
  );
  group ??= rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO comparison_feed_mapping_groups (company_id, name, property)
      VALUES (${state.companyId}, ${PROPOSED_STOCK_GROUP}, 'inStock') RETURNING id`),
  )[0];
  const patterns = chosen.map((text) => ({ pattern: exactPattern(text) }));
  await tx.execute(sql`
    INSERT INTO comparison_feed_data_mappings (group_id, position, pattern, replacement, confirmed)
    SELECT ${group!.id}, 1000 + row_number() OVER (), p.pattern, '', false
    FROM jsonb_to_recordset(${JSON.stringify(patterns)}::jsonb) AS p(pattern text)
    WHERE NOT EXISTS (
      SELECT 1 FROM comparison_feed_data_mappings m JOIN comparison_feed_mapping_groups g ON g.id = m.group_id
      WHERE g.company_id = ${state.companyId} AND g.property = 'inStock' AND lower(m.pattern) = lower(p.pattern))
    ON CONFLICT (group_id, pattern) DO NOTHING`);
}

/** Whether the shop has mappings an editor has not confirmed yet. */
export async function hasUnconfirmedMappings(db: Executor, companyId: number | null) {
  if (companyId === null) return false;
  const [row] = rowsOf<{ open: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (SELECT 1 FROM comparison_feed_data_mappings m
        JOIN comparison_feed_mapping_groups g ON g.id = m.group_id
        WHERE g.company_id = ${companyId} AND NOT m.confirmed) AS open`),
  );
  return row?.open ?? false;
}
