/**
 * How an invoice number reads: the year and a six-digit sequence, credit notes
 * with a C in front ("2026-000123", "C2026-000004"). Each series counts from 1
 * every year without gaps.
 */
export function formatInvoiceNumber(
  kind: 'invoice' | 'credit_note',
  year: number,
  sequence: number,
): string {
  const prefix = kind === 'credit_note' ? 'C' : '';
  return `${prefix}${year}-${String(sequence).padStart(6, '0')}`;
}
