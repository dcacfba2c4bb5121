import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

/**
 * Chamber of commerce (KvK) number: non-digits are stripped; a Dutch number has
 * exactly 8 digits. Other countries keep their own registration numbers, which
 * we do not know the formats of: any 4 to 20 digits pass. Empty is allowed; a
 * number without a country is refused (its format cannot be known).
 */
export function normalizeChamberOfCommerceNumber(text: string): string {
  return text.replace(/\D/g, '');
}

/** A MESSAGE key when the number is not valid for the country, else null. */
export function chamberOfCommerceRefusal(
  text: string | null | undefined,
  country: string | null | undefined,
): string | null {
  const digits = normalizeChamberOfCommerceNumber(text ?? '');
  if (digits === '') return null;
  if (!country) return MESSAGE.SELECT_COUNTRY_FIRST;
  const valid = country.toUpperCase() === 'NL' ? /^\d{8}$/.test(digits) : /^\d{4,20}$/.test(digits);
  return valid ? null : MESSAGE.ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER;
}

export function isValidChamberOfCommerceNumber(
  text: string,
  country: string | null | undefined,
): boolean {
  return chamberOfCommerceRefusal(text, country) === null;
}

/** Stand-alone field for a known country; forms with a country field check it in their own refinement. */
export const chamberOfCommerceSchema = (country: string | null | undefined) =>
  looseText()
    .superRefine((value, context) => {
      const refusal = chamberOfCommerceRefusal(value, country);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    })
    .transform((value) => emptyToNull(normalizeChamberOfCommerceNumber(value)));
