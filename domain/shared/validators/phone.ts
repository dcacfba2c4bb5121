import { MESSAGE } from '#domain/shared/messages';
import { NL_AREA_CODES } from '#domain/shared/nl-area-codes';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

/** NL: Dutch numbers only; BE: Belgian only; ALL: either. */
export type PhoneMode = 'NL' | 'BE' | 'ALL';

/**
 * The stored form of a phone number: digits only, with the country prefix
 * replaced by a 0 ('+31 (0)20-123 45 67' -> '0201234567'). +32 is treated like
 * 0032.
 */
export function normalizePhone(text: string): string {
  const withoutTrunkZero = text.replace(/\(\s*0\s*\)/g, '');
  let digits = withoutTrunkZero.trim().replace(/^\+/, '00').replace(/\D/g, '');
  // Repeated so that the result never starts with a country prefix (normalising twice changes nothing).
  while (/^00(31|32)/.test(digits)) digits = `0${digits.slice(4)}`;
  return digits;
}

/** Made-up numbers: counting up or down, 123123, a digit six times in a row, or a pair repeated. */
export function isObviousSequence(digits: string): boolean {
  return (
    digits.includes('12345') ||
    digits.includes('54321') ||
    digits.includes('123123') ||
    /(\d)\1{5}/.test(digits) ||
    /(\d\d)\1{3}/.test(digits.slice(1))
  );
}

function isDutch(digits: string): boolean {
  return digits.length === 10 && NL_AREA_CODES.some((code) => digits.startsWith(code));
}

function isBelgian(digits: string): boolean {
  return digits.startsWith('0') && digits.length >= 8 && digits.length <= 10;
}

/** Whether the typed number is valid in the mode; blank counts as valid (optional field). */
export function isValidPhone(text: string, mode: PhoneMode = 'NL'): boolean {
  if (text.trim() === '') return true;
  const digits = normalizePhone(text);
  if (isObviousSequence(digits)) return false;
  if (mode === 'NL') return isDutch(digits);
  if (mode === 'BE') return isBelgian(digits);
  return isDutch(digits) || isBelgian(digits);
}

/** A Dutch mobile number: a valid number that starts with 06. */
export function isValidMobile(text: string): boolean {
  if (text.trim() === '') return true;
  return isValidPhone(text, 'NL') && normalizePhone(text).startsWith('06');
}

/** Optional phone field; outputs the normalised digits or null. */
export const phoneSchema = (mode: PhoneMode = 'NL') =>
  looseText()
    .refine((value) => isValidPhone(value, mode), { message: MESSAGE.ENTER_VALID_PHONE })
    .transform((value) => emptyToNull(normalizePhone(value)));

/** Optional mobile field (06...); outputs the normalised digits or null. */
export const mobileSchema = () =>
  looseText()
    .refine(isValidMobile, { message: MESSAGE.ENTER_VALID_MOBILE })
    .transform((value) => emptyToNull(normalizePhone(value)));

/** "At least one of phone or mobile": a message key when both are blank, else null. */
export function phoneOrMobileRefusal(
  phone: string | null | undefined,
  mobile: string | null | undefined,
): string | null {
  const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
  return blank(phone) && blank(mobile) ? MESSAGE.ENTER_PHONE_OR_MOBILE : null;
}
