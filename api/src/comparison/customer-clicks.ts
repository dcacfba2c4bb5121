import { sql } from 'drizzle-orm';
import type { DayRange } from '#domain/dashboards/calendar-days';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';

/**
 * A shop's own clicks (docs/dashboards.md, "A shop's clicks"). The tie: a comparison
 * shop is a company (`comparison_clickouts.company_id`, set from the offer's company when
 * the visitor clicks), so a customer's company reads the rows with its own id, the same
 * rows its invoices bill (`invoice_id`, docs/invoices.md). The click price is kept on
 * each row as it was when clicked.
 */
export interface CustomerClickRow {
  day: string;
  product_name: string;
  core_product_name: string | null;
  click_price_cents: number;
  clicks: number;
  cost_cents: number;
}

/** The JSON answer lists at most this many rows; the CSV has them all (up to its own cap). */
export const CUSTOMER_CLICK_ROWS_MAX = 5000;

/**
 * Per Dutch day, product and click price: the clicks and what they cost, newest day
 * first. Reads the shop's rows by `comparison_clickouts (company_id, clicked_at)`.
 */
export async function customerClicks(
  db: Executor,
  companyId: number,
  range: DayRange,
  limit: number,
): Promise<{ rows: CustomerClickRow[]; total: number; clicks: number; cost_cents: number }> {
  const rows = rowsOf<CustomerClickRow & { total: number; all_clicks: number; all_cents: number }>(
    await db.execute(sql`
      SELECT to_char(c.clicked_at AT TIME ZONE 'Europe/Amsterdam', 'YYYY-MM-DD') AS day,
             c.product_name, k.name AS core_product_name, c.click_price_cents,
             count(*)::int AS clicks, sum(c.click_price_cents)::float8 AS cost_cents,
             count(*) OVER ()::int AS total,
             sum(count(*)) OVER ()::float8 AS all_clicks,
             sum(sum(c.click_price_cents)) OVER ()::float8 AS all_cents
        FROM comparison_clickouts c
        LEFT JOIN comparison_core_products k ON k.id = c.core_product_id
       WHERE c.company_id = ${companyId}
         AND c.clicked_at >= (${range.start}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'
         AND c.clicked_at < (${range.end}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'
       GROUP BY 1, c.product_name, k.name, c.click_price_cents
       ORDER BY 1 DESC, c.product_name, c.click_price_cents
       LIMIT ${limit}`),
  );
  const first = rows[0];
  return {
    total: Number(first?.total ?? 0),
    clicks: Number(first?.all_clicks ?? 0),
    cost_cents: Number(first?.all_cents ?? 0),
    rows: rows.map((row) => ({
      day: row.day,
      product_name: row.product_name,
      core_product_name: row.core_product_name,
      click_price_cents: Number(row.click_price_cents),
      clicks: Number(row.clicks),
      cost_cents: Number(row.cost_cents),
    })),
  };
}
