/**
 * Everything an invoice document (PDF, UBL e-invoice) prints, already decided:
 * amounts in integer cents, VAT computed once per invoice. The documents only lay
 * it out, so the PDF, the e-invoice and the screen always show the same figures.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  /** e.g. "2026-000123" (invoice) or "C2026-000004" (credit note). */
  number: string;
  /** ISO dates, yyyy-mm-dd. */
  invoiceDate: string;
  dueDate: string;
  /** The invoice a credit note corrects. */
  corrects: { number: string; invoiceDate: string } | null;
  seller: InvoiceParty & {
    /** KvK number: the seller's legal id in NLCIUS (scheme 0106). */
    chamberOfCommerceNumber: string;
    vatNumber: string;
    iban: string;
    bic: string;
    email: string;
    phone: string;
    website: string;
  };
  buyer: InvoiceParty & {
    chamberOfCommerceNumber: string | null;
    vatNumber: string | null;
    attention: string | null;
    email: string | null;
  };
  lines: InvoiceDocumentLine[];
  subtotalCents: number;
  vatRatePercent: number;
  vatCents: number;
  totalCents: number;
  /** How it is paid: by transfer to the seller's IBAN, or collected by direct debit. */
  payment:
    | { kind: 'transfer' }
    | { kind: 'direct_debit'; mandateId: string; debtorIban: string }
    | { kind: 'paid' };
  /** A company's customer number, printed as the buyer reference. */
  buyerReference: string;
}

export interface InvoiceParty {
  name: string;
  street: string;
  /** House number with its addition, if any. */
  houseNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface InvoiceDocumentLine {
  description: string;
  /** Null with priceCents null: a text-only line. */
  quantity: number | null;
  priceCents: number | null;
  /** quantity × price, 0 for a text-only line. */
  totalCents: number;
  ledgerNumber: number | null;
}
