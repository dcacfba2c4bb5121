import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { cmsDomains, cmsPages } from '../cms';
import { setPageTags } from './page-tags';
import { tags } from './tag.table';

const SOLAR = 'www.zonnepanelen-offertes.nl';
const RENOVATION = 'www.verbouwkosten.nl';

/** Tags with the page they are bound to (site and url), if any. */
const TAGS: [name: string, bound: [host: string, url: string] | null][] = [
  ['zonnepanelen', [SOLAR, '/zonnepanelen/kosten']],
  ['blog', [SOLAR, '/blog']],
  ['nieuws', [SOLAR, '/nieuws']],
  ['subsidie', [SOLAR, '/zonnepanelen/subsidie']],
  ['warmtepomp', [SOLAR, '/warmtepomp']],
  ['dakkapel', [RENOVATION, '/dakkapel']],
  ['isolatie', [RENOVATION, '/isolatie']],
  ['bespaartips', [RENOVATION, '/tips']],
  ['thuisbatterij', [RENOVATION, '/vergelijken/thuisbatterijen']],
  ['omvormer', [RENOVATION, '/vergelijken/beste-omvormers']],
  ['kosten', null],
  ['offerte', null],
  ['salderen', null],
  ['energielabel', null],
  ['duurzaam wonen', null],
  ['verbouwen', null],
  ['vergunning', null],
  ['spouwmuur', null],
  ['dakisolatie', null],
  ['vloerisolatie', null],
  ['glas', null],
  ['zonneboiler', null],
  ['laadpaal', null],
  ['energierekening', null],
  ['installateur', null],
  ['onderhoud', null],
  ['regio', null],
  ['vergelijken', null],
  ['prijs', null],
  ['tips', null],
];

/** Tags a page carries besides the ones its own seed gave it, by site and url prefix. */
const PAGE_TAGS: [host: string, urlPrefix: string, names: string[]][] = [
  [SOLAR, '/zonnepanelen', ['zonnepanelen']],
  [SOLAR, '/zonnepanelen/kosten', ['kosten', 'prijs']],
  [SOLAR, '/zonnepanelen/subsidie', ['subsidie', 'energierekening']],
  [SOLAR, '/zonnepanelen/offerte', ['offerte']],
  [SOLAR, '/nieuws/', ['nieuws', 'salderen']],
  [SOLAR, '/warmtepomp', ['warmtepomp', 'duurzaam wonen']],
  [SOLAR, '/regio/', ['regio', 'installateur']],
  [RENOVATION, '/dakkapel', ['dakkapel', 'verbouwen']],
  [RENOVATION, '/dakkapel/vergunning', ['vergunning']],
  [RENOVATION, '/dakkapel/prijs', ['kosten', 'prijs']],
  [RENOVATION, '/isolatie', ['isolatie', 'energielabel']],
  [RENOVATION, '/isolatie/spouwmuur', ['spouwmuur']],
  [RENOVATION, '/tips', ['bespaartips', 'tips']],
  [RENOVATION, '/vergelijken', ['vergelijken']],
  [RENOVATION, '/vergelijken/thuisbatterijen', ['thuisbatterij']],
  [RENOVATION, '/vergelijken/beste-omvormers', ['omvormer']],
];

/** Thirty tags, some bound to a page of the demo sites, carried by the pages they are about. */
export async function seedTags(tx: Executor): Promise<void> {
  const pages = await tx
    .select({ id: cmsPages.id, url: cmsPages.url, tags: cmsPages.tags, host: cmsDomains.host })
    .from(cmsPages)
    .innerJoin(cmsDomains, eq(cmsDomains.id, cmsPages.domainId))
    .where(inArray(cmsDomains.host, [SOLAR, RENOVATION]));
  const pageAt = (host: string, url: string) =>
    pages.find((page) => page.host === host && page.url === url)?.id ?? null;
  // Names the cms seed's pages carry already (blog, zonnepanelen) exist as rows.
  const existing = await tx.select({ name: tags.name }).from(tags);
  const known = new Set(existing.map((row) => row.name));
  const fresh = TAGS.filter(([name]) => !known.has(name));
  if (fresh.length > 0) await tx.insert(tags).values(fresh.map(([name]) => ({ name })));
  for (const [name, bound] of TAGS)
    if (bound)
      await tx
        .update(tags)
        .set({ boundPageId: pageAt(...bound) })
        .where(eq(tags.name, name));
  for (const page of pages) {
    const extra = PAGE_TAGS.filter(
      ([host, prefix]) => host === page.host && page.url.startsWith(prefix),
    ).flatMap(([, , names]) => names);
    if (extra.length > 0) await setPageTags(tx, page.id, [...page.tags, ...extra]);
  }
}
