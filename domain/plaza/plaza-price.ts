/**
 * What a lead costs on the plaza (our rule, docs/plaza.md "What a lead costs"): the
 * company's own price for the product (no-cure-no-pay cost, partner cost or the
 * product's price, as for matched leads), lowered for every
 * company that already has the lead, since a lead shared with more companies is
 * worth less to each. Rounded to whole 50 cents, never below 50 cents.
 */
export const PLAZA_DISCOUNT_BY_COMPETITORS = [1, 0.85, 0.7, 0.55] as const;

export function plazaPriceCents(basePriceCents: number, competitors: number): number {
  if (basePriceCents <= 0) return 0;
  const index = Math.min(Math.max(competitors, 0), PLAZA_DISCOUNT_BY_COMPETITORS.length - 1);
  const discounted = basePriceCents * PLAZA_DISCOUNT_BY_COMPETITORS[index]!;
  return Math.max(50, Math.round(discounted / 50) * 50);
}
