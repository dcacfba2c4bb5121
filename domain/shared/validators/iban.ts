import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

/** IBAN length per country (ISO 13616 registry) for the countries a customer may bank in. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Letters become numbers (A = 10 ... Z = 35) and the remainder of the big number by 97 is taken piecewise. */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric.toUpperCase()) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** Without spaces, in capitals: 'nl91 abna 0417 1643 00' -> 'NL91ABNA0417164300'. */
export function compactIban(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/** Blank counts as valid. Checks country, length, characters and the mod-97 checksum. */
export function isValidIban(text: string): boolean {
  if (text.trim() === '') return true;
  const iban = compactIban(text);
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The print format, in groups of four: 'NL91 ABNA 0417 1643 00'. */
export function normalizeIban(text: string): string {
  return (
    compactIban(text)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

export function isDutchIban(text: string | null | undefined): boolean {
  return compactIban(text ?? '').startsWith('NL');
}

export const ibanSchema = () =>
  looseText()
    .refine(isValidIban, { message: MESSAGE.ENTER_VALID_IBAN })
    .transform((value) => emptyToNull(normalizeIban(value)));
