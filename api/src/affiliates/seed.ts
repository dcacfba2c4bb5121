import type { Executor } from '../db';
import { affiliateCompanies } from './affiliate-company.table';

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

/** The shops and partners the demo sites' outgoing links lead to. */
export async function seedAffiliates(tx: Executor): Promise<void> {
  await tx
    .insert(affiliateCompanies)
    .values(COMPANIES.map(([name, website, description]) => ({ name, website, description })));
}
