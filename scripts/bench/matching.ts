/**
 * How fast the matching engine gives a lead to its companies, with 1,000 active
 * companies and 5,000 filters spread over the country and the catalogue. Runs on
 * PGlite (in memory) and, when one answers, on a disposable database of the local
 * PostgreSQL server. Per database: the time to match one lead, leads one after
 * the other (p50/p95/max), and leads matched per second with several leads at
 * once (PostgreSQL: CONCURRENCY at a time; PGlite has one connection).
 *
 *   npm run bench:matching        (LEADS=400 CONCURRENCY=8 by default)
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { seedAccounts } from '../../api/src/accounts/seed';
import { companies } from '../../api/src/companies/company.table';
import { postalAreas, type PostalArea } from '../../api/src/companies/postal-code-data';
import type { Database } from '../../api/src/db';
import { leads } from '../../api/src/leads/lead.table';
import { matchLead } from '../../api/src/leads/matching';
import { createMailer } from '../../api/src/mail/mailer';
import { companyProductFilters } from '../../api/src/products/company-product-filter.table';
import { companyProducts } from '../../api/src/products/company-product.table';
import { products } from '../../api/src/products/product.table';
import { seedProducts } from '../../api/src/products/seed';
import { onEachDatabase } from './each-database';

const COMPANIES = 1000;
const FILTERS_PER_COMPANY = 5;
const LEADS = Number(process.env.LEADS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);

/** Seeded random numbers (mulberry32), so every run builds the same market. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

async function buildMarket(db: Database): Promise<number[]> {
  const rnd = random(42);
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedProducts(tx);
  });
  const productRows = await db.select().from(products);
  const areas: PostalArea[] = [...postalAreas().values()].filter((a) => a.latitude > 0);
  const companyRows = await db
    .insert(companies)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => {
        const area = rnd.pick(areas);
        return {
          name: `Benchbedrijf ${i}`,
          state: 'active',
          postalCode: `${area.pc4} AA`,
          city: area.city,
          municipality: area.municipality,
          latitude: area.latitude,
          longitude: area.longitude,
        };
      }),
    )
    .returning();
  const cps: (typeof companyProducts.$inferInsert)[] = [];
  for (const company of companyRows) {
    const chosen = new Set<number>();
    while (chosen.size < 3) chosen.add(rnd.pick(productRows).id);
    for (const productId of chosen)
      cps.push({
        companyId: company.id,
        productId,
        assignmentMax: rnd.next() < 0.5 ? rnd.int(20, 200) : null,
        assignmentPeriod: rnd.pick(['day', 'week', 'month'] as const),
      });
  }
  const cpRows = await db.insert(companyProducts).values(cps).returning();
  const companyById = new Map(companyRows.map((c) => [c.id, c]));
  const filters: (typeof companyProductFilters.$inferInsert)[] = [];
  for (let i = 0; i < COMPANIES * FILTERS_PER_COMPANY; i++) {
    const cp = cpRows[i % cpRows.length]!;
    const company = companyById.get(cp.companyId)!;
    const byMunicipality = rnd.next() < 0.25;
    filters.push({
      companyProductId: cp.id,
      position: Math.floor(i / cpRows.length),
      latitude: company.latitude,
      longitude: company.longitude,
      maxDistance: byMunicipality ? 0 : rnd.int(15, 80) * 1000,
      municipalities: byMunicipality ? [company.municipality!] : [],
      assignmentMax: rnd.next() < 0.2 ? rnd.int(10, 50) : null,
    });
  }
  for (let i = 0; i < filters.length; i += 1000)
    await db.insert(companyProductFilters).values(filters.slice(i, i + 1000));

  const now = Date.now();
  const leadRows = await db
    .insert(leads)
    .values(
      Array.from({ length: LEADS }, (_, i) => {
        const area = rnd.pick(areas);
        const product = rnd.pick(productRows);
        return {
          productId: product.id,
          familyName: `Bench ${i}`,
          email: `bench${i}@example.nl`,
          postalCode: `${area.pc4} AB`,
          city: area.city,
          municipality: area.municipality,
          latitude: area.latitude,
          longitude: area.longitude,
          remainingAssignments: product.maxAssignments,
          createdAt: new Date(now - i * 1000),
        };
      }),
    )
    .returning({ id: leads.id });
  return leadRows.map((row) => row.id);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(kind: string, db: Database, parallel: number) {
  const started = performance.now();
  const leadIds = await buildMarket(db);
  const built = performance.now() - started;
  const deps = {
    db,
    mailer: createMailer(db, { smtpUrl: undefined, mailFrom: '' }),
    publicUrl: '',
  };

  // First half one by one (latency), second half several at once (throughput).
  const half = Math.floor(leadIds.length / 2);
  const sequential = leadIds.slice(0, half);
  const concurrent = leadIds.slice(half);
  let assigned = 0;
  const times: number[] = [];
  for (const id of sequential) {
    const t = performance.now();
    assigned += (await matchLead(deps, id)).assigned.length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const assignedOneByOne = assigned;

  const queue = [...concurrent];
  const burstStart = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        // Await first, then add: `assigned += await …` would read the total before the wait.
        const result = await matchLead(deps, id);
        assigned += result.assigned.length;
      }
    }),
  );
  const burstSeconds = (performance.now() - burstStart) / 1000;
  const [filled] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.remainingAssignments, 0))
    .limit(1);

  console.log(
    [
      `${kind}: market of ${COMPANIES} companies and ${COMPANIES * FILTERS_PER_COMPANY} filters built in ${(built / 1000).toFixed(1)} s`,
      `  one lead at a time (${sequential.length} leads): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
      `  ${parallel} at a time (${concurrent.length} leads): ${(concurrent.length / burstSeconds).toFixed(0)} leads/s`,
      `  assignments per lead: ${(assignedOneByOne / sequential.length).toFixed(2)} one at a time, ${((assigned - assignedOneByOne) / concurrent.length).toFixed(2)} at once${filled ? '' : ' (no lead filled)'}`,
    ].join('\n'),
  );
}

await onEachDatabase(measure, CONCURRENCY);
