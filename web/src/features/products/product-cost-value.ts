/** The cost field's value as Mantine's NumberInput gives it: a number, or text while typing. */
export type CostFieldValue = number | string;

/** Stored cents as the field shows them (euros); no override is an empty field. */
export function costFieldValue(costCents: number | null | undefined): CostFieldValue {
  return costCents == null ? '' : costCents / 100;
}

/**
 * The cents to save: an empty field is null (the override is removed, the default
 * price applies), anything else is rounded to whole cents. Text that is not a number
 * gives NaN, which the screen refuses before sending (JSON would turn it into null).
 */
export function costCentsOf(value: CostFieldValue): number | null {
  if (typeof value === 'number') return Math.round(value * 100);
  const text = value.trim();
  if (text === '') return null;
  return Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);
}
