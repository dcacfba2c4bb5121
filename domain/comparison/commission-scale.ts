import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/**
 * A commission-scale row: offers priced from min up to (not including) max cost the
 * shop click_price per click-out. Empty fields take their placeholder: min the row
 * before's max (0 on the first row), max open-ended (allowed on the last row only).
 */
export interface CommissionScaleRow {
  min_cents: number;
  max_cents: number | null;
  click_price_cents: number;
}

const cents = z.number().int().min(0, { message: MESSAGE.VALUE_TOO_LOW });

/** A row as typed: any field may be left empty (null). */
export const commissionScaleInputSchema = z.object({
  min_cents: cents.nullable().default(null),
  max_cents: cents.nullable().default(null),
  click_price_cents: cents.nullable().default(null),
});
export type CommissionScaleInput = z.input<typeof commissionScaleInputSchema>;

export const commissionScalesInputSchema = z.array(commissionScaleInputSchema).max(50);

export type ScaleErrors = Record<string, string>;

const isEmptyRow = (row: z.output<typeof commissionScaleInputSchema>) =>
  row.min_cents === null && row.max_cents === null && row.click_price_cents === null;

/**
 * Rows as saved, or the field errors (keyed `scales.<index>.<field>`): a completely
 * empty row is dropped; a click price is required; a range must not be inverted or
 * overlap the row before (rows go up in price), and only the last row is open-ended.
 */
export function resolveCommissionScales(
  input: readonly CommissionScaleInput[],
): { rows: CommissionScaleRow[] } | { errors: ScaleErrors } {
  const typed = input.map((row) => commissionScaleInputSchema.parse(row));
  const kept = typed.map((row, index) => ({ row, index })).filter(({ row }) => !isEmptyRow(row));
  const errors: ScaleErrors = {};
  const rows: CommissionScaleRow[] = [];
  kept.forEach(({ row, index }, keptIndex) => {
    const previous = rows[rows.length - 1];
    const min = row.min_cents ?? previous?.max_cents ?? 0;
    const max = row.max_cents;
    const field = (name: string) => `scales.${index}.${name}`;
    if (row.click_price_cents === null) errors[field('click_price_cents')] = MESSAGE.FIELD_REQUIRED;
    if (max !== null && max <= min) errors[field('max_cents')] = MESSAGE.SCALE_RANGE_INVERTED;
    else if (previous && (previous.max_cents === null || min < previous.max_cents))
      errors[field('min_cents')] = MESSAGE.SCALE_RANGES_OVERLAP;
    if (max === null && keptIndex < kept.length - 1)
      errors[field('max_cents')] = MESSAGE.SCALE_OPEN_END_NOT_LAST;
    rows.push({ min_cents: min, max_cents: max, click_price_cents: row.click_price_cents ?? 0 });
  });
  return Object.keys(errors).length > 0 ? { errors } : { rows };
}

/** The click price for an offer price: the row whose range holds it, else nothing (0). */
export function clickPriceFor(rows: readonly CommissionScaleRow[], priceCents: number): number {
  const row = rows.find(
    (scale) =>
      priceCents >= scale.min_cents && (scale.max_cents === null || priceCents < scale.max_cents),
  );
  return row?.click_price_cents ?? 0;
}
