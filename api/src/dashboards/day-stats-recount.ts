import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

/** One group where a day-stats table and a full recount of its source rows disagree. */
export interface DayStatsMismatch {
  table: string;
  key: string;
  kept: string | null;
  counted: string | null;
}

// Each pair: the kept aggregate and the same figures counted from the source tables,
// both as (key, figures) text so one FULL JOIN compares any table.
const CHECKS: { table: string; kept: SQL; counted: SQL }[] = [
  {
    table: 'lead_day_stats',
    kept: sql`SELECT concat_ws('/', day, product_id, source) AS key, leads::text AS figures
                FROM lead_day_stats WHERE leads <> 0`,
    counted: sql`SELECT concat_ws('/', dashboard_day(created_at), product_id, source), count(*)::text
                   FROM leads GROUP BY dashboard_day(created_at), product_id, source`,
  },
  {
    table: 'assigned_lead_day_stats',
    kept: sql`SELECT concat_ws('/', company_id, day, product_id), concat_ws('/', leads, revenue_cents)
                FROM assigned_lead_day_stats WHERE leads <> 0 OR revenue_cents <> 0`,
    counted: sql`SELECT concat_ws('/', a.company_id, dashboard_day(a.created_at), l.product_id),
                        concat_ws('/', count(*), sum(a.price_cents))
                   FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
                  GROUP BY a.company_id, dashboard_day(a.created_at), l.product_id`,
  },
  {
    table: 'assigned_product_day_stats',
    kept: sql`SELECT concat_ws('/', day, product_id), concat_ws('/', leads, revenue_cents)
                FROM assigned_product_day_stats WHERE leads <> 0 OR revenue_cents <> 0`,
    counted: sql`SELECT concat_ws('/', dashboard_day(a.created_at), l.product_id),
                        concat_ws('/', count(*), sum(a.price_cents))
                   FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
                  GROUP BY dashboard_day(a.created_at), l.product_id`,
  },
  {
    table: 'claim_day_stats',
    kept: sql`SELECT concat_ws('/', company_id, day), concat_ws('/', filed, accepted, credited_cents)
                FROM claim_day_stats WHERE filed <> 0 OR accepted <> 0 OR credited_cents <> 0`,
    counted: sql`SELECT concat_ws('/', company_id, day), concat_ws('/', sum(filed), sum(accepted), sum(cents))
                   FROM (SELECT company_id, dashboard_day(created_at) AS day, 1 AS filed,
                                (status = 2)::int AS accepted, 0 AS cents FROM claims
                         UNION ALL
                         SELECT company_id, dashboard_day(created_at), 0, 0, amount_cents
                           FROM claim_credits
                         UNION ALL
                         SELECT company_id, dashboard_day(created_at), 0, 0, amount_cents
                           FROM balance_ledger
                          WHERE reason IN ('claim_credited', 'claim_credit_reversed')) t
                  GROUP BY company_id, day
                 HAVING sum(filed) <> 0 OR sum(accepted) <> 0 OR sum(cents) <> 0`,
  },
  {
    table: 'partner_lead_day_stats',
    kept: sql`SELECT concat_ws('/', partner_company_id, day, product_id),
                     concat_ws('/', sent, accepted, rejected, assigned, claimed, revenue_cents)
                FROM partner_lead_day_stats
               WHERE sent <> 0 OR accepted <> 0 OR rejected <> 0 OR assigned <> 0 OR claimed <> 0
                  OR revenue_cents <> 0`,
    // The revenue: what companies paid for the partner's leads (migration 0044).
    counted: sql`SELECT concat_ws('/', l.partner_company_id, dashboard_day(l.created_at), l.product_id),
                        concat_ws('/', count(*),
                                  count(*) FILTER (WHERE NOT l.bad AND l.duplicate_of_id IS NULL),
                                  count(*) FILTER (WHERE l.bad OR l.duplicate_of_id IS NOT NULL),
                                  count(*) FILTER (WHERE l.assigned_count > 0),
                                  count(*) FILTER (WHERE l.claimed),
                                  coalesce(sum(a.cents), 0))
                   FROM leads l
                   LEFT JOIN (SELECT lead_id, sum(price_cents) AS cents
                                FROM assigned_leads GROUP BY lead_id) a ON a.lead_id = l.id
                  WHERE l.partner_company_id IS NOT NULL
                  GROUP BY l.partner_company_id, dashboard_day(l.created_at), l.product_id`,
  },
  {
    // docs/marketing.md: a lead's assignments count on the lead's own day and values.
    table: 'marketing_day_stats',
    kept: sql`SELECT concat_ws('/', day, product_id, utm_source, utm_medium, utm_campaign,
                               source_domain, partner_company_id),
                     concat_ws('/', leads, assigned_leads, revenue_cents)
                FROM marketing_day_stats
               WHERE leads <> 0 OR assigned_leads <> 0 OR revenue_cents <> 0`,
    counted: sql`SELECT concat_ws('/', dashboard_day(l.created_at), l.product_id,
                                  coalesce(l.utm_source, ''), coalesce(l.utm_medium, ''),
                                  coalesce(l.utm_campaign, ''), coalesce(l.source_domain, ''),
                                  coalesce(l.partner_company_id, 0)),
                        concat_ws('/', count(*), coalesce(sum(a.n), 0), coalesce(sum(a.cents), 0))
                   FROM leads l
                   LEFT JOIN (SELECT lead_id, count(*) AS n, sum(price_cents) AS cents
                                FROM assigned_leads GROUP BY lead_id) a ON a.lead_id = l.id
                  GROUP BY 1`,
  },
  {
    // Migration 0048: each claim carries the partner of its lead, for the partner home.
    table: 'claims.lead_partner_company_id',
    kept: sql`SELECT id::text, lead_partner_company_id::text FROM claims
               WHERE lead_partner_company_id IS NOT NULL`,
    counted: sql`SELECT c.id::text, l.partner_company_id::text
                   FROM claims c JOIN assigned_leads a ON a.id = c.assigned_lead_id
                   JOIN leads l ON l.id = a.lead_id
                  WHERE l.partner_company_id IS NOT NULL`,
  },
];

/**
 * Compares every day-stats table with a full recount of the rows it summarises
 * (the test and the bench's exactness check); an empty answer means all agree.
 * This scans everything: never call it from a request.
 */
export async function dayStatsMismatches(db: Executor, limit = 20): Promise<DayStatsMismatch[]> {
  const found: DayStatsMismatch[] = [];
  for (const check of CHECKS) {
    const rows = rowsOf<Omit<DayStatsMismatch, 'table'>>(
      await db.execute(sql`
        SELECT coalesce(k.key, c.key) AS key, k.figures AS kept, c.figures AS counted
          FROM (${check.kept}) AS k (key, figures)
          FULL JOIN (${check.counted}) AS c (key, figures) ON c.key = k.key
         WHERE k.figures IS DISTINCT FROM c.figures
         LIMIT ${limit}`),
    );
    found.push(...rows.map((row) => ({ table: check.table, ...row })));
  }
  return found;
}
