import type {
  InvoiceDocument,
  InvoiceDocumentLine,
} from '../../api/src/invoices/documents/invoice-document';
import { sellerDetails } from '../../api/src/invoices/seller';

const line = (description: string, quantity: number, priceCents: number): InvoiceDocumentLine => ({
  description,
  quantity,
  priceCents,
  totalCents: quantity * priceCents,
  ledgerNumber: 8040,
});

/** A Dutch customer's invoice: three leads, a claim credit, a text line. */
export function sampleInvoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [
    line('Lead 1201 Zonnepanelen (02-11-2026)', 1, 2750),
    line('Lead 1234 Warmtepomp (05-11-2026)', 1, 3500),
    line('Lead 1302 Dakkapel & kozijnen <offerte> (09-11-2026)', 2, 1999),
    line('Creditering claim 88 (lead 1201)', 1, -2750),
    {
      description: 'Volgens afspraak met Jan',
      quantity: null,
      priceCents: null,
      totalCents: 0,
      ledgerNumber: null,
    },
  ];
  const subtotalCents = lines.reduce((sum, item) => sum + item.totalCents, 0);
  const vatCents = Math.round(subtotalCents * 0.21);
  return {
    kind: 'invoice',
    number: '2026-000123',
    invoiceDate: '2026-11-23',
    dueDate: '2026-12-07',
    corrects: null,
    seller: sellerDetails({}),
    buyer: {
      name: 'Hendriks Installatietechniek B.V.',
      street: 'Oudegracht',
      houseNumber: '12',
      postalCode: '3511 AB',
      city: 'Utrecht',
      countryCode: 'NL',
      chamberOfCommerceNumber: '30123456',
      vatNumber: 'NL001234567B01',
      attention: 'Administratie',
      email: 'boekhouding@hendriks.nl',
    },
    lines,
    subtotalCents,
    vatRatePercent: 21,
    vatCents,
    totalCents: subtotalCents + vatCents,
    payment: { kind: 'transfer' },
    buyerReference: 'KLANT-7',
    ...overrides,
  };
}
