import { sql } from 'drizzle-orm';
import {
  addDays,
  bucketStart,
  bucketsOf,
  comparedRange,
  dutchDay,
  lastDays,
} from '#domain/dashboards/calendar-days';
import {
  COMPANY_DASHBOARD_DAYS,
  LATEST_LEADS,
  LEADS_PER_WEEK_WEEKS,
  MAP_POINTS_MAX,
  showsInvoicesAndProducts,
} from '#domain/dashboards/dashboard-rules';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { isLowBalance } from '#domain/prepaid/prepaid-payment';
import { periodStarts, type AssignmentPeriod } from '#domain/products/assignment-period';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import type { CompanyRow } from '../companies';
import type { Executor } from '../db';
import { reviewSummary } from '../reviews';
import { rowsOf } from '../shared/rows';
import type { CompanyDashboard } from './company-dashboard.schema';

// Sent and not paid: everything past "not sent" except paid and the partner's own status.
const OPEN_INVOICE_STATUSES = [
  INVOICE_STATUSES.not_paid,
  INVOICE_STATUSES.first_warning,
  INVOICE_STATUSES.second_warning,
  INVOICE_STATUSES.third_warning,
  INVOICE_STATUSES.collection_agency,
  INVOICE_STATUSES.is_collection_agency,
];
const OPEN_CLAIM_STATUSES = [
  CLAIM_STATUSES.new,
  CLAIM_STATUSES.call_center,
  CLAIM_STATUSES.pending,
];

const list = (values: readonly number[]) => sql.raw(values.map(Number).join(', '));

interface DayRow {
  day: string;
  product_id: number;
  leads: number;
  revenue: number;
}

/** The company's assigned-lead day rows since a day: a few hundred at most. */
async function dayRows(db: Executor, companyId: number, since: string): Promise<DayRow[]> {
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, product_id, leads, revenue_cents::float8 AS revenue
        FROM assigned_lead_day_stats WHERE company_id = ${companyId} AND day >= ${since}`),
  );
  return rows.map((row) => ({ ...row, leads: Number(row.leads), revenue: Number(row.revenue) }));
}

async function capsOf(db: Executor, companyId: number, days: DayRow[], now: Date) {
  const starts = periodStarts(now);
  const rows = rowsOf<{
    product_id: number;
    product_name: string;
    period: AssignmentPeriod;
    max: number | null;
    paused: boolean;
  }>(
    await db.execute(sql`
      SELECT cp.product_id, p.name AS product_name, cp.assignment_period AS period,
             cp.assignment_max AS max, cp.paused
        FROM company_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.company_id = ${companyId}
       ORDER BY p.position, p.name`),
  );
  return rows.map((row) => {
    const from = dutchDay(starts[row.period]);
    const count = days
      .filter((d) => d.product_id === row.product_id && d.day >= from)
      .reduce((total, d) => total + d.leads, 0);
    return { ...row, count };
  });
}

async function latestLeads(db: Executor, companyId: number) {
  const rows = rowsOf<{
    assigned_lead_id: number;
    lead_id: number;
    product_name: string;
    name: string;
    city: string | null;
    state: number;
    price_cents: number;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      SELECT a.id AS assigned_lead_id, l.id AS lead_id, p.name AS product_name,
             concat_ws(' ', l.given_name, l.family_name) AS name, l.city, a.state, a.price_cents,
             a.created_at
        FROM assigned_leads a
        JOIN leads l ON l.id = a.lead_id
        JOIN products p ON p.id = l.product_id
       WHERE a.company_id = ${companyId}
       ORDER BY a.created_at DESC, a.id DESC
       LIMIT ${LATEST_LEADS}`),
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

async function mapPoints(db: Executor, companyId: number, since: string) {
  return rowsOf<{ latitude: number; longitude: number }>(
    await db.execute(sql`
      SELECT l.latitude, l.longitude
        FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
       WHERE a.company_id = ${companyId}
         AND a.created_at >= (${since}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
         AND l.latitude IS NOT NULL AND l.longitude IS NOT NULL
       ORDER BY a.created_at DESC
       LIMIT ${MAP_POINTS_MAX}`),
  );
}

async function counts(db: Executor, companyId: number, today: Date, withInvoices: boolean) {
  const [row] = rowsOf<{ tasks: number; open_claims: number; invoices: number; invoiced: number }>(
    await db.execute(sql`
      SELECT (SELECT count(*)::int FROM crm_tasks t JOIN assigned_leads a ON a.id = t.assigned_lead_id
               WHERE a.company_id = ${companyId} AND t.task_date >= ${today.toISOString()}) AS tasks,
             (SELECT count(*)::int FROM claims
               WHERE company_id = ${companyId} AND status IN (${list(OPEN_CLAIM_STATUSES)})) AS open_claims,
             (SELECT count(*)::int FROM invoices
               WHERE ${withInvoices} AND company_id = ${companyId} AND kind = 'invoice'
                 AND status IN (${list(OPEN_INVOICE_STATUSES)})) AS invoices,
             (SELECT coalesce(sum(total_cents), 0)::float8 FROM invoices
               WHERE ${withInvoices} AND company_id = ${companyId} AND kind = 'invoice'
                 AND status IN (${list(OPEN_INVOICE_STATUSES)})) AS invoiced`),
  );
  return {
    tasks: Number(row?.tasks ?? 0),
    openClaims: Number(row?.open_claims ?? 0),
    invoices: Number(row?.invoices ?? 0),
    invoiced: Number(row?.invoiced ?? 0),
  };
}

async function claimFigures(db: Executor, companyId: number, start: string) {
  const [row] = rowsOf<{ filed: number; accepted: number; credited: number }>(
    await db.execute(sql`
      SELECT coalesce(sum(filed), 0)::int AS filed, coalesce(sum(accepted), 0)::int AS accepted,
             coalesce(sum(credited_cents), 0)::float8 AS credited
        FROM claim_day_stats WHERE company_id = ${companyId} AND day >= ${start}`),
  );
  return {
    filed: Number(row?.filed ?? 0),
    accepted: Number(row?.accepted ?? 0),
    credited_cents: Number(row?.credited ?? 0),
  };
}

/**
 * A company's home: its leads of the last 29 days against the 29 before, its maxima,
 * latest leads, map, planned tasks, balance, open invoices, claims and reviews. Every
 * figure comes from the day-stats tables or an indexed read of this company's rows.
 */
export async function companyDashboard(
  db: Executor,
  company: CompanyRow,
  now = new Date(),
): Promise<CompanyDashboard> {
  const today = dutchDay(now);
  const period = lastDays(today, COMPANY_DASHBOARD_DAYS);
  const compared = comparedRange(period, 'previous_period');
  const weeks = bucketsOf(
    { start: addDays(bucketStart(today, 'week'), -7 * (LEADS_PER_WEEK_WEEKS - 1)), end: today },
    'week',
  );
  const monthStart = bucketStart(today, 'month');
  const since = [compared.start, weeks[0]!, monthStart].sort()[0]!;
  const withInvoicesAndProducts = showsInvoicesAndProducts(company);

  const days = await dayRows(db, company.id, since);
  const sum = (from: string, to: string, pick: (row: DayRow) => number) =>
    days.filter((d) => d.day >= from && d.day <= to).reduce((total, d) => total + pick(d), 0);
  const todayStart = periodStarts(now).day;
  const figures = await counts(db, company.id, todayStart, withInvoicesAndProducts);
  const reviews = await reviewSummary(db, company.id, now);

  return {
    company_id: company.id,
    company_name: company.name,
    is_partner: company.isPartner,
    start_date: period.start,
    end_date: period.end,
    compare_start_date: compared.start,
    compare_end_date: compared.end,
    leads: {
      count: sum(period.start, period.end, (d) => d.leads),
      compare_count: sum(compared.start, compared.end, (d) => d.leads),
      spent_cents: sum(period.start, period.end, (d) => d.revenue),
      compare_spent_cents: sum(compared.start, compared.end, (d) => d.revenue),
    },
    caps: withInvoicesAndProducts ? await capsOf(db, company.id, days, now) : null,
    latest_leads: await latestLeads(db, company.id),
    map_points: await mapPoints(db, company.id, period.start),
    planned_tasks: figures.tasks,
    balance: {
      is_prepaid: company.isPrepaid,
      balance_cents: company.isPrepaid ? company.balance : null,
      low: company.isPrepaid && isLowBalance(company.balance),
    },
    open_invoices: withInvoicesAndProducts
      ? { count: figures.invoices, total_cents: figures.invoiced }
      : null,
    claims: { ...(await claimFigures(db, company.id, period.start)), open: figures.openClaims },
    reviews: { count: reviews.count, rating: reviews.rating },
    leads_per_week: weeks.map((week) => ({
      week,
      leads: sum(week, addDays(week, 6), (d) => d.leads),
    })),
  };
}
