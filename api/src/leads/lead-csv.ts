import type { CsvColumn } from '../shared/csv';
import type { leadsJson } from './lead-json';

type LeadLine = Awaited<ReturnType<typeof leadsJson>>[number];

/** The columns of the staff lead export. */
export const LEAD_CSV_COLUMNS: CsvColumn<LeadLine>[] = [
  ['id', (l) => l.id],
  ['created', (l) => l.created],
  ['product', (l) => l.discr],
  ['gender', (l) => l.gender],
  ['given_name', (l) => l.given_name],
  ['family_name', (l) => l.family_name],
  ['email', (l) => l.email],
  ['phone_number', (l) => l.phone_number],
  ['street', (l) => l.address.street],
  ['house_number', (l) => l.address.house_number],
  ['postal_code', (l) => l.address.postal_code],
  ['city', (l) => l.address.city],
  ['municipality', (l) => l.municipality],
  ['province', (l) => l.province],
  ['source', (l) => l.source],
  ['on_hold', (l) => (l.on_hold ? 'y' : 'n')],
  ['bad', (l) => (l.bad ? 'y' : 'n')],
  ['remaining_assignments', (l) => l.remaining_assignments],
  ['companies', (l) => l.assigned_leads.map((a) => a.company_name).join(' | ')],
  [
    'revenue_eur',
    (l) => (l.assigned_leads.reduce((sum, a) => sum + a.price_cents, 0) / 100).toFixed(2),
  ],
];
