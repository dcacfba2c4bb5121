import type { CompanyRow } from '../companies';

/** The buyer as printed on an invoice, fixed when the invoice is completed. */
export interface InvoiceBuyer {
  name: string;
  attention: string | null;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  countryCode: string;
  chamberOfCommerceNumber: string | null;
  vatNumber: string | null;
  email: string | null;
}

/**
 * The company's invoice details: its own name and address, or the separate
 * invoice name, attention and address when it keeps those (a free-text address:
 * its first line is the street, a postal code and city on the next line are
 * recognised).
 */
export function invoiceBuyerOf(company: CompanyRow): InvoiceBuyer {
  const base: InvoiceBuyer = {
    name: company.name,
    attention: null,
    street: company.street ?? '',
    houseNumber: company.houseNumber ?? '',
    postalCode: company.postalCode ?? '',
    city: company.city ?? '',
    countryCode: company.country || 'NL',
    chamberOfCommerceNumber: company.chamberOfCommerceNumber,
    vatNumber: company.vatNumber,
    email: company.email,
  };
  if (!company.separateInvoiceData) return base;
  const separate = { ...base, attention: company.invoiceToTheAttentionOf || null };
  if (company.invoiceCompanyName) separate.name = company.invoiceCompanyName;
  const address = (company.invoiceAddress ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (address.length === 0) return separate;
  const place = address[1]?.match(/^(\d{4}\s?[A-Z]{2})\s+(.+)$/i);
  return {
    ...separate,
    street: address[0]!,
    houseNumber: '',
    postalCode: place ? place[1]!.toUpperCase() : separate.postalCode,
    city: place ? place[2]! : (address[1] ?? separate.city),
  };
}
