import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

// Bank (4 letters), country (2 letters), location (2), optional branch (3).
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export function normalizeBic(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/** Blank counts as valid; letters in either case. */
export function isValidBic(text: string): boolean {
  const value = normalizeBic(text);
  return value === '' || BIC.test(value);
}

export const bicSchema = () =>
  looseText()
    .refine(isValidBic, { message: MESSAGE.ENTER_VALID_BIC })
    .transform((value) => emptyToNull(normalizeBic(value)));
