import { eq } from 'drizzle-orm';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import type { Executor } from '../db';
import { cmsDomains } from '../cms';
import { companies, postalAreaOf } from '../companies';
import { comparisonBrands } from './brand.table';
import { comparisonClickouts } from './clickout.table';
import { comparisonCommissionScales, comparisonCoreProducts } from './core-product.table';
import { DEMO_CORE_PRODUCTS, DEMO_SHOPS, type DemoFeature } from './demo-catalogue';
import { comparisonFeatures } from '../features';
import { comparisonOffers } from './offer.table';
import { comparisonProductEans, comparisonProducts } from './product.table';
import { comparisonSpecs } from './spec.table';
import { clickPriceFor, type CommissionScaleRow } from '#domain/comparison/commission-scale';

const DAY = 24 * 60 * 60 * 1000;

/** A small seeded generator: the same demo catalogue on every start. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof randomSource>;

/** A GTIN-13 with a Dutch prefix (87) and the right check digit. */
function demoEan(random: Random): number {
  const body = `87${String(random.int(0, 9_999_999_999)).padStart(10, '0')}`;
  return Number(`${body}${gtinCheckDigit(body)}`);
}

function demoValue(feature: DemoFeature, random: Random): string {
  const values = feature.values;
  if (Array.isArray(values)) return random.pick(values);
  const { min, max, step } = values as { min: number; max: number; step: number };
  const steps = Math.round((max - min) / step);
  const value = min + random.int(0, steps) * step;
  return String(Number(value.toFixed(2))).replace('.', ',');
}

const cents = (euros: number) => Math.round(euros * 100);

/** Three core products with brands, features, commission scales, 200 products, offers and click-outs. */
export async function seedComparison(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const random = randomSource(20_261_125);
  const approverId = userIds.get('comparison@demo.nl') ?? null;
  const [site] = await tx.select({ id: cmsDomains.id }).from(cmsDomains).limit(1);
  const shops = await seedShops(tx);
  const usedEans = new Set<number>();
  const brandIds = new Map<string, number>();

  for (const core of DEMO_CORE_PRODUCTS) {
    const [coreRow] = await tx
      .insert(comparisonCoreProducts)
      .values({ name: core.name, discr: core.discr })
      .returning({ id: comparisonCoreProducts.id });
    const coreProductId = coreRow!.id;
    const scales: CommissionScaleRow[] = core.scales.map((scale) => ({
      min_cents: cents(scale.min),
      max_cents: scale.max === null ? null : cents(scale.max),
      click_price_cents: cents(scale.click),
    }));
    await tx.insert(comparisonCommissionScales).values(
      scales.map((scale, position) => ({
        coreProductId,
        position,
        minCents: scale.min_cents,
        maxCents: scale.max_cents,
        clickPriceCents: scale.click_price_cents,
      })),
    );
    const features = await tx
      .insert(comparisonFeatures)
      .values(
        core.features.map((feature, position) => ({
          coreProductId,
          name: feature.name,
          unit: feature.unit ?? null,
          category: feature.category,
          categoryPriority: feature.categoryPriority,
          groupId: feature.groupId ?? null,
          position,
        })),
      )
      .returning({ id: comparisonFeatures.id });

    for (const keyword of core.brands) {
      if (brandIds.has(keyword)) continue;
      const [brand] = await tx
        .insert(comparisonBrands)
        .values({ keyword, hasHome: random.next() < 0.5 })
        .returning({ id: comparisonBrands.id });
      brandIds.set(keyword, brand!.id);
    }

    for (let index = 0; index < core.productCount; index += 1) {
      const brandIndex = index % core.brands.length;
      const brand = core.brands[brandIndex]!;
      const model = core.models[brandIndex % core.models.length]!;
      const variant = core.variants[Math.floor(index / core.brands.length) % core.variants.length]!;
      const generation = Math.floor(index / (core.brands.length * core.variants.length)) + 1;
      const name = [brand, model, generation > 1 ? `Gen ${generation}` : '', variant]
        .filter(Boolean)
        .join(' ');
      const approved = index % 9 !== 4;
      const [product] = await tx
        .insert(comparisonProducts)
        .values({
          coreProductId,
          brandId: brandIds.get(brand)!,
          name,
          pros: [random.pick(core.pros), random.pick(core.pros)].filter(
            (line, at, all) => all.indexOf(line) === at,
          ),
          cons: [random.pick(core.cons)],
          approvedAt: approved ? new Date(Date.now() - random.int(1, 300) * DAY) : null,
          approvedBy: approved ? approverId : null,
        })
        .returning({ id: comparisonProducts.id });
      const productId = product!.id;
      const eans = [demoEan(random)];
      if (index % 4 === 0) eans.push(demoEan(random));
      const fresh = eans.filter((ean) => !usedEans.has(ean));
      fresh.forEach((ean) => usedEans.add(ean));
      await tx
        .insert(comparisonProductEans)
        .values(fresh.map((ean, at) => ({ ean, productId, isMain: at === 0 })));
      const specs = core.features
        .map((feature, at) => ({ feature, featureId: features[at]!.id }))
        .filter(() => random.next() < 0.9)
        .map(({ feature, featureId }) => ({
          productId,
          featureId,
          value: demoValue(feature, random),
        }));
      if (specs.length > 0) await tx.insert(comparisonSpecs).values(specs);

      if (!approved || index % 3 === 2) continue;
      const basePrice = random.int(core.priceEuros.min, core.priceEuros.max);
      for (const shop of shops.filter(() => random.next() < 0.6)) {
        const priceCents = cents(basePrice * (0.92 + random.next() * 0.16));
        const [offer] = await tx
          .insert(comparisonOffers)
          .values({
            productId,
            companyId: shop.id,
            priceCents,
            shippingCents: random.next() < 0.5 ? 0 : random.pick([495, 695, 995]),
            inStock: random.next() < 0.8,
            deliveryTime: random.pick(['1-2 werkdagen', '2-4 werkdagen', '1 week']),
            url: `https://${shop.host}/product/${productId}`,
          })
          .returning({ id: comparisonOffers.id });
        const clicks = random.int(0, 4);
        if (clicks === 0) continue;
        await tx.insert(comparisonClickouts).values(
          Array.from({ length: clicks }, () => ({
            clickedAt: new Date(Date.now() - random.int(0, 90 * 24) * 60 * 60 * 1000),
            offerId: offer!.id,
            productId,
            coreProductId,
            companyId: shop.id,
            domainId: site?.id ?? null,
            productName: name,
            companyName: shop.name,
            targetUrl: `https://${shop.host}/product/${productId}`,
            pageUrl: `/vergelijken/${core.discr.replace('_', '-')}`,
            offerPriceCents: priceCents,
            clickPriceCents: clickPriceFor(scales, priceCents),
          })),
        );
      }
    }
  }
}

/** The comparison companies offers come from: the demo's own plus a few web shops. */
async function seedShops(tx: Executor) {
  const shops: { id: number; name: string; host: string }[] = [];
  const existing = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isComparison, true));
  for (const company of existing) shops.push({ ...company, host: 'www.vergelijk-warmtepompen.nl' });
  for (const shop of DEMO_SHOPS) {
    const area = postalAreaOf(shop.postalCode);
    const [row] = await tx
      .insert(companies)
      .values({
        name: shop.name,
        state: 'active',
        country: 'NL',
        postalCode: shop.postalCode,
        city: area?.city ?? null,
        municipality: area?.municipality ?? null,
        province: area?.province ?? null,
        latitude: area?.latitude ?? null,
        longitude: area?.longitude ?? null,
        website: `https://${shop.host}`,
        isComparison: true,
        isLeadGenerator: false,
        approved: true,
      })
      .returning({ id: companies.id });
    shops.push({ id: row!.id, name: shop.name, host: shop.host });
  }
  return shops;
}
