/**
 * EANs are GTINs: 8, 12, 13 or 14 digits whose last digit is a check digit (weights
 * 3 and 1 from the right). The catalogue keeps an EAN by its numeric value, so
 * "08712345678906" and "8712345678906" are one EAN.
 */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/** The check digit the first digits (all but the last) of a GTIN call for. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const digit = Number(body[body.length - 1 - index]);
    sum += index % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for a GTIN-8, -12, -13 or -14 with the right check digit (spaces around allowed). */
export function isValidGtin(text: string): boolean {
  const digits = text.trim();
  if (!/^\d+$/.test(digits) || !GTIN_LENGTHS.has(digits.length)) return false;
  if (/^0+$/.test(digits)) return false;
  return gtinCheckDigit(digits.slice(0, -1)) === Number(digits[digits.length - 1]);
}

/** The numeric value an EAN is stored and compared by; null when the text is not a valid GTIN. */
export function gtinValue(text: string): number | null {
  return isValidGtin(text) ? Number(text.trim()) : null;
}

/** An EAN as shown: 13 digits (leading zeros back), or 14 for a GTIN-14. */
export function formatGtin(value: number): string {
  const digits = String(value);
  return digits.length <= 13 ? digits.padStart(13, '0') : digits;
}
