import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { affiliateCompanies } from '../affiliates';
import { products } from '../products';
import { pageProduct } from './clickout-record';
import { cmsClickouts } from './clickout.table';
import { cmsPages } from './page.table';
import { cmsRedirections, type CmsRedirectionRow } from './redirection.table';
import { cmsTerms } from './term.table';

type Shop = [name: string, target: string, description: string, company: string];

const SHOPS: Shop[] = [
  ['bol-zonnepanelen', 'https://www.bol.com/nl/nl/l/zonnepanelen/', 'Zonnepanelen bij bol', 'bol'],
  ['coolblue-omvormer', 'https://www.coolblue.nl/omvormers', 'Omvormers bij Coolblue', 'Coolblue'],
  [
    'coolblue-thuisbatterij',
    'https://www.coolblue.nl/thuisbatterijen',
    'Thuisbatterijen',
    'Coolblue',
  ],
  ['fonq-laadpaal', 'https://www.fonq.nl/laadpalen/', 'Laadpalen bij fonQ', 'fonQ'],
  ['gamma-montage', 'https://www.gamma.nl/assortiment/zonnepanelen', 'Montagemateriaal', 'GAMMA'],
  [
    'hornbach-kabels',
    'https://www.hornbach.nl/c/elektra/kabels/',
    'Kabels en stekkers',
    'HORNBACH',
  ],
  ['karwei-dakhaken', 'https://www.karwei.nl/assortiment/dakhaken', 'Dakhaken', 'Karwei'],
  [
    'kieskeurig-panelen',
    'https://www.kieskeurig.nl/zonnepanelen',
    'Prijsvergelijking',
    'Kieskeurig',
  ],
  [
    'mediamarkt-monitor',
    'https://www.mediamarkt.nl/energiemonitor',
    'Energiemonitors',
    'MediaMarkt',
  ],
  ['praxis-zonnepaneel', 'https://www.praxis.nl/zonnepanelen', 'Zonnepanelen bij Praxis', 'Praxis'],
  ['wehkamp-warmtepomp', 'https://www.wehkamp.nl/warmtepompen/', 'Warmtepompen', 'wehkamp'],
  [
    'zonneplan-batterij',
    'https://www.zonneplan.nl/thuisbatterij',
    'Thuisbatterij op maat',
    'Zonneplan',
  ],
];

// Moved pages of the solar site: an old path to a page, and a campaign address for now.
const MOVED: [url: string, page: string | null, target: string | null, temporary: boolean][] = [
  ['/zonnepanelen/prijzen', '/zonnepanelen/kosten', null, false],
  ['/subsidies', '/zonnepanelen/subsidie', null, false],
  ['/actie', null, 'https://www.zonnepanelen-offertes.nl/zonnepanelen/offerte', true],
];

// The pages visitors click outgoing links on, and how often each link is followed.
const CLICK_PAGES = ['/zonnepanelen/kosten', '/warmtepomp', '/zonnepanelen/monokristallijn', null];
const DAYS_OF_CLICKS = 120;

const TERMS: [name: string, description: string, product: string | null, url: string | null][] = [
  ['Omvormer', 'Zet de gelijkstroom van de panelen om in wisselstroom.', 'zonnepanelen', null],
  ['Wattpiek', 'Het vermogen van een paneel onder testomstandigheden.', 'zonnepanelen', null],
  ['Salderen', 'Teruggeleverde stroom verrekenen met verbruikte stroom.', 'zonnepanelen', null],
  ['SCOP', 'Hoe zuinig een warmtepomp over een heel seizoen is.', 'warmtepomp', null],
  ['Bron', 'Waar een warmtepomp zijn warmte vandaan haalt.', 'warmtepomp', null],
  ['Energielabel', 'Geeft aan hoe zuinig een woning of apparaat is.', null, null],
  ['Terugverdientijd', 'Na hoeveel jaar de besparing de kosten heeft gedekt.', null, null],
  ['Subsidie', 'Een bijdrage van de overheid in de kosten.', null, '/zonnepanelen/subsidie'],
  ['COP', 'Hoeveel warmte een warmtepomp levert per eenheid stroom.', 'warmtepomp', '/warmtepomp'],
  [
    'Hybride warmtepomp',
    'Een warmtepomp die samenwerkt met de cv-ketel.',
    'warmtepomp',
    '/warmtepomp',
  ],
  ['Buitenunit', 'Het deel van een luchtwarmtepomp dat buiten staat.', 'warmtepomp', null],
  ['Nokverhoging', 'Het dak hoger maken om zolderruimte te winnen.', 'dakkapel', null],
  [
    'Prefab dakkapel',
    'Een dakkapel die in de fabriek wordt gebouwd en in één dag geplaatst.',
    'dakkapel',
    null,
  ],
  ['Omgevingsvergunning', 'Toestemming van de gemeente om te bouwen.', 'dakkapel', null],
  ['Spouw', 'De ruimte tussen de binnen- en buitenmuur.', 'spouwmuurisolatie', null],
  [
    'Isolatiewaarde',
    'Hoe goed een materiaal warmte tegenhoudt (Rd-waarde).',
    'spouwmuurisolatie',
    null,
  ],
  ['Koudebrug', 'Een plek waar warmte makkelijk naar buiten lekt.', 'spouwmuurisolatie', null],
  ['Thuisbatterij', 'Slaat overdag opgewekte stroom op voor later.', null, null],
  [
    'Netcongestie',
    'Een vol stroomnet dat geen extra levering aankan.',
    null,
    '/nieuws/salderen-tot-2027',
  ],
  ['Offerte', 'Een prijsopgave van een vakman, vrijblijvend.', null, '/zonnepanelen/offerte'],
];

/** Affiliate and internal redirections of the solar site, their clicks and glossary terms. */
export async function seedLinks(tx: Executor, solarSiteId: number, authorId: number | null) {
  const companies = await tx
    .select({ id: affiliateCompanies.id, name: affiliateCompanies.name })
    .from(affiliateCompanies);
  const links = await tx
    .insert(cmsRedirections)
    .values(
      SHOPS.map(([name, target, description, company]) => ({
        domainId: solarSiteId,
        url: `/out/${name}`,
        target,
        description,
        affiliate: true,
        affiliateCompanyId: companies.find((row) => row.name === company)?.id ?? null,
        createdBy: authorId,
      })),
    )
    .returning();
  const productRows = await tx
    .select({ id: products.id, discr: products.discr })
    .from(products)
    .where(
      inArray(products.discr, ['zonnepanelen', 'warmtepomp', 'dakkapel', 'spouwmuurisolatie']),
    );
  const pageRows = await tx
    .select({ id: cmsPages.id, url: cmsPages.url })
    .from(cmsPages)
    .where(eq(cmsPages.domainId, solarSiteId));
  await tx.insert(cmsRedirections).values(
    MOVED.map(([url, page, target, temporary]) => ({
      domainId: solarSiteId,
      url,
      pageId: page === null ? null : (pageRows.find((row) => row.url === page)?.id ?? null),
      target,
      temporary,
      description: temporary ? 'Campagne najaar' : 'Oude pagina',
      createdBy: authorId,
    })),
  );
  await seedClicks(tx, links, pageRows);
  await tx.insert(cmsTerms).values(
    TERMS.map(([name, description, product, url]) => ({
      name,
      description,
      productId: productRows.find((r) => r.discr === product)?.id ?? null,
      pageId: pageRows.find((r) => r.url === url)?.id ?? null,
    })),
  );
}

/**
 * Clicks on the outgoing links over the last months, so the click-out list has
 * something to group. Spread by a fixed rule (not random) so every start looks the same.
 */
async function seedClicks(
  tx: Executor,
  links: CmsRedirectionRow[],
  pageRows: { id: number; url: string }[],
) {
  const pages = await tx
    .select({
      id: cmsPages.id,
      url: cmsPages.url,
      leadProductId: cmsPages.leadProductId,
      blocks: cmsPages.blocks,
    })
    .from(cmsPages)
    .where(
      inArray(
        cmsPages.id,
        pageRows.map((row) => row.id),
      ),
    );
  const now = Date.now();
  const rows: (typeof cmsClickouts.$inferInsert)[] = [];
  links.forEach((link, index) => {
    // Between none and a few clicks a day, more on some links than on others.
    const most = 1 + ((index * 5) % 4);
    for (let day = 0; day < DAYS_OF_CLICKS; day += 1) {
      const clicks = (day * 7 + index * 13) % (most + 2);
      for (let click = 0; click < clicks; click += 1) {
        const fromUrl = CLICK_PAGES[(day + index + click) % CLICK_PAGES.length];
        const page = pages.find((row) => row.url === fromUrl);
        rows.push({
          clickedAt: new Date(
            now - day * 86_400_000 - ((index * 37 + day * 11 + click * 97) % 900) * 60_000,
          ),
          domainId: link.domainId,
          redirectionId: link.id,
          url: link.url,
          target: link.target ?? '',
          pageId: page?.id ?? null,
          pageUrl: page?.url ?? null,
          affiliateCompanyId: link.affiliateCompanyId,
          productId: page ? pageProduct(page) : null,
        });
      }
    }
  });
  for (let start = 0; start < rows.length; start += 500)
    await tx.insert(cmsClickouts).values(rows.slice(start, start + 500));
}
