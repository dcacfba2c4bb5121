/** Prepaid deposit payment statuses by code (docs/payments.md); the codes are stored. */
export const PREPAID_PAYMENT_STATUSES = {
  open: 0,
  payable_anew: 1,
  closed: 2,
} as const;

export type PrepaidPaymentStatus =
  (typeof PREPAID_PAYMENT_STATUSES)[keyof typeof PREPAID_PAYMENT_STATUSES];

/** Deposit choices in whole euros; balances and payments are kept in cents. */
export const PREPAID_AMOUNTS_EUROS = [250, 500, 1000, 2500] as const;
export const DEFAULT_PREPAID_AMOUNT_EUROS = 500;

/** Below this balance (in cents) the company sees the low-balance alert. */
export const LOW_BALANCE_THRESHOLD_CENTS = 2500;

export function isLowBalance(balanceCents: number): boolean {
  return balanceCents < LOW_BALANCE_THRESHOLD_CENTS;
}

export interface PrepaidPayment {
  amountCents: number;
  status: PrepaidPaymentStatus;
  provider: string;
}

export type DepositOffer =
  | { kind: 'new'; amountsEuros: readonly number[]; defaultAmountEuros: number }
  | { kind: 'continue'; amountCents: number; provider: string };

/**
 * What the deposit form offers: with an open payment, that payment (its amount
 * prefilled, only its provider); with none, or one that may be paid anew, a
 * new deposit.
 */
export function depositOffer(latest: PrepaidPayment | null): DepositOffer {
  if (latest && latest.status === PREPAID_PAYMENT_STATUSES.open) {
    return { kind: 'continue', amountCents: latest.amountCents, provider: latest.provider };
  }
  return {
    kind: 'new',
    amountsEuros: PREPAID_AMOUNTS_EUROS,
    defaultAmountEuros: DEFAULT_PREPAID_AMOUNT_EUROS,
  };
}

/** Only an open payment can be cancelled. */
export function canCancelPrepaidPayment(payment: PrepaidPayment | null): boolean {
  return payment?.status === PREPAID_PAYMENT_STATUSES.open;
}

export function isPrepaidAmount(euros: number): boolean {
  return (PREPAID_AMOUNTS_EUROS as readonly number[]).includes(euros);
}
