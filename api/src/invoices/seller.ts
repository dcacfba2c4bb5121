import type { InvoiceDocument } from './documents/invoice-document';

/**
 * Our own details as invoices print them. The demo's are fictitious but well formed
 * (a KvK number of eight digits, a Dutch VAT id, an IBAN with a valid checksum); a
 * real deployment sets them through the environment.
 */
export function sellerDetails(env: NodeJS.ProcessEnv = process.env): InvoiceDocument['seller'] {
  return {
    name: env.SELLER_NAME ?? 'Leadportaal B.V.',
    street: env.SELLER_STREET ?? 'Stationsplein',
    houseNumber: env.SELLER_HOUSE_NUMBER ?? '45',
    postalCode: env.SELLER_POSTAL_CODE ?? '3511 ED',
    city: env.SELLER_CITY ?? 'Utrecht',
    countryCode: 'NL',
    chamberOfCommerceNumber: env.SELLER_KVK ?? '87654321',
    vatNumber: env.SELLER_VAT ?? 'NL864123456B01',
    iban: env.SELLER_IBAN ?? 'NL91ABNA0417164300',
    bic: env.SELLER_BIC ?? 'ABNANL2A',
    email: env.SELLER_EMAIL ?? 'facturen@leadportaal.nl',
    phone: env.SELLER_PHONE ?? '030 123 45 67',
    website: env.SELLER_WEBSITE ?? 'www.leadportaal.nl',
  };
}
