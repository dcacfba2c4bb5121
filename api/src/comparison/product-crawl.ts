import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db';
import { startIntervalJob } from '../shared/interval-job';
import { rowsOf } from '../shared/rows';
import { comparisonProducts } from './product.table';
import type { SpecPageReader } from './spec-page-reader';

/** At most this many products are read per round. */
const BATCH = 5;

interface QueuedProduct {
  id: number;
  core_product_id: number;
  scrape_uri: string;
}

/**
 * Where a spec name read from a page goes: the synonym a spec website of the core
 * product on that host gives it (a feature, or "no feature": skipped), else the feature of
 * the same name, else what an editor decided for the name on the feature mapping screen
 * (mapped to a feature, or ignored: skipped); null: not known yet (it becomes a feature
 * name to map).
 */
async function featureFor(db: Executor, product: QueuedProduct, host: string, name: string) {
  const [synonym] = rowsOf<{ feature_id: number | null; no_feature: boolean }>(
    await db.execute(sql`
      SELECT s.feature_id, s.no_feature FROM comparison_spec_synonyms s
      JOIN comparison_spec_websites w ON w.id = s.spec_website_id
      WHERE w.core_product_id = ${product.core_product_id} AND w.enabled
        AND lower(s.name) = lower(${name})
        AND lower(substring(w.base_url from '^https?://([^/:]+)')) = ${host}
      ORDER BY s.feature_id IS NULL LIMIT 1`),
  );
  if (synonym?.no_feature) return 'skip' as const;
  if (synonym?.feature_id) return synonym.feature_id;
  const [feature] = rowsOf<{ id: number }>(
    await db.execute(sql`
      SELECT id FROM comparison_features
      WHERE core_product_id = ${product.core_product_id} AND lower(name) = lower(${name})`),
  );
  if (feature) return feature.id;
  const [decided] = rowsOf<{ state: string; mapped_feature_id: number | null }>(
    await db.execute(sql`
      SELECT state, mapped_feature_id FROM comparison_unmapped_features
      WHERE core_product_id = ${product.core_product_id} AND source = 'spec_website'
        AND lower(name) = lower(${name}) AND state <> 'unmapped'`),
  );
  if (decided?.state === 'ignored') return 'skip' as const;
  return decided?.mapped_feature_id ?? null;
}

const reopened = sql.raw(
  `comparison_unmapped_features.state = 'mapped' AND comparison_unmapped_features.mapped_feature_id IS NULL`,
);

/** Still the read that was claimed: a save in between queued the product again for its new page. */
const stillCrawling = (product: QueuedProduct) =>
  and(
    eq(comparisonProducts.id, product.id),
    eq(comparisonProducts.crawlState, 'crawling'),
    eq(comparisonProducts.scrapeUri, product.scrape_uri),
  );

/**
 * Reads one queued product's page: known names become specs from the spec website
 * (never over a value an editor gave), unknown ones are kept as feature names to map
 * with the product's value. The product is idle again after, or failed.
 */
async function crawlProduct(db: Database, reader: SpecPageReader, product: QueuedProduct) {
  let specs;
  try {
    specs = await reader.read(product.scrape_uri);
  } catch {
    await db
      .update(comparisonProducts)
      .set({ crawlState: 'failed', crawledAt: new Date() })
      .where(stillCrawling(product));
    return;
  }
  const host = new URL(product.scrape_uri).hostname.toLowerCase();
  await db.transaction(async (tx) => {
    for (const spec of specs) {
      const featureId = await featureFor(tx, product, host, spec.name);
      if (featureId === 'skip') continue;
      if (featureId !== null) {
        await tx.execute(sql`
          INSERT INTO comparison_specs (product_id, feature_id, value, source)
          VALUES (${product.id}, ${featureId}, ${spec.value}, 'spec_website')
          ON CONFLICT (product_id, feature_id) DO UPDATE SET value = excluded.value
          WHERE comparison_specs.source <> 'editor'`);
        continue;
      }
      const [unmapped] = rowsOf<{ id: number; state: string }>(
        await tx.execute(sql`
          INSERT INTO comparison_unmapped_features (core_product_id, name, source, sample_value)
          VALUES (${product.core_product_id}, ${spec.name}, 'spec_website', ${spec.value})
          ON CONFLICT (core_product_id, source, lower(name)) DO UPDATE
            SET seen_count = comparison_unmapped_features.seen_count + 1, last_seen_at = now(),
              -- mapped to a feature deleted since: the name waits for an editor again
              state = CASE WHEN ${reopened} THEN 'unmapped' ELSE comparison_unmapped_features.state END,
              handled_at = CASE WHEN ${reopened} THEN NULL ELSE comparison_unmapped_features.handled_at END
          RETURNING id, state`),
      );
      if (unmapped?.state === 'unmapped')
        await tx.execute(sql`
          INSERT INTO comparison_unmapped_feature_values (unmapped_feature_id, product_id, value)
          VALUES (${unmapped.id}, ${product.id}, ${spec.value})
          ON CONFLICT (unmapped_feature_id, product_id) DO UPDATE SET value = excluded.value`);
    }
    await tx
      .update(comparisonProducts)
      .set({ crawlState: 'idle', crawledAt: new Date() })
      .where(stillCrawling(product));
  });
}

/** One round: the longest-queued products (claimed, so two api processes never read one twice). */
export async function crawlQueuedProducts(db: Database, reader: SpecPageReader): Promise<number> {
  const claimed = await db.transaction(async (tx) =>
    rowsOf<QueuedProduct>(
      await tx.execute(sql`
        UPDATE comparison_products SET crawl_state = 'crawling', crawled_at = now()
        WHERE id IN (
          SELECT id FROM comparison_products
          WHERE scrape_uri IS NOT NULL AND (crawl_state = 'queued'
            -- A read that never finished (the process stopped) is taken up again.
            OR (crawl_state = 'crawling' AND crawled_at < now() - interval '10 minutes'))
          ORDER BY updated_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, core_product_id, scrape_uri`),
    ),
  );
  for (const product of claimed) await crawlProduct(db, reader, product);
  return claimed.length;
}

/** Product pages queued by a save are read in the background, every few seconds. */
export function startProductCrawl(
  db: Database,
  reader: SpecPageReader,
  intervalMs: number,
  log: (error: unknown) => void,
): () => void {
  return startIntervalJob(() => crawlQueuedProducts(db, reader), intervalMs, log);
}
