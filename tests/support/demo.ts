/**
 * The demo data tests rely on, by name (api/src/accounts/seed.ts, api/src/companies/seed.ts).
 * Every demo account's password is DEMO_PASSWORD; tests/shared/demo-names.test.ts checks these
 * names against the seeds.
 */
export { DEMO_PASSWORD } from '../../api/src/accounts/seed';

/** One demo account per role, plus `both` (customer and consumer). */
export const DEMO_USER = {
  manager: 'manager@demo.nl',
  accountManager: 'accountmanager@demo.nl',
  sales: 'sales@demo.nl',
  finance: 'finance@demo.nl',
  claims: 'claims@demo.nl',
  admin: 'admin@demo.nl',
  cms: 'cms@demo.nl',
  comparison: 'comparison@demo.nl',
  /** Ruud Hendriks, main user of Hendriks Installatietechniek. */
  customer: 'customer@demo.nl',
  /** Esther Dekker, main user of Dekker Leads Partner. */
  partner: 'partner@demo.nl',
  /** Koen van Leeuwen, main user of Van Leeuwen Claimservice. */
  claimPartner: 'claimpartner@demo.nl',
  consumer: 'consumer@demo.nl',
  /** Thijs Willems, customer (Willems Dakwerken, Zeeman Badkamers) and consumer. */
  both: 'both@demo.nl',
} as const;

/** Demo companies by their seeded name. */
export const DEMO_COMPANY = {
  hendriks: 'Hendriks Installatietechniek B.V.',
  willems: 'Willems Dakwerken',
  dekker: 'Dekker Leads Partner',
  groen: 'Groen Zonnepanelen',
  vanLeeuwen: 'Van Leeuwen Claimservice',
  kozijnenNoord: 'Kozijnen Noord',
  bos: 'Bos Verwarming',
  deVries: 'De Vries Isolatie',
  meijer: 'Meijer Schilders',
  kok: 'Kok Tuinaanleg',
  zwart: 'Zwart Bouw',
  archief: 'Archief Renovaties',
  prospect: 'Prospect Verbouw',
  proef: 'Proef Klusbedrijf',
  vergelijk: 'Vergelijk Warmtepompen',
  zeeman: 'Zeeman Badkamers',
} as const;

/** The main users of demo companies that have no account in DEMO_USER. */
export const DEMO_COMPANY_USER = {
  meijer: 'info@meijer-schilders.demo.nl',
  kok: 'info@kok-tuinaanleg.demo.nl',
  prospect: 'info@prospect-verbouw.demo.nl',
  proef: 'info@proef-klusbedrijf.demo.nl',
} as const;
