import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

// Optional minus, digits, an optional comma or dot and up to two decimals.
const CURRENCY = /^(-)?(\d+)(?:[.,](\d{0,2}))?$/;

export function isValidCurrency(text: string): boolean {
  const value = text.trim();
  return value === '' || CURRENCY.test(value);
}

/** Euros as typed ('12,5', '-3.25', '7') to cents (1250, -325, 700); null when blank or invalid. */
export function currencyToCents(text: string): number | null {
  const match = CURRENCY.exec(text.trim());
  if (!match) return null;
  const [, minus, euros = '0', decimals = ''] = match;
  const cents = Number(euros) * 100 + Number(decimals.padEnd(2, '0'));
  return minus && cents !== 0 ? -cents : cents;
}

/** Cents back to the form's text: 1250 -> '12,50', 700 -> '7,00'. */
export function centsToCurrencyText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(absolute / 100)},${String(absolute % 100).padStart(2, '0')}`;
}

/** The typed amount in its canonical form ('12.5' -> '12,50'); blank stays blank. */
export function normalizeCurrency(text: string): string {
  const cents = currencyToCents(text);
  return cents === null ? text.trim() : centsToCurrencyText(cents);
}

export interface CurrencyOptions {
  /** Highest amount in whole euros (inclusive). */
  maxEuros?: number;
  required?: boolean;
}

/** Currency field: a number of cents or the typed euro text in; cents (or null when blank) out. */
export function currencySchema(options: CurrencyOptions = {}) {
  const { maxEuros, required = false } = options;
  return z
    .union([z.number().int(), z.string()], { error: MESSAGE.ENTER_VALID_AMOUNT })
    .nullish()
    .refine((value) => typeof value !== 'string' || isValidCurrency(value), {
      message: MESSAGE.ENTER_VALID_AMOUNT,
    })
    .transform((value) => (typeof value === 'string' ? currencyToCents(value) : (value ?? null)))
    .refine((cents) => !required || cents !== null, { message: MESSAGE.FIELD_REQUIRED })
    .refine((cents) => cents === null || maxEuros === undefined || cents <= maxEuros * 100, {
      message: MESSAGE.AMOUNT_TOO_HIGH,
    });
}
