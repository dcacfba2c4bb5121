import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/**
 * The start of every text field validator: forms send strings, the api may send
 * null or leave the field out. All three arrive as a trimmed string ('' = empty).
 */
export const looseText = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());

/** Empty input is stored as null. */
export function emptyToNull(value: string): string | null {
  return value === '' ? null : value;
}

/** A required text with the given message when blank (e.g. MESSAGE.ENTER_NAME). */
export const requiredText = (message: string = MESSAGE.FIELD_REQUIRED, max = 255) =>
  looseText()
    .refine((value) => value.length > 0, { message })
    .refine((value) => value.length <= max, { message: MESSAGE.TEXT_TOO_LONG });

/** An optional text, stored as null when empty. */
export const optionalText = (max = 255) =>
  looseText()
    .refine((value) => value.length <= max, { message: MESSAGE.TEXT_TOO_LONG })
    .transform(emptyToNull);
