import { eq, inArray } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { products } from '../products';
import { dealProducts } from './deal-product.table';
import { deals } from './deal.table';

const DAY_MS = 86_400_000;

/**
 * Demo deals, on companies the browser tests do not price leads for: a running deal
 * with a lower solar price and free plaza leads, a trial's free deal, and an ended one.
 */
export async function seedDeals(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const sales = userIds.get('sales@demo.nl') ?? null;
  const now = Date.now();
  const byName = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(
          inArray(companies.name, ['Groen Zonnepanelen', 'Proef Klusbedrijf', 'Bos Verwarming']),
        )
    ).map((row) => [row.name, row.id]),
  );
  const productId = async (discr: string) =>
    (await tx.select({ id: products.id }).from(products).where(eq(products.discr, discr)))[0]?.id;
  const solar = await productId('zonnepanelen');
  const heatPump = await productId('warmtepomp');
  if (!solar || !heatPump) return;
  const plans = [
    {
      company: 'Groen Zonnepanelen',
      deal: {
        max: 60,
        maxFreeLeadPlaza: 3,
        startAt: new Date(now - 20 * DAY_MS),
        endAt: new Date(now + 70 * DAY_MS),
      },
      lines: [{ productId: solar, priceCents: 2900, free: false }],
    },
    {
      company: 'Proef Klusbedrijf',
      deal: {
        max: 10,
        maxFreeLeadPlaza: 2,
        hasFreeLead: true,
        startAt: new Date(now - 5 * DAY_MS),
      },
      lines: [{ productId: heatPump, priceCents: 0, free: true }],
    },
    {
      company: 'Bos Verwarming',
      deal: {
        max: 40,
        startAt: new Date(now - 120 * DAY_MS),
        endAt: new Date(now - 30 * DAY_MS),
        endedAt: new Date(now - 30 * DAY_MS),
        pauseAccount: true,
      },
      lines: [{ productId: heatPump, priceCents: 3900, free: false }],
    },
  ];
  for (const plan of plans) {
    const companyId = byName.get(plan.company);
    if (!companyId) continue;
    const [row] = await tx
      .insert(deals)
      .values({ companyId, createdBy: sales, ...plan.deal })
      .returning({ id: deals.id });
    await tx.insert(dealProducts).values(plan.lines.map((line) => ({ dealId: row!.id, ...line })));
  }
}
