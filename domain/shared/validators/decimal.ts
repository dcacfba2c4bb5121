import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

// Typed with a comma (Dutch) or a dot; stored with a dot.
const DECIMAL = /^-?\d+([.,]\d+)?$/;

export function isValidDecimal(text: string): boolean {
  const value = text.trim();
  return value === '' || DECIMAL.test(value);
}

/** '12,5' -> '12.5'; blank stays blank. */
export function normalizeDecimal(text: string): string {
  return text.trim().replace(',', '.');
}

/** Decimal field: outputs the dot-separated text, or null when blank. */
export const decimalSchema = () =>
  looseText()
    .refine(isValidDecimal, { message: MESSAGE.ENTER_VALID_NUMBER })
    .transform((value) => emptyToNull(normalizeDecimal(value)));
