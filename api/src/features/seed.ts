import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UnmappedFeatureSource } from '#domain/features/feature-mapping';
import type { Executor } from '../db';
import { comparisonCoreProducts, comparisonProducts } from '../comparison';
import { comparisonFeatures } from './feature.table';
import { comparisonProductMeta } from './product-meta.table';
import { comparisonSpecSynonyms, comparisonSpecWebsites } from './spec-website.table';
import {
  comparisonUnmappedFeatureValues,
  comparisonUnmappedFeatures,
} from './unmapped-feature.table';

const DAY = 24 * 60 * 60 * 1000;

/** A name seen in feeds or on spec websites: how often, and the values products had for it. */
type Seen = [name: string, source: UnmappedFeatureSource, seen: number, values: readonly string[]];

const UNMAPPED: Record<string, readonly Seen[]> = {
  heat_pump: [
    [
      'Geluidsdruk buiten',
      'feed',
      41,
      ['48 dB(A)', '51 dB(A)', '46 dB(A)', '53 dB(A)', '49 dB(A)'],
    ],
    ['Nominaal vermogen', 'spec_website', 33, ['8 kW', '6 kW', '10 kW', '12 kW']],
    ['Afmeting (bxhxd)', 'feed', 27, ['1100 x 800 x 400 mm', '950 x 740 x 380 mm']],
    ['Energieklasse', 'feed', 22, ['A+++', 'A++', 'A+++']],
    ['COP bij A7/W35', 'spec_website', 12, ['4,9', '5,1', '4,6']],
    ['Garantie compressor', 'feed', 9, ['10 jaar', '7 jaar']],
    ['Boilerinhoud', 'feed', 4, ['180 l', '230 l']],
  ],
  solar_panel: [
    ['Wattpiek', 'feed', 58, ['410', '425', '400', '435', '420']],
    ['Paneelefficiëntie', 'feed', 31, ['21,5 %', '22,3 %', '20,9 %']],
    ['Afmeting (lxbxh)', 'spec_website', 19, ['1722 x 1134 x 30 mm', '1762 x 1134 x 30 mm']],
    ['Energieklasse', 'feed', 7, ['A', 'A+']],
    ['Max. systeemspanning', 'spec_website', 5, ['1500 V', '1000 V']],
  ],
  robot_vacuum: [
    ['Zuigvermogen', 'feed', 36, ['5000 Pa', '6000 Pa', '8000 Pa']],
    ['Batterijduur', 'feed', 24, ['180 min', '150 min', '200 min']],
    ['Geluidsproductie', 'spec_website', 11, ['65 dB', '68 dB']],
    ['Energieklasse', 'feed', 6, ['A', 'B']],
    ['Wifi', 'feed', 3, ['ja', 'ja']],
  ],
};

/** A spec website's own spec names: mapped to a feature (by name), not a feature (false), or unmapped. */
type Synonym = [name: string, sample: string, mapping?: string | false];

const SPEC_WEBSITES: {
  name: string;
  baseUrl: string;
  discr: string;
  synonyms: readonly Synonym[];
}[] = [
  {
    name: 'Warmtepomp-info',
    baseUrl: 'https://www.warmtepomp-info.nl',
    discr: 'heat_pump',
    synonyms: [
      ['Energielabel (verwarmen 35°C)', 'A+++', 'Energielabel'],
      ['SCOP gemiddeld klimaat', '4,6', 'SCOP'],
      ['Geluidsdruk buitenunit op 1 m', '47 dB(A)', 'Geluidsniveau buitenunit'],
      ['Prijs vanaf', '€ 6.450', false],
      ['Levertijd', '2 weken', false],
      ['Aansluitspanning', '230 V'],
      ['Aanvoertemperatuur maximaal', '60 °C'],
      ['Afmetingen binnenunit', '720 x 400 x 300 mm'],
      ['Afmetingen buitenunit', '1100 x 800 x 400 mm'],
      ['Bedieningspaneel', 'touchscreen'],
      ['Boilervolume', '180 l'],
      ['COP A2/W35', '3,9'],
      ['COP A7/W35', '4,8'],
      ['Compressortype', 'inverter twin rotary'],
      ['Energie-efficiëntieklasse 55°C', 'A++'],
      ['Geluidsvermogen binnenunit', '42 dB(A)'],
      ['Geluidsvermogen buitenunit', '58 dB(A)'],
      ['Gewicht binnenunit', '38 kg'],
      ['Gewicht buitenunit netto', '79 kg'],
      ['Hoogte buitenunit (mm)', '870'],
      ['Koelvermogen', '7,2 kW'],
      ['Koudemiddelvulling', '1,4 kg'],
      ['Max. stroomopname', '16 A'],
      ['Min. buitentemperatuur', '-25 °C'],
      ['Modulatiebereik', '30-100 %'],
      ['Nominaal verwarmingsvermogen', '8 kW'],
      ['Opgenomen vermogen', '1,8 kW'],
      ['Slimme thermostaat', 'ja'],
      ['Smart grid ready', 'ja'],
      ['Type koudemiddel', 'R32'],
      ['Waterzijdige drukval', '25 kPa'],
      ['Wifi-module', 'optioneel'],
      ['Zekering', '20 A'],
      ['Garantietermijn', '7 jaar'],
    ],
  },
  {
    name: 'Zonnepaneel-specs',
    baseUrl: 'https://www.zonnepaneel-specs.nl',
    discr: 'solar_panel',
    synonyms: [
      ['Gewicht module', '21,5 kg', 'Gewicht'],
      ['Productgarantie (jaren)', '25', 'Productgarantie'],
      ['Verkrijgbaar bij', 'groothandel', false],
      ['Piekvermogen (Pmax)', '420 Wp'],
      ['Module-efficiëntie', '21,8 %'],
      ['Aantal cellen', '108'],
      ['Framekleur', 'zwart'],
      ['Glasdikte', '3,2 mm'],
      ['Max. systeemspanning', '1500 V'],
    ],
  },
  {
    name: 'Robotzuiger-test',
    baseUrl: 'https://www.robotzuiger-test.nl',
    discr: 'robot_vacuum',
    synonyms: [
      ['Navigatiesysteem', 'LiDAR', 'Navigatie'],
      ['Kleur', 'wit', false],
      ['Zuigkracht (Pa)', '6000'],
      ['Looptijd accu', '180 min'],
      ['Geluidsproductie', '66 dB'],
      ['Stofreservoir', '400 ml'],
      ['Klimvermogen drempel', '2 cm'],
    ],
  },
];

/** Templates for the heat pumps; the other core products have none saved yet. */
const META: Record<string, { title: string; description: string }> = {
  heat_pump: {
    title: '{brand} {name} kopen? Vergelijk prijzen',
    description:
      'De {name} ({feature:Vermogen}, energielabel {feature:Energielabel}) bij de voordeligste winkel: vergelijk {core_product} op prijs en levertijd.',
  },
};

/**
 * Feature names from feeds and spec websites waiting to be mapped (with values of a few
 * products), three spec websites with their synonyms, and the heat pumps' meta templates.
 */
export async function seedFeatures(tx: Executor): Promise<void> {
  const cores = await tx
    .select({ id: comparisonCoreProducts.id, discr: comparisonCoreProducts.discr })
    .from(comparisonCoreProducts);
  const coreIds = new Map(cores.map((core) => [core.discr, core.id]));
  const now = Date.now();

  for (const [discr, names] of Object.entries(UNMAPPED)) {
    const coreProductId = coreIds.get(discr);
    if (coreProductId === undefined) continue;
    const products = await tx
      .select({ id: comparisonProducts.id })
      .from(comparisonProducts)
      .where(eq(comparisonProducts.coreProductId, coreProductId))
      .orderBy(asc(comparisonProducts.id))
      .limit(12);
    for (const [index, [name, source, seen, values]] of names.entries()) {
      const [row] = await tx
        .insert(comparisonUnmappedFeatures)
        .values({
          coreProductId,
          name,
          source,
          sampleValue: values[0] ?? null,
          seenCount: seen,
          firstSeenAt: new Date(now - (60 - index * 5) * DAY),
          lastSeenAt: new Date(now - index * DAY),
        })
        .returning({ id: comparisonUnmappedFeatures.id });
      const kept = values
        .map((value, at) => ({
          productId: products[(at * 2 + index) % products.length]?.id,
          value,
        }))
        .filter(
          (entry): entry is { productId: number; value: string } => entry.productId !== undefined,
        )
        .filter((entry, at, all) => all.findIndex((e) => e.productId === entry.productId) === at);
      if (kept.length > 0)
        await tx
          .insert(comparisonUnmappedFeatureValues)
          .values(kept.map((entry) => ({ unmappedFeatureId: row!.id, ...entry })));
    }
  }

  for (const website of SPEC_WEBSITES) {
    const coreProductId = coreIds.get(website.discr);
    if (coreProductId === undefined) continue;
    const [row] = await tx
      .insert(comparisonSpecWebsites)
      .values({ name: website.name, baseUrl: website.baseUrl, coreProductId })
      .returning({ id: comparisonSpecWebsites.id });
    const named = website.synonyms
      .map(([, , mapping]) => mapping)
      .filter((mapping): mapping is string => typeof mapping === 'string');
    const features =
      named.length === 0
        ? []
        : await tx
            .select({ id: comparisonFeatures.id, name: comparisonFeatures.name })
            .from(comparisonFeatures)
            .where(
              and(
                eq(comparisonFeatures.coreProductId, coreProductId),
                inArray(comparisonFeatures.name, named),
              ),
            );
    await tx.insert(comparisonSpecSynonyms).values(
      website.synonyms.map(([name, sample, mapping]) => ({
        specWebsiteId: row!.id,
        name,
        sampleValue: sample,
        featureId:
          typeof mapping === 'string'
            ? (features.find((feature) => feature.name === mapping)?.id ?? null)
            : null,
        noFeature: mapping === false,
      })),
    );
  }

  for (const [discr, meta] of Object.entries(META)) {
    const coreProductId = coreIds.get(discr);
    if (coreProductId === undefined) continue;
    await tx
      .insert(comparisonProductMeta)
      .values({ coreProductId, titleTemplate: meta.title, descriptionTemplate: meta.description });
  }
}
