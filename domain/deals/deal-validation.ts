import { MESSAGE } from '#domain/shared/messages';

/** Limits of a deal (docs/deals.md, "Rules"). */
export const FREE_DEAL_MAX_LEADS = 25;
export const NORMAL_DEAL_MAX_LEADS = 999;
export const FREE_DEAL_MAX_PLAZA_LEADS = 5;

export interface DealProductDraft {
  productId: number;
  /** In cents; 0 or empty for a free product. */
  priceCents: number | null;
  free: boolean;
}

export interface DealDraft {
  products: DealProductDraft[];
  max: number | null;
  maxFreeLeadPlaza: number | null;
  leadPlazaOnly: boolean;
  start: string | null;
  end: string | null;
  hasFreeLead: boolean;
  pauseAccount: boolean;
  allowClaim: boolean;
}

export interface DealProblem {
  field: 'deal' | 'max' | 'maxFreeLeadPlaza' | 'end' | 'products';
  message: string;
}

/** True when the deal has products and every one of them is free. */
export function isFreeDeal(deal: Pick<DealDraft, 'products'>): boolean {
  return deal.products.length > 0 && deal.products.every((product) => product.free);
}

/** The highest max the form allows: 25 for a free deal, else 999 (the placeholder reads 'Max. 25'). */
export function dealMaxLimit(deal: Pick<DealDraft, 'products'>): number {
  return isFreeDeal(deal) ? FREE_DEAL_MAX_LEADS : NORMAL_DEAL_MAX_LEADS;
}

/** Sum of the product prices, in cents. */
export function dealValueCents(deal: Pick<DealDraft, 'products'>): number {
  return deal.products.reduce((sum, product) => sum + (product.priceCents ?? 0), 0);
}

/**
 * The stored form of a deal: a price above 0 clears a product's free flag, and
 * a lead-plaza-only deal takes its max from the plaza maximum.
 */
export function normalizeDeal(deal: DealDraft): DealDraft {
  const products = deal.products.map((product) =>
    (product.priceCents ?? 0) > 0 && product.free ? { ...product, free: false } : product,
  );
  const max = deal.leadPlazaOnly ? deal.maxFreeLeadPlaza : deal.max;
  return { ...deal, products, max };
}

/** Everything wrong with a deal, or an empty array. Expects a normalised deal. */
export function dealProblems(
  deal: DealDraft | null | undefined,
  company: { allowNoCureNoPay: boolean },
): DealProblem[] {
  if (!deal) return [{ field: 'deal', message: MESSAGE.DEAL_REQUIRED }];
  const problems: DealProblem[] = [];
  const free = isFreeDeal(deal);
  if (deal.max !== null && deal.max > dealMaxLimit(deal))
    problems.push({ field: 'max', message: MESSAGE.DEAL_MAX_TOO_HIGH });
  if (deal.max !== null && deal.max < 0)
    problems.push({ field: 'max', message: MESSAGE.VALUE_TOO_LOW });
  if (free && deal.maxFreeLeadPlaza !== null && deal.maxFreeLeadPlaza > FREE_DEAL_MAX_PLAZA_LEADS) {
    problems.push({ field: 'maxFreeLeadPlaza', message: MESSAGE.DEAL_PLAZA_MAX_TOO_HIGH });
  }
  if (free && deal.end)
    problems.push({ field: 'end', message: MESSAGE.DEAL_FREE_PRODUCT_WITH_END_DATE });
  if (dealValueCents(deal) === 0 && !company.allowNoCureNoPay && !deal.hasFreeLead) {
    problems.push({ field: 'products', message: MESSAGE.DEAL_VALUE_ZERO });
  }
  return problems;
}
