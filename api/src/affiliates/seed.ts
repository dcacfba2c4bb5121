import type { Executor } from '../db';
import { affiliateCompanies } from './affiliate-company.table';
import { affiliateTableRows, affiliateTables } from './affiliate-table.table';

const COMPANIES: [name: string, website: string, description: string][] = [
  ['bol', 'https://www.bol.com', 'Webwinkel; commissie per verkoop'],
  ['Coolblue', 'https://www.coolblue.nl', 'Elektronica en energie; vergoeding per klik'],
  ['fonQ', 'https://www.fonq.nl', 'Wonen en tuin'],
  ['GAMMA', 'https://www.gamma.nl', 'Bouwmarkt'],
  ['HORNBACH', 'https://www.hornbach.nl', 'Bouwmarkt'],
  ['Karwei', 'https://www.karwei.nl', 'Bouwmarkt'],
  ['Kieskeurig', 'https://www.kieskeurig.nl', 'Prijsvergelijker; vergoeding per klik'],
  ['MediaMarkt', 'https://www.mediamarkt.nl', 'Elektronica'],
  ['Praxis', 'https://www.praxis.nl', 'Bouwmarkt'],
  ['wehkamp', 'https://www.wehkamp.nl', 'Webwinkel'],
  ['Zonneplan', 'https://www.zonneplan.nl', 'Energieleverancier; commissie per contract'],
];

type DemoRow = [company: string, offer: string, price: string | null, link: string, usps: string[]];

const TABLES: { name: string; title: string; intro: string; rows: DemoRow[] }[] = [
  {
    name: 'Thuisbatterijen',
    title: 'Thuisbatterijen vergeleken',
    intro: 'Drie aanbieders van een thuisbatterij, op prijs per kWh opslag.',
    rows: [
      [
        'Zonneplan',
        'Nexus thuisbatterij 10 kWh',
        '€ 6.495',
        '/out/zonneplan-batterij',
        ['Inclusief installatie', 'Slim laden op dynamische prijzen'],
      ],
      [
        'Coolblue',
        'Thuisbatterij 5 kWh',
        '€ 3.999',
        '/out/coolblue-thuisbatterij',
        ['Morgen in huis', 'Uit te breiden tot 15 kWh'],
      ],
      [
        'bol',
        'Opslagset 5 kWh',
        'vanaf € 3.450',
        'https://www.bol.com/nl/nl/l/thuisbatterijen/',
        ['Gratis retour'],
      ],
    ],
  },
  {
    name: 'Omvormers',
    title: 'Omvormers voor zonnepanelen',
    intro: 'Omvormers bij webwinkels en bouwmarkten.',
    rows: [
      [
        'Coolblue',
        'Hybride omvormer 5 kW',
        '€ 1.299',
        '/out/coolblue-omvormer',
        ['Geschikt voor een thuisbatterij'],
      ],
      ['Praxis', 'Omvormer 3,6 kW', '€ 749', '/out/praxis-zonnepaneel', ['Afhalen in de winkel']],
    ],
  },
];

/** The shops and partners the demo sites' outgoing links lead to, and tables of their offers. */
export async function seedAffiliates(tx: Executor): Promise<void> {
  const companies = await tx
    .insert(affiliateCompanies)
    .values(COMPANIES.map(([name, website, description]) => ({ name, website, description })))
    .returning({ id: affiliateCompanies.id, name: affiliateCompanies.name });
  for (const table of TABLES) {
    const [row] = await tx
      .insert(affiliateTables)
      .values({ name: table.name, title: table.title, intro: table.intro })
      .returning({ id: affiliateTables.id });
    await tx.insert(affiliateTableRows).values(
      table.rows.map(([company, offer, price, linkUrl, usps], position) => ({
        tableId: row!.id,
        position,
        affiliateCompanyId: companies.find((c) => c.name === company)!.id,
        offer,
        price,
        linkUrl,
        usps,
        highlighted: position === 0,
      })),
    );
  }
}
