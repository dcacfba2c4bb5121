import { sql } from 'drizzle-orm';
import type { Executor } from '../db';

/**
 * Demo: the demo leads that came in through a partner ("partner" source) name their
 * partner, so the partner overview and the partners' homes show a live business. Two in
 * three go to Dekker Leads Partner, the rest to Van Leeuwen Claimservice. Leads that
 * already have a claim keep no partner, so the claims the demo partners decide stay as the
 * claims demo made them. The day-stats triggers count them (and their revenue) as the
 * update happens.
 */
export async function seedPartnerLeads(tx: Executor): Promise<void> {
  await tx.execute(sql`
    WITH partners AS (
      SELECT (SELECT id FROM companies WHERE name = 'Dekker Leads Partner' AND is_partner) AS dekker,
             (SELECT id FROM companies WHERE name = 'Van Leeuwen Claimservice' AND is_partner) AS leeuwen
    )
    UPDATE leads l
       SET partner_company_id = CASE WHEN l.id % 3 = 0 THEN p.leeuwen ELSE p.dekker END
      FROM partners p
     WHERE l.source = 'partner' AND l.partner_company_id IS NULL
       AND p.dekker IS NOT NULL AND p.leeuwen IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM assigned_leads a JOIN claims c ON c.assigned_lead_id = a.id
                        WHERE a.lead_id = l.id)`);
}
