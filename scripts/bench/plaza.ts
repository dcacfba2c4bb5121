/**
 * How fast the lead plaza searches and sells. Builds a market of 300 companies
 * and leads on sale spread over the country, the catalogue and the last seven
 * days (answers, competitors), first 10,000 and then 100,000 of them, and per
 * size runs a mix of searches with every facet:
 *   - broad: everything on sale, newest first (the heaviest: every offer counted);
 *   - company: one to three products with a choice or a range, 25-150 km around
 *     the company, by date or distance;
 *   - area: one product in a handful of municipalities.
 * Then buys leads for random companies, CONCURRENCY at a time (PGlite: one).
 * Runs on PGlite (in memory) and, when one answers, on a disposable database
 * of the local PostgreSQL server.
 *
 *   npm run bench:plaza         (SEARCHES=200 BUYS=400 CONCURRENCY=8 by default)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { seedAccounts } from '../../api/src/accounts/seed';
import { companies, type CompanyRow } from '../../api/src/companies/company.table';
import { postalAreas, type PostalArea } from '../../api/src/companies/postal-code-data';
import type { Database } from '../../api/src/db';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import { createMailer } from '../../api/src/mail/mailer';
import { buyPlazaLead } from '../../api/src/plaza/plaza-purchase';
import { plazaSearchAnswer } from '../../api/src/plaza/search-routes';
import { products, type ProductRow } from '../../api/src/products/product.table';
import { seedProducts } from '../../api/src/products/seed';
import { isChoiceQuestion } from '#domain/products/product-question';
import { plazaQuerySchema, type PlazaQueryInput } from '#domain/plaza/plaza-query';
import { onEachDatabase } from './each-database';

const SIZES = [10_000, 100_000];
const COMPANIES = 300;
const SEARCHES = Number(process.env.SEARCHES ?? 200);
const BUYS = Number(process.env.BUYS ?? 400);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WINDOW_MS = 7 * 86_400_000;

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
type Random = ReturnType<typeof random>;

const areas = (): PostalArea[] =>
  [...postalAreas().values()].filter((a) => a.latitude > 0 && a.municipality !== '');

function answersFor(product: ProductRow, rnd: Random) {
  const answers: Record<string, string | string[] | number> = {};
  for (const question of product.questions) {
    if (rnd.next() < 0.15) continue;
    if (isChoiceQuestion(question)) {
      const value = rnd.pick(question.options).value;
      answers[question.key] = question.kind === 'multiple_choice' ? [value] : value;
    } else answers[question.key] = rnd.int(question.min, question.max);
  }
  return answers;
}

async function buildCompanies(db: Database, rnd: Random): Promise<CompanyRow[]> {
  await db.transaction(async (tx) => {
    await seedAccounts(tx);
    await seedProducts(tx);
  });
  const places = areas();
  return db
    .insert(companies)
    .values(
      Array.from({ length: COMPANIES }, (_, i) => {
        const area = rnd.pick(places);
        return {
          name: `Benchbedrijf ${i}`,
          state: 'active',
          postalCode: `${area.pc4} AA`,
          city: area.city,
          municipality: area.municipality,
          latitude: area.latitude,
          longitude: area.longitude,
          isPrepaid: i % 3 === 0,
          balance: i % 3 === 0 ? 1_000_000 : 0,
        };
      }),
    )
    .returning();
}

/**
 * Adds leads on sale, with some companies holding them already. The triggers
 * are off while loading (a bulk load); the offers are then built by the same
 * statement the migration uses, so the search sees what the triggers would keep.
 */
async function addLeads(
  db: Database,
  count: number,
  catalogue: ProductRow[],
  companyRows: CompanyRow[],
  rnd: Random,
) {
  const places = areas();
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    for (let done = 0; done < count; done += 2000) {
      const batch = Array.from({ length: Math.min(2000, count - done) }, (_, i) => {
        const area = rnd.pick(places);
        const product = rnd.pick(catalogue);
        const competitors = rnd.int(0, product.maxAssignments - 1);
        return {
          lead: {
            productId: product.id,
            familyName: `Bench ${done + i}`,
            email: `bench${done + i}@example.nl`,
            postalCode: `${area.pc4} AB`,
            city: area.city,
            municipality: area.municipality,
            province: area.province,
            latitude: area.latitude,
            longitude: area.longitude,
            answers: answersFor(product, rnd),
            remainingAssignments: product.maxAssignments - competitors,
            assignedCount: competitors,
            createdAt: new Date(now - rnd.next() * (WINDOW_MS - 3_600_000)),
          },
          competitors,
        };
      });
      const rows = await tx
        .insert(leads)
        .values(batch.map((entry) => entry.lead))
        .returning({ id: leads.id });
      const holders = rows.flatMap((row, i) => {
        const taken = new Set<number>();
        while (taken.size < batch[i]!.competitors) taken.add(rnd.pick(companyRows).id);
        return [...taken].map((companyId) => ({
          leadId: row.id,
          companyId,
          priceCents: 1000,
          priceSource: 'product' as const,
        }));
      });
      if (holders.length > 0) await tx.insert(assignedLeads).values(holders);
    }
  });
  await db.execute(sql`DELETE FROM plaza_offers`);
  await db.execute(sql`
    INSERT INTO plaza_offers (lead_id, created_at, product_id, competitors, option_mask, x, y, z,
                              country, area, municipality, range_values)
    SELECT l.id, l.created_at, l.product_id, l.assigned_count, plaza_option_mask(p.questions, l.answers),
           cos(radians(l.latitude)) * cos(radians(l.longitude)),
           cos(radians(l.latitude)) * sin(radians(l.longitude)), sin(radians(l.latitude)), l.country, left(upper(replace(l.postal_code, ' ', '')), 2),
           l.municipality, plaza_range_values(p.questions, l.answers)
      FROM leads l JOIN products p ON p.id = l.product_id
     WHERE l.remaining_assignments > 0 AND NOT l.bad AND l.duplicate_of_id IS NULL
       AND NOT l.stop_matching AND NOT l.claimed AND (l.verified OR NOT l.must_be_verified)
       AND l.created_at > now() - interval '8 days'`);
  await db.execute(sql`ANALYZE`);
}

type Kind = 'broad' | 'company' | 'area';

function randomQuery(kind: Kind, catalogue: ProductRow[], rnd: Random): PlazaQueryInput {
  if (kind === 'broad') return {};
  if (kind === 'area') {
    const places = areas();
    const province = rnd.pick(places).province;
    const inProvince = [
      ...new Set(places.filter((a) => a.province === province).map((a) => a.municipality)),
    ];
    return {
      products: { [rnd.pick(catalogue).discr]: { enabled: true } },
      municipalities: Array.from({ length: 5 }, () => rnd.pick(inProvince)),
    };
  }
  const query: PlazaQueryInput = {
    distance: rnd.int(25, 150),
    sortColumn: rnd.pick(['date', 'distance'] as const),
    products: {},
  };
  const wanted = rnd.int(1, 3);
  for (let i = 0; i < wanted; i += 1) {
    const product = rnd.pick(catalogue);
    const question = rnd.pick(product.questions);
    const filter: NonNullable<PlazaQueryInput['products']>[string] = { enabled: true };
    if (isChoiceQuestion(question))
      filter.choices = { [question.key]: question.options.slice(0, 2).map((o) => o.value) };
    else {
      const range = { gte: question.min, lte: Math.round((question.min + question.max) / 2) };
      if (question.kind === 'integer_range') filter.integerRanges = { [question.key]: range };
      else filter.meterRanges = { [question.key]: range };
    }
    query.products![product.discr] = filter;
  }
  return query;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function searches(
  db: Database,
  catalogue: ProductRow[],
  companyRows: CompanyRow[],
  rnd: Random,
) {
  const times: Record<Kind | 'all', number[]> = { broad: [], company: [], area: [], all: [] };
  for (let i = 0; i < SEARCHES + 20; i += 1) {
    const kind: Kind = i % 4 === 0 ? 'broad' : i % 4 === 3 ? 'area' : 'company';
    const query = plazaQuerySchema.parse(randomQuery(kind, catalogue, rnd));
    const company = rnd.pick(companyRows);
    const started = performance.now();
    await plazaSearchAnswer(db, company, query, new Date());
    const elapsed = performance.now() - started;
    if (i < 20) continue; // warm-up
    times[kind].push(elapsed);
    times.all.push(elapsed);
  }
  return times;
}

async function buys(db: Database, companyRows: CompanyRow[], parallel: number, rnd: Random) {
  const deps = {
    db,
    mailer: createMailer(db, { smtpUrl: undefined, mailFrom: '' }),
    publicUrl: '',
  };
  const onSale = (await db.execute(
    sql`SELECT lead_id FROM plaza_offers ORDER BY random() LIMIT ${BUYS}`,
  )) as unknown;
  const rows = (Array.isArray(onSale) ? onSale : (onSale as { rows: unknown[] }).rows) as {
    lead_id: number;
  }[];
  const queue = rows.map((row) => row.lead_id);
  let sold = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let leadId = queue.shift(); leadId !== undefined; leadId = queue.shift()) {
        try {
          await buyPlazaLead(deps, { companyId: rnd.pick(companyRows).id, leadId, userId: null });
          sold += 1;
        } catch {
          refused += 1; // already held by that company, kept apart, …
        }
      }
    }),
  );
  return { sold, refused, perSecond: (sold + refused) / ((performance.now() - started) / 1000) };
}

async function measure(kind: string, db: Database, parallel: number) {
  const rnd = random(7);
  const companyRows = await buildCompanies(db, rnd);
  const catalogue = await db.select().from(products);
  let loaded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await addLeads(db, size - loaded, catalogue, companyRows, rnd);
    loaded = size;
    const built = (performance.now() - started) / 1000;
    const times = await searches(db, catalogue, companyRows, rnd);
    console.log(
      [
        `${kind}, ${size.toLocaleString('en')} leads on sale (loaded in ${built.toFixed(1)} s), ${SEARCHES} searches with all facets:`,
        `  all:     ${summary(times.all)}`,
        `  broad:   ${summary(times.broad)}  (everything on sale, newest first)`,
        `  company: ${summary(times.company)}  (1-3 products with a choice or range, 25-150 km)`,
        `  area:    ${summary(times.area)}  (one product, five municipalities)`,
      ].join('\n'),
    );
  }
  const bought = await buys(db, companyRows, parallel, rnd);
  console.log(
    `  buying, ${parallel} at a time: ${bought.perSecond.toFixed(0)} buys/s (${bought.sold} sold, ${bought.refused} refused)`,
  );
}

await onEachDatabase(measure, CONCURRENCY);
