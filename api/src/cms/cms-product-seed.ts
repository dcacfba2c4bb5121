import { inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { products } from '../products';
import { cmsProductLogos, cmsProducts } from './cms-product.table';
import { demoPicture } from './demo-images';

type Rgb = [number, number, number];

const DEMO: { discr: string; title: string; intro: string; logos: [string, Rgb][] }[] = [
  {
    discr: 'zonnepanelen',
    title: 'Zonnepanelen laten plaatsen',
    intro: 'Vergelijk offertes van gecertificeerde installateurs bij jou in de buurt.',
    logos: [
      ['Zonnepaneel A', [30, 90, 160]],
      ['Zonnepaneel B', [200, 120, 20]],
      ['Omvormer C', [40, 140, 80]],
    ],
  },
  {
    discr: 'warmtepomp',
    title: 'Een warmtepomp kopen',
    intro: 'Hybride of volledig elektrisch: ontvang offertes en bereken je besparing.',
    logos: [['Warmtepomp D', [150, 40, 60]]],
  },
];

/** Where the drawn demo logos live; the api draws them into the file store at start. */
const DEMO_LOGO_KEY = /^cms\/demo-logos\/[a-z-]+\/(\d+)-(\d+)-(\d+)\.png$/;

/** The drawn logo a demo key names (its colour is in the key), or null for any other key. */
export function demoLogoFor(key: string): Buffer | null {
  const match = DEMO_LOGO_KEY.exec(key);
  if (!match) return null;
  const colour: Rgb = [Number(match[1]), Number(match[2]), Number(match[3])];
  return demoPicture(160, 80, colour, [250, 250, 250], colour);
}

/** Texts and logos of two service products for the sites. */
export async function seedCmsProducts(tx: Executor): Promise<void> {
  const known = await tx
    .select({ discr: products.discr })
    .from(products)
    .where(
      inArray(
        products.discr,
        DEMO.map((product) => product.discr),
      ),
    );
  for (const product of DEMO.filter((p) => known.some((k) => k.discr === p.discr))) {
    const [row] = await tx
      .insert(cmsProducts)
      .values({ discr: product.discr, title: product.title, intro: product.intro })
      .returning({ id: cmsProducts.id });
    await tx.insert(cmsProductLogos).values(
      product.logos.map(([name, colour], position) => ({
        cmsProductId: row!.id,
        position,
        name,
        fileKey: `cms/demo-logos/${product.discr}/${colour.join('-')}.png`,
        contentType: 'image/png',
      })),
    );
  }
}
