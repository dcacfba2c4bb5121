import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

export interface StatsFilter {
  start: Date;
  end: Date;
  productId?: number;
  companyId?: number;
  /** Part of the company name. */
  search?: string;
}

const month = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM')`;

function filterSql(filter: StatsFilter, at: SQL): SQL {
  const parts: SQL[] = [
    sql`${at} >= ${filter.start.toISOString()}`,
    sql`${at} < ${filter.end.toISOString()}`,
  ];
  if (filter.productId) parts.push(sql`l.product_id = ${filter.productId}`);
  if (filter.companyId) parts.push(sql`a.company_id = ${filter.companyId}`);
  if (filter.search) parts.push(sql`lower(c.name) LIKE ${`%${filter.search.toLowerCase()}%`}`);
  return sql.join(parts, sql` AND `);
}

interface Figures {
  lead_total: number;
  lead_bad: number;
  claim_total: number;
  claim_accepted: number;
  claim_denied: number;
  claim_other: number;
}

const zero = (): Figures => ({
  lead_total: 0,
  lead_bad: 0,
  claim_total: 0,
  claim_accepted: 0,
  claim_denied: 0,
  claim_other: 0,
});

/**
 * The claim figures per month (docs/claims.md, "Lists and statistics"): leads assigned (and of those marked bad)
 * by the month of assignment, claims by the month they were filed.
 */
export async function claimStats(db: Executor, filter: StatsFilter) {
  const leadRows = rowsOf<{ month: string; total: number; bad: number }>(
    await db.execute(sql`
      SELECT ${month(sql`a.created_at`)} AS month, count(*)::int AS total,
             count(*) FILTER (WHERE l.bad)::int AS bad
        FROM assigned_leads a
        JOIN leads l ON l.id = a.lead_id
        JOIN companies c ON c.id = a.company_id
       WHERE ${filterSql(filter, sql`a.created_at`)}
       GROUP BY 1`),
  );
  const claimRows = rowsOf<{ month: string; total: number; accepted: number; denied: number }>(
    await db.execute(sql`
      SELECT ${month(sql`k.created_at`)} AS month, count(*)::int AS total,
             count(*) FILTER (WHERE k.status = 2)::int AS accepted,
             count(*) FILTER (WHERE k.status = 3)::int AS denied
        FROM claims k
        JOIN assigned_leads a ON a.id = k.assigned_lead_id
        JOIN leads l ON l.id = a.lead_id
        JOIN companies c ON c.id = a.company_id
       WHERE ${filterSql(filter, sql`k.created_at`)}
       GROUP BY 1`),
  );
  const months = new Map<string, Figures>();
  const at = (key: string) => months.get(key) ?? months.set(key, zero()).get(key)!;
  for (const row of leadRows)
    Object.assign(at(row.month), { lead_total: row.total, lead_bad: row.bad });
  for (const row of claimRows)
    Object.assign(at(row.month), {
      claim_total: row.total,
      claim_accepted: row.accepted,
      claim_denied: row.denied,
      claim_other: row.total - row.accepted - row.denied,
    });
  const list = [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, figures]) => ({ month: key, ...figures }));
  const totals = zero();
  for (const row of list)
    for (const key of Object.keys(totals) as (keyof Figures)[]) totals[key] += row[key];
  return { months: list, totals };
}

/** Claims per reason the companies gave, per month and in total. */
export async function claimFeedbackStats(db: Executor, filter: StatsFilter) {
  const rows = rowsOf<{
    month: string;
    description: string;
    total: number;
    accepted: number;
    denied: number;
  }>(
    await db.execute(sql`
      SELECT ${month(sql`k.created_at`)} AS month, k.description, count(*)::int AS total,
             count(*) FILTER (WHERE k.status = 2)::int AS accepted,
             count(*) FILTER (WHERE k.status = 3)::int AS denied
        FROM claims k
        JOIN assigned_leads a ON a.id = k.assigned_lead_id
        JOIN leads l ON l.id = a.lead_id
        JOIN companies c ON c.id = a.company_id
       WHERE ${filterSql(filter, sql`k.created_at`)}
       GROUP BY 1, 2
       ORDER BY 1, 2`),
  );
  const figures = (r: { total: number; accepted: number; denied: number }) => ({
    claim_total: r.total,
    claim_accepted: r.accepted,
    claim_denied: r.denied,
    claim_other: r.total - r.accepted - r.denied,
  });
  const totals = new Map<string, { total: number; accepted: number; denied: number }>();
  for (const row of rows) {
    const sum = totals.get(row.description) ?? { total: 0, accepted: 0, denied: 0 };
    sum.total += row.total;
    sum.accepted += row.accepted;
    sum.denied += row.denied;
    totals.set(row.description, sum);
  }
  return {
    months: rows.map((row) => ({
      month: row.month,
      description: row.description,
      ...figures(row),
    })),
    totals: [...totals.entries()]
      .sort((a, b) => b[1].total - a[1].total)
      .map(([description, sum]) => ({ description, ...figures(sum) })),
  };
}
