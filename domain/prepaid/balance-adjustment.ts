import { INVOICE_WRITERS } from '#domain/invoices/invoice-permissions';
import { MESSAGE } from '#domain/shared/messages';

/**
 * Who refunds or corrects a prepaid balance by hand: those who book invoices and
 * payments (finance, managers, admins), not every member of staff.
 */
export const BALANCE_ADJUSTERS = INVOICE_WRITERS;

/**
 * A refund pays (part of) the balance back to the customer, so it only takes off;
 * a correction puts right what went wrong, either way.
 */
export const BALANCE_ADJUSTMENT_KINDS = ['refund', 'adjustment'] as const;
export type BalanceAdjustmentKind = (typeof BALANCE_ADJUSTMENT_KINDS)[number];

export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

export interface BalanceAdjustmentInput {
  kind: BalanceAdjustmentKind;
  /** A refund: what goes back (positive). A correction: + or −, never 0. */
  amountCents: number;
  reason: string | null | undefined;
}

/** The field errors of a refund or correction, keyed by the REST field name. */
export function balanceAdjustmentProblems(input: BalanceAdjustmentInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const reason = input.reason?.trim() ?? '';
  if (reason === '') problems.reason = MESSAGE.GIVE_REASON;
  else if (reason.length > ADJUSTMENT_REASON_MAX_LENGTH) problems.reason = MESSAGE.TEXT_TOO_LONG;
  const { amountCents } = input;
  if (
    !Number.isInteger(amountCents) ||
    amountCents === 0 ||
    Math.abs(amountCents) > 100_000_000 ||
    (input.kind === 'refund' && amountCents < 0)
  )
    problems.amount_cents = MESSAGE.ENTER_VALID_AMOUNT;
  return problems;
}

/** What the change does to the balance: a refund takes its amount off. */
export function balanceChangeCents(kind: BalanceAdjustmentKind, amountCents: number): number {
  return kind === 'refund' ? -amountCents : amountCents;
}
