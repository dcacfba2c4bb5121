import { daysBetween } from './invoice-dates';
import { INVOICE_STATUSES, type InvoiceStatus } from './invoice-status';

/**
 * The dunning schedule: how long an unpaid invoice waits at each step before the
 * next, and what the step does to the company. Counted in days from the due date
 * for the first warning, then from the previous step.
 */
export const DUNNING_SCHEDULE = [
  { from: INVOICE_STATUSES.not_paid, to: INVOICE_STATUSES.first_warning, afterDays: 7 },
  { from: INVOICE_STATUSES.first_warning, to: INVOICE_STATUSES.second_warning, afterDays: 7 },
  // The third warning suspends the company until it pays ("suspended by invoice").
  {
    from: INVOICE_STATUSES.second_warning,
    to: INVOICE_STATUSES.third_warning,
    afterDays: 7,
    suspends: true,
  },
  // Then the debt goes to the collection agency and the company to debt collection.
  {
    from: INVOICE_STATUSES.third_warning,
    to: INVOICE_STATUSES.collection_agency,
    afterDays: 14,
    toDebtCollection: true,
  },
] as const satisfies readonly DunningStep[];

export interface DunningStep {
  from: InvoiceStatus;
  to: InvoiceStatus;
  afterDays: number;
  suspends?: boolean;
  toDebtCollection?: boolean;
}

/**
 * The step an invoice is due for today, or null. `since` is the due date for an
 * unpaid invoice and the day of the last step otherwise (yyyy-mm-dd, Dutch time).
 */
export function dueDunningStep(
  invoice: { status: number; since: string },
  today: string,
): DunningStep | null {
  const step = DUNNING_SCHEDULE.find((candidate) => candidate.from === invoice.status);
  if (!step) return null;
  return daysBetween(invoice.since, today) >= step.afterDays ? step : null;
}

/** Statuses of an invoice that still waits for its money. */
export const UNPAID_STATUSES: readonly InvoiceStatus[] = [
  INVOICE_STATUSES.not_paid,
  INVOICE_STATUSES.first_warning,
  INVOICE_STATUSES.second_warning,
  INVOICE_STATUSES.third_warning,
  INVOICE_STATUSES.collection_agency,
  INVOICE_STATUSES.is_collection_agency,
];
