import { desc, eq, inArray, sql } from 'drizzle-orm';
import { isDealRunning } from '#domain/deals/running-deal';
import type { Executor } from '../db';
import { assignedLeads } from '../leads';
import { products } from '../products';
import { dealProducts } from './deal-product.table';
import { deals, type DealRow } from './deal.table';

/** Deals as the api answers them, with their products and what they priced so far. */
export async function dealsJson(db: Executor, rows: DealRow[], now = new Date()) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, usage] = await Promise.all([
    db
      .select({ line: dealProducts, name: products.name })
      .from(dealProducts)
      .innerJoin(products, eq(products.id, dealProducts.productId))
      .where(inArray(dealProducts.dealId, ids))
      .orderBy(products.name),
    db
      .select({
        dealId: assignedLeads.dealId,
        used: sql<number>`count(*) FILTER (WHERE ${assignedLeads.priceSource} <> 'free')::int`,
        free: sql<number>`count(*) FILTER (WHERE ${assignedLeads.priceSource} = 'free')::int`,
      })
      .from(assignedLeads)
      .where(inArray(assignedLeads.dealId, ids))
      .groupBy(assignedLeads.dealId),
  ]);
  return rows.map((row) => {
    const counts = usage.find((entry) => entry.dealId === row.id);
    return {
      id: row.id,
      company_id: row.companyId,
      products: lines
        .filter(({ line }) => line.dealId === row.id)
        .map(({ line, name }) => ({
          product_id: line.productId,
          product_name: name,
          price_cents: line.priceCents,
          free: line.free,
        })),
      max: row.max,
      max_free_lead_plaza: row.maxFreeLeadPlaza,
      lead_plaza_only: row.leadPlazaOnly,
      start: row.startAt?.toISOString() ?? null,
      end: row.endAt?.toISOString() ?? null,
      has_free_lead: row.hasFreeLead,
      pause_account: row.pauseAccount,
      allow_claim: row.allowClaim,
      ended_at: row.endedAt?.toISOString() ?? null,
      running: isDealRunning(row, now),
      used: counts?.used ?? 0,
      free_plaza_used: counts?.free ?? 0,
      created_at: row.createdAt.toISOString(),
      version: row.version,
    };
  });
}

/** A company's deals, newest first. */
export function companyDeals(db: Executor, companyId: number) {
  return db.select().from(deals).where(eq(deals.companyId, companyId)).orderBy(desc(deals.id));
}
