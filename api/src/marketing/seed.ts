import { inArray } from 'drizzle-orm';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import type { Executor } from '../db';
import { products } from '../products';
import { campaigns } from './campaign.table';

/**
 * Demo campaigns with the utm_campaign values the demo leads carry
 * (api/src/marketing/demo-tracking.ts), so the campaigns screen shows live figures.
 */
export async function seedMarketing(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ id: products.id, discr: products.discr, name: products.name })
    .from(products)
    .where(inArray(products.discr, ['zonnepanelen', 'warmtepomp', 'dakkapel']));
  const today = dutchDay(new Date());
  const byDiscr = new Map(rows.map((p) => [p.discr, p]));
  const planned: (typeof campaigns.$inferInsert)[] = [];
  const add = (
    discr: string,
    suffix: string,
    label: string,
    costCents: number,
    roas: string | null,
    daysBack: number,
    daysAhead: number | null,
  ) => {
    const product = byDiscr.get(discr);
    if (!product) return;
    planned.push({
      name: `${product.name} ${label}`,
      utmCampaign: `${discr}-${suffix}`,
      productId: product.id,
      startDate: addDays(today, -daysBack),
      endDate: daysAhead === null ? null : addDays(today, daysAhead),
      costCents,
      advertisingReturnOnAdSpend: roas,
    });
  };
  add('zonnepanelen', 'zoeken', 'Google Ads najaar', 185_000, '3.40', 45, 30);
  add('zonnepanelen', 'facebook', 'Facebook najaar', 62_000, '2.10', 30, 0);
  add('warmtepomp', 'zoeken', 'Google Ads', 140_000, null, 60, null);
  add('warmtepomp', 'bing', 'Bing Ads', 21_000, '1.80', 40, 20);
  add('dakkapel', 'zoeken', 'Google Ads', 98_000, '2.75', 35, 10);
  planned.push({
    name: 'Nieuwsbrief najaar',
    utmCampaign: 'nieuwsbrief-najaar',
    productId: null,
    startDate: addDays(today, -50),
    endDate: null,
    costCents: 15_000,
    advertisingReturnOnAdSpend: null,
  });
  if (planned.length > 0) await tx.insert(campaigns).values(planned);
}
