/**
 * How fast the homes answer on three years of business, and whether the per-day
 * aggregates they read are exact. Builds 300 companies, LEADS leads over three years
 * and ASSIGNED assigned leads (five per lead), with claims on one in twenty and credits
 * for the accepted ones: bulk-loaded with the triggers off and summed by the migration's
 * own backfill. Then writes a live slice with the triggers on (new leads and assignments,
 * claims, acceptances with credits, repricing, a product change, deletes), and reads:
 *   - metrics: GET /metrics/lead_and_revenue's answer: the last 29 days by day against the
 *     29 before, this year by week, three years by month against a year earlier, one product;
 *   - company: GET /company/{id}/dashboard's answer for a random company;
 *   - partner: GET /company/{id}/partner_dashboard's answer (the previous month) of a partner
 *     company in turn (a quarter of the leads are sent by the six partners);
 *   - stats: GET /company/{id}/stats's answer for a company in turn: all time, the previous
 *     month of a partner, 90 days against the 90 before;
 *   - allstats: GET /company/all-stats's answer: every company's last 30 days, by revenue.
 *   - marketing: GET /company/marketing-stats in four modes, 30 days to a year;
 *   - overviews: GET /company/partners/stats and GET /company/coverage, 30 days to a year;
 *   - worklists: the lead managers' companies without leads and with a low balance.
 * Prints p50/p95 per read against the budget (200 ms on PostgreSQL, 1 s on PGlite) and
 * the recount check (dayStatsMismatches). Runs on PGlite (in memory) and, when one
 * answers, on a disposable database of the local PostgreSQL server.
 *
 *   npm run bench:dashboards      (LEADS=200000 ASSIGNED=1000000 READS=200 by default)
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { addDays, comparedRange, dutchDay, lastDays } from '#domain/dashboards/calendar-days';
import type { MarketingMode } from '#domain/leads/marketing-modes';
import { seedAccounts } from '../../api/src/accounts/seed';
import { companies, type CompanyRow } from '../../api/src/companies/company.table';
import { companyDashboard } from '../../api/src/dashboards/company-dashboard';
import { companyAllStats, companyStats } from '../../api/src/dashboards/company-stats';
import { partnerDashboard, previousMonth } from '../../api/src/dashboards/partner-dashboard';
import { companyStatsPeriod } from '#domain/dashboards/company-stats-rules';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';
import {
  companiesWithLowBalance,
  companiesWithoutLeads,
} from '../../api/src/dashboards/lead-generator-work-lists';
import { coverageOverview } from '../../api/src/dashboards/overview-coverage';
import { partnerOverview } from '../../api/src/dashboards/overview-partners';
import { leadAndRevenue, type MetricsQuery } from '../../api/src/dashboards/lead-and-revenue';
import { marketingStats } from '../../api/src/marketing/marketing-stats';
import type { Database } from '../../api/src/db';
import { products } from '../../api/src/products/product.table';
import { seedProducts } from '../../api/src/products/seed';
import { onEachDatabase } from './each-database';
import { ownCpuMs, postgresCpuMs } from './process-cpu';

const LEADS = Number(process.env.LEADS ?? 200_000);
const ASSIGNED = Number(process.env.ASSIGNED ?? 1_000_000);
const READS = Number(process.env.READS ?? 200);
const COMPANIES = 300;
const PER_LEAD = Math.max(1, Math.round(ASSIGNED / LEADS));
const BUDGET_MS: Record<string, number> = { PGlite: 1000, PostgreSQL: 200 };

/** The migrations' backfill statements: the bench sums the bulk load exactly as a migration would. */
function backfillStatements(files: string[]): string[] {
  return files.flatMap((file) => {
    const migration = readFileSync(
      new URL(`../../api/migrations/${file}`, import.meta.url),
      'utf8',
    );
    return migration
      .slice(migration.indexOf('-- Backfill'))
      .split(/;\s*$/m)
      .filter((part) => /INSERT|UPDATE/.test(part));
  });
}

async function buildCompanies(db: Database): Promise<CompanyRow[]> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedProducts(tx);
  });
  return db
    .insert(companies)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => ({
        name: `Benchbedrijf ${i}`,
        state: 'active',
        postalCode: '3511 AA',
        city: 'Utrecht',
        latitude: 52.09 + (i % 17) * 0.05,
        longitude: 5.12 + (i % 13) * 0.05,
        isPrepaid: i % 3 === 0,
        balance: i % 3 === 0 ? 1_000_000 : 0,
        isPartner: i % 50 === 0,
      })),
    )
    .returning();
}

/**
 * Three years of leads, PER_LEAD companies each, claims on one assignment in twenty
 * (a third accepted, with a credit), all in SQL (setseed: the same data every run).
 */
async function bulkLoad(db: Database, firstCompany: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`SELECT setseed(0.42)`);
    await tx.execute(sql`
      INSERT INTO leads (product_id, family_name, email, postal_code, city, municipality,
                         province, latitude, longitude, remaining_assignments, source, created_at)
      SELECT p.ids[1 + floor(random() * array_length(p.ids, 1))::int], 'Bench ' || g,
             'bench' || g || '@example.nl', '3511 AB', 'Utrecht',
             (ARRAY['Utrecht', 'Amersfoort', 'Zeist', 'Nieuwegein', 'Houten', 'Veenendaal',
                    'Woerden', 'De Bilt'])[1 + floor(random() * 8)::int], 'Utrecht',
             51.5 + random() * 1.7, 4.2 + random() * 2.6, 0,
             (ARRAY['staff', 'partner', 'quote_form', 'quote_form'])[1 + floor(random() * 4)::int],
             now() - random() * interval '1095 days'
        FROM generate_series(1, ${LEADS}) g, (SELECT array_agg(id) AS ids FROM products) p`);
    // Where each lead came from: one of eight tracking profiles (docs/marketing.md).
    await tx.execute(sql`
      UPDATE leads SET utm_source = (ARRAY['google', 'google', NULL, 'facebook', 'bing', 'nieuwsbrief', 'bespaarcheck', NULL])[t.k],
                       utm_medium = (ARRAY['cpc', 'cpc', NULL, 'paid_social', 'cpc', 'email', 'affiliate', NULL])[t.k],
                       utm_campaign = (ARRAY['zon-zoeken', 'dak-zoeken', NULL, 'zon-facebook', 'zon-bing', 'nieuwsbrief', NULL, NULL])[t.k],
                       source_domain = (ARRAY['mijnzonnepanelen.nl', 'mijndakkapel.nl', 'mijnzonnepanelen.nl', 'mijnzonnepanelen.nl', NULL, 'offertevergelijker.nl', 'offertevergelijker.nl', NULL])[t.k]
        FROM (SELECT id, 1 + (id * 7 + (id / 13)) % 8 AS k FROM leads) t
       WHERE t.id = leads.id AND leads.source <> 'staff'`);
    await tx.execute(sql`
      INSERT INTO assigned_leads (lead_id, company_id, price_cents, price_source, state, created_at)
      SELECT l.id, ${firstCompany} + ((l.id * 13 + k * 61) % ${COMPANIES}),
             500 + floor(random() * 4500)::int, 'product', floor(random() * 8)::int,
             l.created_at + random() * interval '2 hours'
        FROM leads l, generate_series(0, ${PER_LEAD - 1}) k`);
    await tx.execute(sql`
      INSERT INTO claims (assigned_lead_id, company_id, status, description, message, credited, created_at)
      SELECT a.id, a.company_id, (ARRAY[0, 1, 2, 3, 4, 2])[1 + floor(random() * 6)::int],
             'no_contact', 'Nooit bereikbaar.', false, a.created_at + interval '2 days'
        FROM assigned_leads a WHERE a.id % 20 = 0`);
    await tx.execute(sql`UPDATE claims SET credited = true WHERE status = 2`);
    await tx.execute(sql`
      INSERT INTO claim_credits (claim_id, company_id, assigned_lead_id, amount_cents, reason, created_at)
      SELECT k.id, k.company_id, k.assigned_lead_id, a.price_cents, 'claim_accepted',
             k.created_at + interval '1 day'
        FROM claims k JOIN assigned_leads a ON a.id = k.assigned_lead_id WHERE k.status = 2`);
    await tx.execute(sql`
      INSERT INTO crm_tasks (assigned_lead_id, type, task_date)
      SELECT a.id, 400, a.created_at + interval '3 days' FROM assigned_leads a WHERE a.id % 7 = 0`);
  });
}

/**
 * The partners' side: the leads with source 'partner' are sent by the partner companies
 * (every 50th), each partner manages ten companies.
 */
async function partnerLoad(db: Database, companyRows: CompanyRow[]) {
  const partners = companyRows.filter((c) => c.isPartner).map((c) => c.id);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      UPDATE leads SET partner_company_id = (${`{${partners.join(',')}}`}::int[])[1 + id % ${partners.length}]
       WHERE source = 'partner'`);
  });
  await db.execute(sql`
    INSERT INTO company_partner_links (partner_company_id, company_id)
    SELECT p.id, c.id FROM companies p JOIN companies c ON c.id BETWEEN p.id + 1 AND p.id + 10
     WHERE p.is_partner`);
}

/**
 * The migrations' sums of everything loaded, after the partners are set (the marketing
 * rows are kept per partner); 0044 adds the partner leads' revenue to the rows 0039 sums.
 */
async function backfill(db: Database) {
  const migrations = [
    '0037_dashboards.sql',
    '0039_partner_day_stats.sql',
    '0042_marketing_stats.sql',
    '0044_overviews.sql',
    '0048_claims_lead_partner.sql',
  ];
  for (const statement of backfillStatements(migrations)) await db.execute(sql.raw(statement));
}

/** Company stats reads: all time, a partner's previous month, 90 days against the 90 before. */
function statsReads(db: Database, companyRows: CompanyRow[]) {
  const today = dutchDay(new Date());
  return (i: number) => {
    const company = companyRows[(i * 37) % companyRows.length]!;
    const asked = i % 3 === 2 ? { startDate: addDays(today, -89), endDate: today } : ({} as const);
    return companyStats(db, company, companyStatsPeriod(company, today, asked));
  };
}

/** Changes written with the triggers on, as the portal's write paths would. */
async function liveSlice(db: Database, firstCompany: number) {
  await db.execute(sql`
    INSERT INTO leads (product_id, family_name, email, postal_code, remaining_assignments, source, created_at)
    SELECT (SELECT min(id) FROM products) + g % 3, 'Live ' || g, 'live' || g || '@example.nl',
           '3511 AB', 0, 'partner', now() - (g % 40) * interval '1 day'
      FROM generate_series(1, 1000) g`);
  await db.execute(sql`
    INSERT INTO assigned_leads (lead_id, company_id, price_cents, price_source, created_at)
    SELECT l.id, ${firstCompany} + ((l.id + k * 7) % ${COMPANIES}), 2500, 'product', l.created_at
      FROM leads l, generate_series(0, 4) k WHERE l.family_name LIKE 'Live %'`);
  await db.execute(sql`
    INSERT INTO claims (assigned_lead_id, company_id, description, message)
    SELECT a.id, a.company_id, 'no_contact', 'Live.' FROM assigned_leads a
      JOIN leads l ON l.id = a.lead_id WHERE l.family_name LIKE 'Live %' AND a.id % 10 = 0`);
  await db.execute(
    sql`UPDATE claims SET status = 2, credited = true WHERE message = 'Live.' AND id % 2 = 0`,
  );
  await db.execute(sql`
    INSERT INTO claim_credits (claim_id, company_id, assigned_lead_id, amount_cents, reason)
    SELECT id, company_id, assigned_lead_id, 2500, 'claim_accepted' FROM claims
     WHERE message = 'Live.' AND status = 2`);
  await db.execute(
    sql`UPDATE assigned_leads SET price_cents = price_cents + 100 WHERE id % 997 = 0`,
  );
  await db.execute(sql`
    UPDATE leads SET product_id = (SELECT max(id) FROM products) WHERE family_name LIKE 'Live %' AND id % 5 = 0`);
  await db.execute(sql`
    UPDATE leads SET utm_source = 'google', utm_medium = 'cpc', utm_campaign = 'zon-zoeken'
     WHERE family_name LIKE 'Live %' AND id % 4 = 0`);
  await db.execute(sql`DELETE FROM leads WHERE family_name LIKE 'Live %' AND id % 9 = 0`);
  // As autovacuum would have done on a table this old: statistics and the visibility map
  // (index-only reads need it).
  await db.execute(sql`VACUUM ANALYZE`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function report(kind: string, name: string, { times, cpu }: Timing) {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const budget = BUDGET_MS[kind] ?? 200;
  const cpuText =
    kind === 'PostgreSQL'
      ? `CPU/read bench ${cpu.bench.toFixed(1)} ms + PostgreSQL ${cpu.postgres.toFixed(1)} ms`
      : `CPU/read ${cpu.bench.toFixed(1)} ms (bench and PGlite)`;
  console.log(
    `  ${name.padEnd(10)} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(budget ${budget} ms: ${p95 <= budget ? 'ok' : 'OVER'}); ${cpuText}`,
  );
  return p95 <= budget;
}

function metricsQueries(productIds: number[]): MetricsQuery[] {
  const today = dutchDay(new Date());
  return [
    { range: lastDays(today, 29), groupBy: 'day', compareWith: 'previous_period' },
    { range: { start: `${today.slice(0, 4)}-01-01`, end: today }, groupBy: 'week' },
    {
      range: { start: addDays(today, -1094), end: today },
      groupBy: 'month',
      compareWith: 'previous_year',
    },
    { range: lastDays(today, 90), groupBy: 'week', productId: productIds[0] },
  ];
}

interface Timing {
  times: number[];
  /** CPU milliseconds per read of this process (with PGlite: the database too) and of PostgreSQL. */
  cpu: { bench: number; postgres: number };
}

async function timed(reads: number, read: (i: number) => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  let cpuStart = { bench: 0, postgres: 0 };
  for (let i = 0; i < reads + 10; i += 1) {
    if (i === 10) cpuStart = { bench: ownCpuMs(), postgres: postgresCpuMs() };
    const started = performance.now();
    await read(i);
    if (i >= 10) times.push(performance.now() - started); // the first ten warm up
  }
  return {
    times,
    cpu: {
      bench: (ownCpuMs() - cpuStart.bench) / reads,
      postgres: (postgresCpuMs() - cpuStart.postgres) / reads,
    },
  };
}

let failed = false;

async function measure(kind: string, db: Database) {
  const started = performance.now();
  const companyRows = await buildCompanies(db);
  await bulkLoad(db, companyRows[0]!.id);
  await partnerLoad(db, companyRows);
  await backfill(db);
  await liveSlice(db, companyRows[0]!.id);
  const loaded = (performance.now() - started) / 1000;
  const productIds = (await db.select({ id: products.id }).from(products)).map((p) => p.id);
  console.log(
    `${kind}: ${LEADS.toLocaleString('en')} leads, ${(LEADS * PER_LEAD).toLocaleString('en')} assigned leads over three years (loaded in ${loaded.toFixed(1)} s), ${READS} reads each:`,
  );
  const queries = metricsQueries(productIds);
  const metrics = await timed(READS, (i) => leadAndRevenue(db, queries[i % queries.length]!));
  const company = await timed(READS, (i) =>
    companyDashboard(db, companyRows[(i * 37) % companyRows.length]!),
  );
  const partnerRows = companyRows.filter((c) => c.isPartner);
  const today = dutchDay(new Date());
  const partner = await timed(READS, (i) =>
    partnerDashboard(db, partnerRows[i % partnerRows.length]!, {
      range: previousMonth(today),
      groupBy: 'day',
    }),
  );
  const stats = await timed(READS, statsReads(db, companyRows));
  const allStats = await timed(READS, (i) =>
    companyAllStats(db, {
      range: lastDays(today, 30),
      sort: 'revenue',
      order: 'desc',
      page: 1 + (i % 3),
    }),
  );
  // The marketing overview: 30 days and a year, in the modes that group most.
  const marketingReads: { mode: MarketingMode; days: number }[] = [
    { mode: 'all', days: 30 },
    { mode: 'campaign-medium', days: 365 },
    { mode: 'source-domain', days: 90 },
    { mode: 'google-ads', days: 365 },
  ];
  const marketing = await timed(READS, (i) => {
    const { mode, days } = marketingReads[i % marketingReads.length]!;
    const range = lastDays(today, days);
    return marketingStats(db, { mode, range, compared: comparedRange(range, 'previous_period') });
  });
  // The overviews and the lead managers' work lists.
  const overviews = await timed(READS, (i) => {
    const range = lastDays(today, [30, 90, 365][i % 3]!);
    return i % 2 === 0 ? partnerOverview(db, { range }) : coverageOverview(db, { range });
  });
  const workLists = await timed(READS, (i) =>
    i % 2 === 0 ? companiesWithoutLeads(db, 1 + (i % 3)) : companiesWithLowBalance(db, 1),
  );
  const withinBudget = [
    report(kind, 'metrics', metrics),
    report(kind, 'company', company),
    report(kind, 'partner', partner),
    report(kind, 'stats', stats),
    report(kind, 'allstats', allStats),
    report(kind, 'marketing', marketing),
    report(kind, 'overviews', overviews),
    report(kind, 'worklists', workLists),
  ];
  const recountStarted = performance.now();
  const mismatches = await dayStatsMismatches(db);
  console.log(
    `  recount  ${mismatches.length === 0 ? 'exact' : `${mismatches.length} groups differ`} ` +
      `(${((performance.now() - recountStarted) / 1000).toFixed(1)} s)`,
  );
  for (const mismatch of mismatches.slice(0, 5)) console.log('   ', mismatch);
  if (mismatches.length > 0 || withinBudget.includes(false)) failed = true;
}

await onEachDatabase(measure, 1);
if (failed) process.exitCode = 1;
