import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { products } from '../products/product.table';
import { cmsPages } from './page.table';
import { cmsRedirections } from './redirection.table';
import { cmsTerms } from './term.table';

const SHOPS: [name: string, target: string, description: string][] = [
  ['bol-zonnepanelen', 'https://www.bol.com/nl/nl/l/zonnepanelen/', 'Zonnepanelen bij bol'],
  ['coolblue-omvormer', 'https://www.coolblue.nl/omvormers', 'Omvormers bij Coolblue'],
  ['coolblue-thuisbatterij', 'https://www.coolblue.nl/thuisbatterijen', 'Thuisbatterijen'],
  ['fonq-laadpaal', 'https://www.fonq.nl/laadpalen/', 'Laadpalen bij fonQ'],
  ['gamma-montage', 'https://www.gamma.nl/assortiment/zonnepanelen', 'Montagemateriaal'],
  ['hornbach-kabels', 'https://www.hornbach.nl/c/elektra/kabels/', 'Kabels en stekkers'],
  ['karwei-dakhaken', 'https://www.karwei.nl/assortiment/dakhaken', 'Dakhaken'],
  ['kieskeurig-panelen', 'https://www.kieskeurig.nl/zonnepanelen', 'Prijsvergelijking'],
  ['mediamarkt-monitor', 'https://www.mediamarkt.nl/energiemonitor', 'Energiemonitors'],
  ['praxis-zonnepaneel', 'https://www.praxis.nl/zonnepanelen', 'Zonnepanelen bij Praxis'],
  ['wehkamp-warmtepomp', 'https://www.wehkamp.nl/warmtepompen/', 'Warmtepompen'],
  ['zonneplan-batterij', 'https://www.zonneplan.nl/thuisbatterij', 'Thuisbatterij op maat'],
];

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

/** Affiliate redirections of the solar site and glossary terms, for the editor's selectors. */
export async function seedLinks(tx: Executor, solarSiteId: number, authorId: number | null) {
  await tx.insert(cmsRedirections).values(
    SHOPS.map(([name, target, description]) => ({
      domainId: solarSiteId,
      url: `/out/${name}`,
      target,
      description,
      affiliate: true,
      createdBy: authorId,
    })),
  );
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
  await tx.insert(cmsTerms).values(
    TERMS.map(([name, description, product, url]) => ({
      name,
      description,
      productId: productRows.find((r) => r.discr === product)?.id ?? null,
      pageId: pageRows.find((r) => r.url === url)?.id ?? null,
    })),
  );
}
