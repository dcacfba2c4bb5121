import { sql } from 'drizzle-orm';
import type { StructureEntry } from '#domain/feeds/feed-structure';
import type { Executor } from '../db';
import { rowsOf } from '../shared/rows';
import { PROPOSED_STOCK_GROUP } from './feed-process';
import { feedJobs, productFeeds } from './feed.table';
import { feedDataMappings, feedMappingGroups } from './mapping-group.table';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const XML_STRUCTURE: StructureEntry[] = [
  { feed_key: '@id', property: 'customerId', sample_values: ['KW-10231', 'KW-10232', 'KW-10240'] },
  {
    feed_key: 'name',
    property: 'name',
    sample_values: ['Daikin Altherma 3 R 8 kW', 'Panasonic Aquarea J 5 kW'],
  },
  { feed_key: 'price', property: 'price', sample_values: ['4.299,00', '3.149,00', '5.895,00'] },
  { feed_key: 'price/@currency', property: null, sample_values: ['EUR'] },
  { feed_key: 'ean', property: 'ean', sample_values: ['8712345000019', '8712345000026'] },
  { feed_key: 'link', property: 'url', sample_values: ['https://www.klimaatwinkel.nl/p/kw-10231'] },
  { feed_key: 'shipping/cost', property: 'shippingCosts', sample_values: ['0,00', '49,95'] },
  { feed_key: 'stock', property: 'inStock', sample_values: ['op voorraad', 'uitverkocht'] },
  {
    feed_key: 'delivery_time',
    property: 'deliveryTime',
    sample_values: ['2 werkdagen', '1-2 weken'],
  },
  {
    feed_key: 'description',
    property: 'description',
    sample_values: ['Stille lucht-waterwarmtepomp'],
  },
];

const CSV_STRUCTURE: StructureEntry[] = [
  { feed_key: 'artikelnummer', property: 'customerId', sample_values: ['ZD-501', 'ZD-502'] },
  { feed_key: 'titel', property: 'name', sample_values: ['JA Solar 425 Wp full black'] },
  { feed_key: 'prijs', property: 'price', sample_values: ['129,95', '119,00'] },
  { feed_key: 'verzendkosten', property: 'shippingCosts', sample_values: ['9,95'] },
  {
    feed_key: 'deeplink',
    property: 'url',
    sample_values: ['https://www.zonnewinkel-direct.nl/zd-501'],
  },
  { feed_key: 'ean', property: 'ean', sample_values: ['8712345100016'] },
  { feed_key: 'voorraad', property: 'inStock', sample_values: ['ja', 'beperkt leverbaar'] },
  { feed_key: 'kleur', property: null, sample_values: ['zwart', 'blauw'] },
];

/** A finished run `daysAgo` days back, its steps taking about `seconds`. */
function finishedRun(
  feedId: number,
  daysAgo: number,
  seconds: number,
  counts: { items: number; offers: number; retired: number; problems: Record<string, number> },
) {
  const started = new Date(Date.now() - daysAgo * DAY);
  const part = (share: number) => Math.round(seconds * 1000 * share);
  const at = (ms: number) => new Date(started.getTime() + ms).toISOString();
  return {
    feedId,
    state: 'finished' as const,
    step: 'done' as const,
    priority: 1,
    attempts: 1,
    checkpoint: counts.items,
    fileInfo: { bytes: counts.items * 640, format: 'xml', charset: 'utf-8', gzip: true },
    steps: {
      download: { started_at: at(0), ms: part(0.15) },
      normalize: { started_at: at(part(0.15)), ms: part(0.05) },
      analyse: { started_at: at(part(0.2)), ms: part(0.2) },
      process: { started_at: at(part(0.4)), ms: part(0.6) },
    },
    itemsTotal: counts.items,
    itemsProcessed: counts.items,
    offersWritten: counts.offers,
    offersRetired: counts.retired,
    problemCounts: counts.problems,
    createdAt: new Date(started.getTime() - 5_000),
    startedAt: started,
    finishedAt: new Date(started.getTime() + seconds * 1000),
    updatedAt: new Date(started.getTime() + seconds * 1000),
  };
}

/**
 * Demo feeds of the demo shops, in the states an editor meets (idle with a run history,
 * waiting for the structure, waiting for the mapping, failed, paused), with data-mapping
 * groups. Nothing is queued, so a fresh start needs no network.
 */
export async function seedFeeds(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const shops = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT id, name FROM companies WHERE is_comparison ORDER BY name`),
  );
  const shop = (name: string) => shops.find((s) => s.name === name)?.id ?? shops[0]?.id ?? null;
  if (shops.length === 0) return;
  const editor = userIds.get('comparison@demo.nl') ?? null;
  const klimaat = shop('Klimaatwinkel.nl');
  const zon = shop('Zonnewinkel Direct');
  const huis = shop('Huishoudexpert');

  const feeds = await tx
    .insert(productFeeds)
    .values([
      {
        source: 'bol',
        type: 'xml',
        url: 'https://www.klimaatwinkel.nl/feeds/vergelijk.xml.gz',
        companyId: klimaat,
        position: 0,
        structure: XML_STRUCTURE,
        structureConfirmed: true,
        progressDone: 1840,
        progressTotal: 1840,
      },
      {
        source: 'icecat',
        type: 'csv',
        url: 'https://www.zonnewinkel-direct.nl/export/producten.csv',
        companyId: zon,
        position: 1,
        state: 'confirming_mapping',
        structure: CSV_STRUCTURE,
        structureConfirmed: true,
        progressDone: 612,
        progressTotal: 612,
      },
      {
        source: 'kieskeurig',
        type: 'xml',
        url: 'https://feeds.huishoudexpert.nl/kieskeurig.xml',
        companyId: huis,
        position: 2,
        state: 'confirming_structure',
        structure: XML_STRUCTURE.map((e) => ({
          ...e,
          property: e.feed_key === 'description' ? null : e.property,
        })),
        progressTotal: 950,
      },
      {
        source: 'amazon_ext',
        type: 'xml',
        url: 'https://www.klimaatwinkel.nl/feeds/amazon.xml',
        companyId: klimaat,
        position: 3,
        state: 'downloading_error',
        errorMessage: "The feed's server answered HTTP 404 Not Found",
      },
      {
        source: 'kieskeurig_ext',
        type: 'xml',
        url: 'https://feeds.huishoudexpert.nl/extra.xml',
        companyId: huis,
        position: 4,
        paused: true,
      },
    ])
    .returning({ id: productFeeds.id });
  const [main, csv, fresh, broken] = feeds.map((f) => f.id);

  // The idle feed's history: three runs over the last weeks; its shop's offers come from it.
  const history = await tx
    .insert(feedJobs)
    .values([
      finishedRun(main!, 15, 74, {
        items: 1790,
        offers: 1612,
        retired: 0,
        problems: { new_unknown_product: 96, invalid_price: 4, invalid_url: 1 },
      }),
      finishedRun(main!, 8, 69, {
        items: 1822,
        offers: 1630,
        retired: 12,
        problems: { unknown_ean_product: 88, new_unknown_product: 9, invalid_price: 2 },
      }),
      finishedRun(main!, 1, 71, {
        items: 1840,
        offers: 1641,
        retired: 7,
        problems: { unknown_ean_product: 95, new_unknown_product: 6, invalid_shipping_price: 3 },
      }),
    ])
    .returning({ id: feedJobs.id });
  const last = history.at(-1)!.id;
  await tx.execute(sql`
    UPDATE comparison_offers SET feed_id = ${main!}, last_job_id = ${last}
    WHERE company_id = ${klimaat} AND retired_at IS NULL`);
  await tx.execute(sql`
    INSERT INTO comparison_feed_problems (job_id, kind, item_number, customer_id, name, ean, value) VALUES
      (${last}, 'unknown_ean_product', 14, 'KW-10244', 'Atlantic Alfea Extensa 6', '8712345000293', '8712345000293'),
      (${last}, 'unknown_ean_product', 57, 'KW-10301', 'Vaillant aroTHERM plus 7', '8712345000316', '8712345000316'),
      (${last}, 'new_unknown_product', 203, 'KW-10477', 'Nibe S2125-8', '8712345000484', '8712345000484'),
      (${last}, 'invalid_shipping_price', 412, 'KW-10590', 'Buitenunit steun', '8712345000590', 'gratis')`);

  // Waiting for the mapping: processed, with problems and a stock text to map.
  const [waiting] = await tx
    .insert(feedJobs)
    .values({
      ...finishedRun(csv!, 0.02, 31, {
        items: 612,
        offers: 548,
        retired: 3,
        problems: {
          new_unknown_product: 41,
          data_mapping_error: 17,
          invalid_ean: 5,
          invalid_price: 1,
        },
      }),
      state: 'waiting',
      finishedAt: null,
      fileInfo: {
        bytes: 98_304,
        format: 'csv',
        charset: 'windows-1252',
        gzip: false,
        asked_structure: false,
      },
    })
    .returning({ id: feedJobs.id });
  await tx.execute(sql`
    INSERT INTO comparison_feed_problems (job_id, kind, item_number, customer_id, name, ean, value) VALUES
      (${waiting!.id}, 'new_unknown_product', 3, 'ZD-503', 'Trina Vertex S 430 Wp', '8712345100047', '8712345100047'),
      (${waiting!.id}, 'data_mapping_error', 8, 'ZD-508', 'Enphase IQ8 omvormer', '8712345100085', 'beperkt leverbaar'),
      (${waiting!.id}, 'invalid_ean', 21, 'ZD-521', 'Montageset plat dak', '12345', '12345'),
      (${waiting!.id}, 'invalid_price', 40, 'ZD-540', 'Thuisbatterij 10 kWh', '8712345100405', 'op aanvraag')`);

  // Waiting for the structure: analysed, nothing confirmed yet.
  await tx.insert(feedJobs).values({
    feedId: fresh!,
    state: 'waiting',
    step: 'process',
    attempts: 1,
    itemsTotal: 950,
    fileInfo: {
      bytes: 412_000,
      format: 'xml',
      charset: 'utf-8',
      gzip: false,
      asked_structure: true,
    },
    steps: {
      download: { started_at: new Date(Date.now() - HOUR).toISOString(), ms: 2100 },
      normalize: { started_at: new Date(Date.now() - HOUR + 2100).toISOString(), ms: 300 },
      analyse: { started_at: new Date(Date.now() - HOUR + 2400).toISOString(), ms: 900 },
    },
    queuedBy: editor,
    createdAt: new Date(Date.now() - HOUR - 5_000),
    startedAt: new Date(Date.now() - HOUR),
  });

  await tx.insert(feedJobs).values({
    feedId: broken!,
    state: 'failed',
    step: 'download',
    attempts: 1,
    errorState: 'downloading_error',
    errorMessage: "The feed's server answered HTTP 404 Not Found",
    steps: { download: { started_at: new Date(Date.now() - 3 * HOUR).toISOString(), ms: 420 } },
    queuedBy: editor,
    createdAt: new Date(Date.now() - 3 * HOUR - 5_000),
    startedAt: new Date(Date.now() - 3 * HOUR),
    finishedAt: new Date(Date.now() - 3 * HOUR + 420),
  });

  // Data mappings: delivery times of one shop, and a stock text the runner proposed for another.
  const groups = await tx
    .insert(feedMappingGroups)
    .values([
      { companyId: klimaat!, name: 'Levertijden', property: 'deliveryTime' },
      { companyId: klimaat!, name: 'Prijzen', property: 'price' },
      { companyId: zon!, name: PROPOSED_STOCK_GROUP, property: 'inStock' },
    ])
    .returning({ id: feedMappingGroups.id });
  await tx.insert(feedDataMappings).values([
    {
      groupId: groups[0]!.id,
      position: 0,
      pattern: '^(\\d+) werkdag(en)?$',
      replacement: '$1 dagen',
      confirmed: true,
    },
    {
      groupId: groups[0]!.id,
      position: 1,
      pattern: '^voor 22:00 besteld',
      replacement: '1 dag',
      confirmed: true,
    },
    { groupId: groups[1]!.id, position: 0, pattern: '^vanaf ', replacement: '', confirmed: true },
    {
      groupId: groups[2]!.id,
      position: 0,
      pattern: '^beperkt leverbaar$',
      replacement: '',
      confirmed: false,
    },
    {
      groupId: groups[2]!.id,
      position: 1,
      pattern: '^op bestelling$',
      replacement: '',
      confirmed: false,
    },
  ]);
}
