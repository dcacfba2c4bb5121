import { sql } from 'drizzle-orm';
import { monthStart } from '#domain/invoices/invoice-period';
import type { Database } from '../db';
import { rowsOf } from '../shared/rows';
import { startIntervalJob } from '../shared/interval-job';
import { completeInvoiceIn } from './invoice-completion';

/**
 * The monthly invoice run: every company with leads, claim credits or (a comparison
 * shop) priced click-outs from before the start of this month gets them on an
 * invoice, which lands on the send list for finance to check and send. Safe to run any day and twice: what it billed is marked,
 * so a second run finds nothing before the cut-off. Answers the invoices made.
 */
export async function runMonthlyInvoices(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = monthStart(now);
  const due = rowsOf<{ company_id: number }>(
    await db.execute(sql`
      SELECT DISTINCT company_id FROM (
        SELECT al.company_id FROM assigned_leads al
         WHERE al.invoice_id IS NULL AND al.settled = false AND al.price_cents > 0
           AND al.created_at < ${cutoff}
        UNION
        SELECT cc.company_id FROM claim_credits cc
         WHERE cc.invoice_id IS NULL AND cc.created_at < ${cutoff}
        UNION
        SELECT co.company_id FROM comparison_clickouts co
         WHERE co.invoice_id IS NULL AND co.click_price_cents > 0 AND co.company_id IS NOT NULL
           AND co.clicked_at < ${cutoff}
      ) billed
      ORDER BY company_id`),
  );
  let made = 0;
  for (const { company_id: companyId } of due) {
    const invoice = await db.transaction((tx) =>
      completeInvoiceIn(tx, companyId, null, now, cutoff),
    );
    if (invoice) made += 1;
  }
  return made;
}

/** Checks hourly; the first run of a month bills the month before. */
export function startMonthlyInvoices(db: Database, log: (error: unknown) => void): () => void {
  return startIntervalJob(() => runMonthlyInvoices(db), 60 * 60_000, log);
}
