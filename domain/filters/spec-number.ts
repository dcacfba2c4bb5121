/**
 * Spec values are text as editors and feeds write them, with Dutch decimals ("4,5",
 * "-0,26", "1.250,5"). The comparison filters read them as numbers here, the one place
 * that says what a number is.
 */

const DUTCH = /^[+-]?\d{1,3}(\.\d{3})*(,\d+)?$|^[+-]?\d+(,\d+)?$/;
const THOUSANDS = /^[+-]?\d{1,3}(\.\d{3})+$/;
const POINT_DECIMAL = /^[+-]?\d*\.\d+$/;

/**
 * The number a spec value stands for, or null when it is no number. A comma is the
 * decimal sign and dots group thousands ("1.250,5" = 1250.5, "12.000" = 12000); without a
 * comma a single dot that does not group thousands is a decimal point ("4.5" = 4.5).
 * Spaces (also between number and nothing else) are ignored; units are not numbers.
 */
export function parseSpecNumber(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0]+/g, '');
  if (compact === '') return null;
  let normal: string;
  if (compact.includes(',') || THOUSANDS.test(compact)) {
    if (!DUTCH.test(compact)) return null;
    normal = compact.replace(/\./g, '').replace(',', '.');
  } else if (/^[+-]?\d+$/.test(compact) || POINT_DECIMAL.test(compact)) {
    normal = compact;
  } else return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** A number as the editor shows it: Dutch decimals, no thousands grouping ("4,5"). */
export function formatSpecNumber(value: number): string {
  return String(Number(value.toFixed(6))).replace('.', ',');
}
