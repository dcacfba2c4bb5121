import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

const NL = /^([1-9]\d{3})\s?([a-z]{2})$/i;
const BE = /^\d{4}$/;
const DE = /^\d{5}$/;
// Other countries (HK, LU, US): no format of their own; a short code of letters, digits,
// spaces and dashes.
const OTHER = /^[a-z0-9][a-z0-9 -]{0,9}$/i;

/** Blank counts as valid; the form decides whether the field is required. */
export function isValidPostalCode(
  text: string,
  country: string | null | undefined = 'NL',
): boolean {
  const value = text.trim();
  if (value === '') return true;
  switch ((country ?? 'NL').toUpperCase()) {
    case 'NL':
      return NL.test(value);
    case 'BE':
      return BE.test(value);
    case 'DE':
      return DE.test(value);
    default:
      return OTHER.test(value);
  }
}

/** Dutch codes are stored as '1234 AB'; other codes trimmed and in capitals. */
export function normalizePostalCode(
  text: string,
  country: string | null | undefined = 'NL',
): string {
  const value = text.trim();
  const match = (country ?? 'NL').toUpperCase() === 'NL' ? NL.exec(value) : null;
  if (match) return `${match[1]} ${(match[2] ?? '').toUpperCase()}`;
  return value.toUpperCase();
}

export const postalCodeSchema = (country: string | null | undefined = 'NL') =>
  looseText()
    .refine((value) => isValidPostalCode(value, country), {
      message: MESSAGE.ENTER_VALID_POSTAL_CODE,
    })
    .transform((value) => emptyToNull(normalizePostalCode(value, country)));
