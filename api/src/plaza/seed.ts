import { and, eq, sql } from 'drizzle-orm';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { rowsOf } from '../shared/rows';
import { plazaSearches } from './plaza-search.table';

const HOUR_MS = 3_600_000;
/** Demo saved searches: Hendriks' main user keeps two, one with the hourly e-mail. */
export async function seedPlaza(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const [hendriks] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const userId = userIds.get('customer@demo.nl');
  if (!hendriks || !userId) return;
  await tx.insert(plazaSearches).values([
    {
      companyId: hendriks.id,
      userId,
      name: 'Zonnepanelen binnen 50 km',
      query: { distance: 50, products: { zonnepanelen: { enabled: true } } },
      digest: true,
    },
    {
      companyId: hendriks.id,
      userId,
      name: 'Warmtepompen, nog door niemand gekocht',
      query: { competitors: 'none', products: { warmtepomp: { enabled: true } } },
    },
  ]);
}

/**
 * Demo plaza purchases, for the lead managers' home: the trial company Proef Klusbedrijf
 * bought three leads on the plaza a day after they came in. The leads are 9 to 20 days old,
 * so today's plaza offers stay as they were; each purchase takes one of the lead's remaining
 * assignments and is priced as the plaza prices it (the base price less the competitors'
 * discount). Seeded after the other areas (before the prepaid ledgers are made whole), so the
 * claims, reviews and invoices they seed stay as they were.
 */
export async function seedPlazaPurchases(tx: Executor): Promise<void> {
  const [buyer] = await tx
    .select({ id: companies.id, isPrepaid: companies.isPrepaid })
    .from(companies)
    .where(eq(companies.name, 'Proef Klusbedrijf'));
  if (!buyer) return;
  const candidates = rowsOf<{
    id: number;
    created_at: string | Date;
    price_cents: number;
    holders: number;
  }>(
    await tx.execute(sql`
      SELECT l.id, l.created_at, p.price_cents,
             (SELECT count(*)::int FROM assigned_leads a WHERE a.lead_id = l.id) AS holders
      FROM leads l JOIN products p ON p.id = l.product_id
      WHERE NOT l.bad AND NOT l.must_be_verified AND NOT l.claimed AND l.duplicate_of_id IS NULL
        AND l.revoke_reason IS NULL
        AND l.remaining_assignments > 0
        AND l.created_at BETWEEN now() - interval '20 days' AND now() - interval '9 days'
        AND NOT EXISTS (SELECT 1 FROM assigned_leads a
                        WHERE a.lead_id = l.id AND a.company_id = ${buyer.id})
      ORDER BY l.created_at DESC, l.id
      LIMIT 3`),
  );
  for (const [index, lead] of candidates.entries()) {
    const boughtAt = new Date(new Date(lead.created_at).getTime() + (20 + index) * HOUR_MS);
    await tx.insert(assignedLeads).values({
      leadId: lead.id,
      companyId: buyer.id,
      priceCents: plazaPriceCents(lead.price_cents, lead.holders),
      priceSource: 'plaza',
      origin: 'plaza',
      settled: buyer.isPrepaid,
      createdAt: boughtAt,
    });
    await tx
      .update(leads)
      .set({ remainingAssignments: sql`${leads.remainingAssignments} - 1` })
      .where(and(eq(leads.id, lead.id), sql`${leads.remainingAssignments} > 0`));
  }
}
