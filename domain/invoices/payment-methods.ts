/** Payment methods by code; the codes are stored, never renumber. */
export const PAYMENT_METHODS = {
  wire_transfer: 1,
  ideal: 2,
  cash_provider: 3,
  direct_debit: 4,
  internal: 5,
  credit_card: 6,
  bank_home_pay: 7,
  przelewy24: 8,
  apple_pay: 9,
  belfius: 10,
  paypal: 11,
  sofort: 12,
  tikkie: 13,
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHODS;
export type PaymentMethod = (typeof PAYMENT_METHODS)[PaymentMethodName];
export const PAYMENT_METHOD_CODES: readonly PaymentMethod[] = Object.values(PAYMENT_METHODS);

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'number' && (PAYMENT_METHOD_CODES as readonly number[]).includes(value);
}

export function paymentMethodName(code: number): PaymentMethodName | undefined {
  return (Object.keys(PAYMENT_METHODS) as PaymentMethodName[]).find(
    (name) => PAYMENT_METHODS[name] === code,
  );
}
