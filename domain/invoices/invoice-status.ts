/** Invoice statuses by code (docs/invoices.md, "Data"); the codes are stored, never renumber. */
export const INVOICE_STATUSES = {
  not_sent: 1,
  paid: 2,
  not_paid: 3,
  first_warning: 4,
  second_warning: 5,
  third_warning: 6,
  collection_agency: 7,
  is_collection_agency: 8,
  partner: 10,
} as const;

export type InvoiceStatusName = keyof typeof INVOICE_STATUSES;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[InvoiceStatusName];
export const INVOICE_STATUS_CODES: readonly InvoiceStatus[] = Object.values(INVOICE_STATUSES);

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return typeof value === 'number' && (INVOICE_STATUS_CODES as readonly number[]).includes(value);
}

export type StatusColour = 'red' | 'orange' | 'green' | 'blue' | 'gray';

/** Warnings and collection red; not sent and not paid orange; paid green; the rest neutral. */
export function invoiceStatusColour(status: number): StatusColour {
  switch (status) {
    case INVOICE_STATUSES.first_warning:
    case INVOICE_STATUSES.second_warning:
    case INVOICE_STATUSES.third_warning:
    case INVOICE_STATUSES.collection_agency:
    case INVOICE_STATUSES.is_collection_agency:
      return 'red';
    case INVOICE_STATUSES.not_sent:
    case INVOICE_STATUSES.not_paid:
      return 'orange';
    case INVOICE_STATUSES.paid:
      return 'green';
    default:
      return 'gray';
  }
}

/**
 * The label key of a status. A collection invoice reads "suspended" when its
 * company is gone or suspended.
 */
export function invoiceStatusLabel(status: number, companyState?: string | null): string {
  const collection =
    status === INVOICE_STATUSES.collection_agency ||
    status === INVOICE_STATUSES.is_collection_agency;
  if (collection && (!companyState || companyState === 'suspended')) return 'suspended';
  const name = (Object.keys(INVOICE_STATUSES) as InvoiceStatusName[]).find(
    (key) => INVOICE_STATUSES[key] === status,
  );
  return name ?? 'unknown';
}

/** When marking an unpaid invoice paid, the payment date starts at now, or at the due date for direct debit. */
export function defaultPaymentDate(
  invoice: { paymentMethod: number | null; dueDate: Date | string | null },
  now: Date = new Date(),
): Date {
  const DIRECT_DEBIT = 4;
  if (invoice.paymentMethod === DIRECT_DEBIT && invoice.dueDate) return new Date(invoice.dueDate);
  return now;
}

/** What the invoice list sorts by (its `sortColumn` parameter). */
export const INVOICE_SORT_COLUMNS = [
  'number',
  'invoice_date',
  'due_date',
  'total',
  'company',
  'status',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];
