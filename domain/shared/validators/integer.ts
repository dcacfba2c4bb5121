import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

const INTEGER = /^-?\d+$/;

export interface IntegerOptions {
  /** Lowest accepted value (inclusive). */
  min?: number;
  /** Highest accepted value (inclusive). */
  max?: number;
  /** A zero entry is stored as empty (null). */
  zeroToNull?: boolean;
  /** Refuse an empty entry. */
  required?: boolean;
}

/** Digits with an optional minus; blank is allowed (optional field). */
export function isValidIntegerText(text: string): boolean {
  const value = text.trim();
  return value === '' || INTEGER.test(value);
}

/** The stored value of an integer entry: null when blank (or zero with zeroToNull). */
export function normalizeInteger(
  text: string | number | null | undefined,
  zeroToNull = false,
): number | null {
  if (text === null || text === undefined) return null;
  const value = typeof text === 'number' ? text : text.trim() === '' ? null : Number(text.trim());
  if (value === null || Number.isNaN(value)) return null;
  // Number('-0') is -0; store it as a plain 0.
  const plain = value === 0 ? 0 : value;
  return zeroToNull && plain === 0 ? null : plain;
}

/** Integer field: accepts a number or the typed text; outputs number | null. */
export function integerSchema(options: IntegerOptions = {}) {
  const { min, max, zeroToNull = false, required = false } = options;
  return z
    .union([z.number(), z.string()], { error: MESSAGE.ENTER_VALID_NUMBER })
    .nullish()
    .refine(
      (value) =>
        typeof value === 'number' ? Number.isSafeInteger(value) : isValidIntegerText(value ?? ''),
      {
        message: MESSAGE.ENTER_VALID_NUMBER,
      },
    )
    .transform((value) => normalizeInteger(value, zeroToNull))
    .refine((value) => !required || value !== null, { message: MESSAGE.FIELD_REQUIRED })
    .refine((value) => value === null || min === undefined || value >= min, {
      message: MESSAGE.VALUE_TOO_LOW,
    })
    .refine((value) => value === null || max === undefined || value <= max, {
      message: MESSAGE.VALUE_TOO_HIGH,
    });
}
