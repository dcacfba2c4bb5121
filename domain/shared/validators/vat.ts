import { MESSAGE } from '#domain/shared/messages';
import { mod97 } from '#domain/shared/validators/iban';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

/**
 * VAT identification number formats of the EU member states (without the
 * country prefix): the published format per country, plus the Dutch checksum.
 */
const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B(0[1-9]|[1-9]\d)$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** 'nl 8019.87.482 b01' -> 'NL801987482B01'. */
export function normalizeVat(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * Dutch VAT numbers pass either the old eleven-test on the nine digits (weights
 * 9..2, the last digit counted -1) or, for numbers issued since 2020, the
 * mod-97 check over the whole number as an IBAN would (result 1).
 */
export function isValidDutchVatChecksum(vat: string): boolean {
  const digits = vat.slice(2, 11);
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(digits[i]) * (9 - i);
  sum -= Number(digits[8]);
  if (sum % 11 === 0) return true;
  return mod97(vat) === 1;
}

/** Blank counts as valid. */
export function isValidVat(text: string): boolean {
  const vat = normalizeVat(text);
  if (vat === '') return true;
  const format = VAT_FORMATS[vat.slice(0, 2)];
  if (!format || !format.test(vat.slice(2))) return false;
  return vat.startsWith('NL') ? isValidDutchVatChecksum(vat) : true;
}

export const vatSchema = () =>
  looseText()
    .refine(isValidVat, { message: MESSAGE.ENTER_VALID_VAT_NUMBER })
    .transform((value) => emptyToNull(normalizeVat(value)));
