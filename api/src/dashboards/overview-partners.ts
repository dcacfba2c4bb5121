import { sql } from 'drizzle-orm';
import { comparedRange, type DayRange } from '#domain/dashboards/calendar-days';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import type { PartnerOverview, PartnerOverviewFigures } from './overview-partners.schema';

const FIGURES = ['sent', 'accepted', 'rejected', 'assigned', 'claimed', 'revenue_cents'] as const;
const zero = (): PartnerOverviewFigures => ({
  sent: 0,
  accepted: 0,
  rejected: 0,
  assigned: 0,
  claimed: 0,
  revenue_cents: 0,
});

interface PartnerRow extends Record<(typeof FIGURES)[number], number | string> {
  company_id: number;
  name: string;
  compared: boolean;
}

/**
 * Every partner company's leads over the period by outcome, and what companies paid for
 * them, against the as long stretch just before: one read of `partner_lead_day_stats`
 * over both ranges (grouped per partner and range), never the lead tables. Partners
 * without leads in either range are listed with zeros; the busiest partner first.
 */
export async function partnerOverview(
  db: Executor,
  options: { range: DayRange; productId?: number },
): Promise<PartnerOverview> {
  const { range, productId } = options;
  const compared = comparedRange(range, 'previous_period');
  const product = productId ? sql`AND s.product_id = ${productId}` : sql``;
  const rows = rowsOf<PartnerRow>(
    await db.execute(sql`
      SELECT c.id AS company_id, c.name, f.compared,
             coalesce(f.sent, 0) AS sent, coalesce(f.accepted, 0) AS accepted,
             coalesce(f.rejected, 0) AS rejected, coalesce(f.assigned, 0) AS assigned,
             coalesce(f.claimed, 0) AS claimed, coalesce(f.revenue_cents, 0) AS revenue_cents
        FROM companies c
        LEFT JOIN (
          SELECT s.partner_company_id, s.day < ${range.start}::date AS compared,
                 sum(s.sent)::int AS sent, sum(s.accepted)::int AS accepted,
                 sum(s.rejected)::int AS rejected, sum(s.assigned)::int AS assigned,
                 sum(s.claimed)::int AS claimed, sum(s.revenue_cents)::float8 AS revenue_cents
            FROM partner_lead_day_stats s
           WHERE s.day BETWEEN ${compared.start} AND ${range.end} ${product}
           GROUP BY 1, 2
        ) f ON f.partner_company_id = c.id
       WHERE c.is_partner OR f.partner_company_id IS NOT NULL
       ORDER BY c.name, c.id`),
  );
  const partners = new Map<number, PartnerOverview['partners'][number]>();
  for (const row of rows) {
    const seen = partners.get(row.company_id) ?? {
      company_id: row.company_id,
      name: row.name,
      ...zero(),
      compare: zero(),
    };
    partners.set(row.company_id, seen);
    if (row.compared === null) continue;
    const target: PartnerOverviewFigures = row.compared ? seen.compare : seen;
    for (const key of FIGURES) target[key] = Number(row[key]);
  }
  const list = [...partners.values()].sort(
    (a, b) => b.sent - a.sent || b.revenue_cents - a.revenue_cents || a.name.localeCompare(b.name),
  );
  const totals = zero();
  const compareTotals = zero();
  for (const partner of list)
    for (const key of FIGURES) {
      totals[key] += partner[key];
      compareTotals[key] += partner.compare[key];
    }
  return {
    start_date: range.start,
    end_date: range.end,
    compare_start_date: compared.start,
    compare_end_date: compared.end,
    product_id: productId ?? null,
    totals,
    compare_totals: compareTotals,
    partners: list,
  };
}
