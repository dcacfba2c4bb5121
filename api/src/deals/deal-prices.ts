import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dealApplies, freePlazaLeadsLeft } from '#domain/deals/running-deal';
import type { Executor } from '../db';
import { dealProducts } from './deal-product.table';
import { deals } from './deal.table';

export interface DealPrice {
  dealId: number;
  cents: number;
}

/** Deals not ended by hand, with how many leads (and free plaza leads) they priced so far. */
function openDeals(db: Executor, companyIds: number[]) {
  return db
    .select({
      deal: deals,
      // Written out with table names: inside the subquery a bare "id" would be the assigned lead's.
      used: sql<number>`(SELECT count(*)::int FROM assigned_leads a WHERE a.deal_id = deals.id AND a.price_source <> 'free')`,
      freePlazaUsed: sql<number>`(SELECT count(*)::int FROM assigned_leads a WHERE a.deal_id = deals.id AND a.price_source = 'free')`,
    })
    .from(deals)
    .where(and(inArray(deals.companyId, companyIds), isNull(deals.endedAt)))
    .orderBy(desc(deals.id));
}

/**
 * The deal prices of the companies for their products: per company, per product,
 * the newest deal that applies to a lead reaching them by this channel.
 */
export async function dealPricesOf(
  db: Executor,
  companyIds: number[],
  channel: 'match' | 'plaza',
  now: Date,
  productId?: number,
): Promise<Map<number, Map<number, DealPrice>>> {
  const byCompany = new Map<number, Map<number, DealPrice>>();
  if (companyIds.length === 0) return byCompany;
  const open = await openDeals(db, companyIds);
  const running = open.filter(({ deal, used }) => dealApplies({ ...deal, used }, channel, now));
  if (running.length === 0) return byCompany;
  const rows = await db
    .select()
    .from(dealProducts)
    .where(
      and(
        inArray(
          dealProducts.dealId,
          running.map(({ deal }) => deal.id),
        ),
        productId === undefined ? undefined : eq(dealProducts.productId, productId),
      ),
    );
  for (const { deal } of running) {
    const prices = byCompany.get(deal.companyId) ?? new Map<number, DealPrice>();
    for (const row of rows.filter((r) => r.dealId === deal.id))
      if (!prices.has(row.productId))
        prices.set(row.productId, { dealId: deal.id, cents: row.free ? 0 : row.priceCents });
    byCompany.set(deal.companyId, prices);
  }
  return byCompany;
}

/**
 * The company's free plaza leads now: how many its running deals still give, and the
 * deal the next one comes from (the oldest with some left), or null.
 */
export async function freePlazaLeadsOf(
  db: Executor,
  companyId: number,
  now: Date,
): Promise<{ dealId: number | null; left: number }> {
  const open = (await openDeals(db, [companyId])).reverse();
  const left = open.map(({ deal, freePlazaUsed }) =>
    freePlazaLeadsLeft({ ...deal, freePlazaUsed }, now),
  );
  const next = left.findIndex((n) => n > 0);
  return {
    dealId: next < 0 ? null : open[next]!.deal.id,
    left: left.reduce((sum, n) => sum + n, 0),
  };
}
