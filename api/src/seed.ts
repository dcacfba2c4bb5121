import { sql } from 'drizzle-orm';
import { seedAccounts } from './accounts/seed';
import { seedCompanies } from './companies/seed';
import { seedChangeRequests } from './companies/change-request-seed';
import { seedProducts } from './products/seed';
import { seedLeads } from './leads/seed';
import { seedPartnerRequestFailures } from './leads/partner-request-failure-seed';
import { seedPlaza, seedPlazaPurchases } from './plaza/seed';
import { seedDeals } from './deals/seed';
import { seedClaims } from './claims/seed';
import { seedPartnerLeads } from './dashboards/overview-seed';
import { seedPerfectViews } from './dashboards/perfect-view-seed';
import { seedAffiliates } from './affiliates/seed';
import { seedCms } from './cms/seed';
import { seedWidgets } from './widgets/seed';
import { seedTags } from './tags/seed';
import { seedMenus } from './menus/seed';
import { seedReviews } from './reviews/seed';
import { seedInvoices } from './invoices/seed';
import { seedFaqs } from './faq/seed';
import { seedCertifications } from './certifications/seed';
import { seedComparison } from './comparison/seed';
import { seedCmsComparisonProducts } from './cms/demo-product-eans';
import { seedFeatures } from './features/seed';
import { seedFilters } from './filters/seed';
import { seedComparisonReviews } from './comparison-reviews/seed';
import { seedFeeds } from './feeds/seed';
import { seedPrepaid } from './prepaid/seed';
import { seedMarketing } from './marketing/seed';
import { users } from './accounts/user.table';
import { outbox } from './events/outbox.table';
import type { Database, Executor } from './db';

/** An area seed that runs after accounts and may use the demo user ids (by e-mail). */
export type AreaSeed = (tx: Executor, userIds: Map<string, number>) => Promise<void>;

// Areas seeded after accounts, in order.
const AREA_SEEDS: AreaSeed[] = [
  seedCompanies,
  seedProducts,
  seedLeads,
  seedPlaza,
  seedDeals,
  seedClaims,
  // After the claims: the partner leads stay free of the demo's claims.
  seedPartnerLeads,
  seedPartnerRequestFailures,
  seedChangeRequests,
  seedAffiliates,
  seedCms,
  seedWidgets,
  seedTags,
  seedMenus,
  seedReviews,
  seedInvoices,
  seedFaqs,
  seedCertifications,
  seedComparison,
  seedCmsComparisonProducts,
  seedFeatures,
  seedFilters,
  seedComparisonReviews,
  seedFeeds,
  seedMarketing,
  // After companies, products and reviews: the account managers' perfect views.
  seedPerfectViews,
  // After the claims, reviews and invoices, which pick their leads among the assignments.
  seedPlazaPurchases,
  // Last: makes the prepaid ledgers add up after every area wrote its rows.
  seedPrepaid,
];

/** Loads the demo data when the users table is empty, all in one transaction. Returns true when it seeded. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const userIds = await seedAccounts(tx);
    for (const seed of AREA_SEEDS) await seed(tx, userIds);
    // Demo data is not news: nobody follows the outbox while it loads, and a stream
    // that starts at an empty outbox takes the first live event whatever its id.
    await tx.delete(outbox);
  });
  return true;
}
