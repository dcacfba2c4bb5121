import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { dutchDay, lastDays } from '#domain/dashboards/calendar-days';
import {
  PERFECT_VIEW_LEAD_DAYS,
  PERFECT_VIEW_PAGE_SIZE,
  perfectViewScore,
  type PerfectViewCriteria,
  type PerfectViewInput,
} from '#domain/dashboards/perfect-view';
import { MESSAGE } from '#domain/shared/messages';
import type { Database, Executor } from '../db';
import { companies, provinceNames } from '../companies';
import { companyProducts, products } from '../products';
import { reviewSummary } from '../reviews';
import { badRequest, notFound } from '../shared/errors';
import { isIdValue } from '../shared/ids';
import { rowsOf } from '../shared/rows';
import { outdated } from '../shared/version';
import type { PerfectViewJson, PerfectViewMatchJson } from './perfect-view.schema';
import { perfectViews, type PerfectViewRow } from './perfect-view.table';

/** A record id of a path: anything that cannot be one reads as not found. */
export function pathIdOf(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isIdValue(id)) throw notFound();
  return id;
}

async function productNamesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function viewJson(row: PerfectViewRow, names: Map<number, string>): PerfectViewJson {
  return {
    id: row.id,
    name: row.name,
    product_ids: row.productIds,
    products: row.productIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)! })),
    provinces: row.provinces,
    states: row.states,
    min_review_average: row.minReviewAverage === null ? null : Number(row.minReviewAverage),
    account_manager: row.accountManager,
    chosen: row.chosen,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The views as the api answers them, with their products' names. */
export async function viewsJson(db: Executor, rows: PerfectViewRow[]): Promise<PerfectViewJson[]> {
  const names = await productNamesOf(db, [...new Set(rows.flatMap((row) => row.productIds))]);
  return rows.map((row) => viewJson(row, names));
}

export async function viewJsonOf(db: Executor, row: PerfectViewRow): Promise<PerfectViewJson> {
  const [json] = await viewsJson(db, [row]);
  return json!;
}

/** The viewer's views, the chosen one first, then by name. */
export async function perfectViewsOf(db: Executor, ownerUserId: number): Promise<PerfectViewRow[]> {
  return db
    .select()
    .from(perfectViews)
    .where(eq(perfectViews.ownerUserId, ownerUserId))
    .orderBy(
      desc(perfectViews.chosen),
      asc(sql`lower(${perfectViews.name})`),
      asc(perfectViews.id),
    );
}

/** One of the viewer's views; another user's view is as good as missing (404). */
export async function ownPerfectView(
  db: Executor,
  ownerUserId: number,
  id: number,
): Promise<PerfectViewRow> {
  const [row] = await db
    .select()
    .from(perfectViews)
    .where(and(eq(perfectViews.id, id), eq(perfectViews.ownerUserId, ownerUserId)));
  if (!row) throw notFound();
  return row;
}

export async function chosenPerfectView(
  db: Executor,
  ownerUserId: number,
): Promise<PerfectViewRow | null> {
  const [row] = await db
    .select()
    .from(perfectViews)
    .where(and(eq(perfectViews.ownerUserId, ownerUserId), eq(perfectViews.chosen, true)));
  return row ?? null;
}

/**
 * What the schema cannot know: the products must exist, the provinces must be the
 * reference data's (the names companies get from their postal code), and the name must
 * be free among the owner's views.
 */
export async function checkPerfectView(
  db: Executor,
  ownerUserId: number,
  input: PerfectViewInput,
  id?: number,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.product_ids.length > 0) {
    const found = await productNamesOf(db, input.product_ids);
    if (found.size !== input.product_ids.length) fields.product_ids = MESSAGE.SELECT_OPTION;
  }
  const known = provinceNames();
  if (input.provinces.some((name) => !known.includes(name)))
    fields.provinces = MESSAGE.SELECT_OPTION;
  const [taken] = await db
    .select({ id: perfectViews.id })
    .from(perfectViews)
    .where(
      and(
        eq(perfectViews.ownerUserId, ownerUserId),
        sql`lower(${perfectViews.name}) = lower(${input.name})`,
        id === undefined ? undefined : ne(perfectViews.id, id),
      ),
    );
  if (taken) fields.name = MESSAGE.NAME_IN_USE;
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGE.VALIDATION_FAILED, fields);
}

const columnsOf = (input: PerfectViewInput) => ({
  name: input.name,
  productIds: input.product_ids,
  provinces: input.provinces,
  states: input.states,
  minReviewAverage: input.min_review_average,
  accountManager: input.account_manager,
});

/** A new view; the owner's first view (or the first while none is chosen) is the chosen one. */
export async function createPerfectView(
  db: Executor,
  ownerUserId: number,
  input: PerfectViewInput,
): Promise<PerfectViewRow> {
  const chosen = (await chosenPerfectView(db, ownerUserId)) === null;
  const [row] = await db
    .insert(perfectViews)
    .values({ ownerUserId, ...columnsOf(input), chosen })
    .returning();
  return row!;
}

/** Saves the criteria over the version read; 409 when the view was saved in between. */
export async function updatePerfectView(
  db: Executor,
  ownerUserId: number,
  id: number,
  version: number,
  input: PerfectViewInput,
): Promise<PerfectViewRow> {
  const [row] = await db
    .update(perfectViews)
    .set({ ...columnsOf(input), version: sql`${perfectViews.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(perfectViews.id, id),
        eq(perfectViews.ownerUserId, ownerUserId),
        eq(perfectViews.version, version),
      ),
    )
    .returning();
  if (!row) throw outdated();
  return row;
}

/**
 * Makes the view the chosen one and un-chooses the owner's others, in one transaction (the
 * partial unique index keeps it at one even when two choices cross). Choosing is a
 * preference, not an edit of the criteria: it leaves the version alone.
 */
export async function choosePerfectView(
  db: Database,
  ownerUserId: number,
  id: number,
): Promise<PerfectViewRow> {
  return db.transaction(async (tx) => {
    await ownPerfectView(tx, ownerUserId, id);
    await tx
      .update(perfectViews)
      .set({ chosen: false })
      .where(
        and(
          eq(perfectViews.ownerUserId, ownerUserId),
          eq(perfectViews.chosen, true),
          ne(perfectViews.id, id),
        ),
      );
    const [row] = await tx
      .update(perfectViews)
      .set({ chosen: true })
      .where(and(eq(perfectViews.id, id), eq(perfectViews.ownerUserId, ownerUserId)))
      .returning();
    return row!;
  });
}

export function criteriaOf(row: PerfectViewRow): PerfectViewCriteria {
  return {
    ownerUserId: row.ownerUserId,
    productIds: row.productIds,
    provinces: row.provinces,
    states: row.states,
    minReviewAverage: row.minReviewAverage === null ? null : Number(row.minReviewAverage),
    accountManager: row.accountManager,
  };
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A company's published reviews' average, one decimal, as the reviews screens show it. */
const reviewAverageOf = (now: Date) => sql`(SELECT round(avg(r.rating)::numeric, 1)
  FROM reviews r WHERE r.company_id = c.id AND r.status = 'public' AND r.published_at <= ${now.toISOString()}::timestamptz)`;

/**
 * perfectViewScore's rule in SQL over `companies c`: every criterion the view sets must
 * hold. Keep the two in step (tests/dashboards/perfect-view.api.test.ts compares them).
 */
function matchConditions(view: PerfectViewCriteria, now: Date): SQL {
  const conditions: SQL[] = [];
  if (view.productIds.length > 0)
    conditions.push(sql`EXISTS (SELECT 1 FROM company_products cp
      WHERE cp.company_id = c.id AND cp.product_id IN (${list(view.productIds)}))`);
  if (view.provinces.length > 0) conditions.push(sql`c.province IN (${list(view.provinces)})`);
  if (view.states.length > 0) conditions.push(sql`c.state IN (${list(view.states)})`);
  if (view.minReviewAverage !== null)
    conditions.push(sql`${reviewAverageOf(now)} >= ${view.minReviewAverage}`);
  if (view.accountManager === 'mine')
    conditions.push(sql`c.account_manager_id = ${view.ownerUserId}`);
  if (view.accountManager === 'none') conditions.push(sql`c.account_manager_id IS NULL`);
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`;
}

interface MatchRow {
  id: number;
  name: string;
  state: string;
  city: string | null;
  province: string | null;
  account_manager_id: number | null;
  account_manager_name: string | null;
  review_average: string | null;
  review_count: number;
  leads: number;
}

/**
 * The companies that meet every criterion of a view, by name, 15 a page, with their
 * account manager, review average and leads of the last 31 days (the company's rows of
 * assigned_lead_day_stats by primary key; only for the page's companies).
 */
export async function perfectViewMatches(
  db: Executor,
  view: PerfectViewCriteria,
  page: number,
  now = new Date(),
): Promise<{ items: PerfectViewMatchJson[]; total: number }> {
  const where = matchConditions(view, now);
  const since = lastDays(dutchDay(now), PERFECT_VIEW_LEAD_DAYS).start;
  const rows = rowsOf<MatchRow>(
    await db.execute(sql`
      SELECT m.id, m.name, m.state, m.city, m.province, m.account_manager_id,
             nullif(concat_ws(' ', u.given_name, u.family_name), '') AS account_manager_name,
             rv.average::text AS review_average, rv.count::int AS review_count,
             coalesce((SELECT sum(s.leads) FROM assigned_lead_day_stats s
                        WHERE s.company_id = m.id AND s.day >= ${since}::date), 0)::int AS leads
        FROM (SELECT c.id, c.name, c.state, c.city, c.province, c.account_manager_id
                FROM companies c WHERE ${where}
               ORDER BY lower(c.name), c.id
               LIMIT ${PERFECT_VIEW_PAGE_SIZE} OFFSET ${(page - 1) * PERFECT_VIEW_PAGE_SIZE}) m
        LEFT JOIN users u ON u.id = m.account_manager_id
        LEFT JOIN LATERAL (
          SELECT round(avg(r.rating)::numeric, 1) AS average, count(*) AS count
            FROM reviews r
           WHERE r.company_id = m.id AND r.status = 'public'
             AND r.published_at <= ${now.toISOString()}::timestamptz) rv ON true
       ORDER BY lower(m.name), m.id`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM companies c WHERE ${where}`),
  );
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      state: row.state,
      city: row.city,
      province: row.province,
      account_manager_id: row.account_manager_id === null ? null : Number(row.account_manager_id),
      account_manager_name: row.account_manager_name,
      review_average: row.review_average === null ? null : Number(row.review_average),
      review_count: Number(row.review_count),
      leads_last_31_days: Number(row.leads),
    })),
    total: Number(count?.n ?? 0),
  };
}

/** How one company scores against a view (404 when the company does not exist). */
export async function companyScore(
  db: Executor,
  companyId: number,
  view: PerfectViewCriteria,
  now = new Date(),
) {
  const [company] = await db
    .select({
      id: companies.id,
      province: companies.province,
      state: companies.state,
      accountManagerId: companies.accountManagerId,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const taken = await db
    .select({ productId: companyProducts.productId })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, companyId));
  const reviews = await reviewSummary(db, companyId, now);
  return perfectViewScore(
    {
      productIds: taken.map((row) => row.productId),
      province: company.province,
      state: company.state,
      reviewAverage: reviews.count > 0 ? reviews.rating : null,
      accountManagerId: company.accountManagerId,
    },
    view,
  );
}

/** Does the company exist? (The company check without a chosen view still answers 404.) */
export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return !!row;
}
