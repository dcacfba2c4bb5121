import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { seedAccounts } from './accounts/seed';
import { users } from './accounts/user.table';
import { outbox } from './events/outbox.table';
import type { Database, Executor } from './db';

/** An area seed that runs after accounts and may use the demo user ids (by e-mail). */
export type AreaSeed = (tx: Executor, userIds: Map<string, number>) => Promise<void>;

// Areas seeded after accounts, in order. An area whose seed file is not there (yet) is skipped.
const AREA_SEEDS = [
  { file: './companies/seed', exports: ['seedCompanies', 'companySeed'] },
  { file: './products/seed', exports: ['seedProducts'] },
  { file: './leads/seed', exports: ['seedLeads'] },
  { file: './plaza/seed', exports: ['seedPlaza'] },
  { file: './deals/seed', exports: ['seedDeals'] },
  { file: './claims/seed', exports: ['seedClaims'] },
  { file: './affiliates/seed', exports: ['seedAffiliates'] },
  { file: './cms/seed', exports: ['seedCms'] },
  { file: './widgets/seed', exports: ['seedWidgets'] },
  { file: './tags/seed', exports: ['seedTags'] },
  { file: './menus/seed', exports: ['seedMenus'] },
  { file: './reviews/seed', exports: ['seedReviews'] },
  { file: './invoices/seed', exports: ['seedInvoices'] },
  { file: './faq/seed', exports: ['seedFaqs'] },
  { file: './certifications/seed', exports: ['seedCertifications'] },
  { file: './comparison/seed', exports: ['seedComparison'] },
  { file: './cms/demo-product-eans', exports: ['seedCmsComparisonProducts'] },
  { file: './features/seed', exports: ['seedFeatures'] },
  { file: './filters/seed', exports: ['seedFilters'] },
  { file: './comparison-reviews/seed', exports: ['seedComparisonReviews'] },
  { file: './feeds/seed', exports: ['seedFeeds'] },
  // Last: makes the prepaid ledgers add up after every area wrote its rows.
  { file: './prepaid/seed', exports: ['seedPrepaid'] },
];

async function areaSeeds(): Promise<AreaSeed[]> {
  const seeds: AreaSeed[] = [];
  for (const area of AREA_SEEDS) {
    if (!existsSync(fileURLToPath(new URL(`${area.file}.ts`, import.meta.url)))) continue;
    const mod = (await import(/* @vite-ignore */ area.file)) as Record<string, unknown>;
    const seed = area.exports.map((name) => mod[name]).find((fn) => typeof fn === 'function');
    if (seed) seeds.push(seed as AreaSeed);
  }
  return seeds;
}

/** Loads the demo data when the users table is empty, all in one transaction. Returns true when it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const seeds = await areaSeeds();
  await db.transaction(async (tx) => {
    const userIds = await seedAccounts(tx);
    for (const seed of seeds) await seed(tx, userIds);
    // Demo data is not news: nobody follows the outbox while it loads, and a stream
    // that starts at an empty outbox takes the first live event whatever its id.
    await tx.delete(outbox);
  });
  return true;
}
