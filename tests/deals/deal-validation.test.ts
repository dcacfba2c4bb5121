import { describe, expect, it } from 'vitest';
import {
  dealMaxLimit,
  dealProblems,
  dealValueCents,
  isFreeDeal,
  normalizeDeal,
  type DealDraft,
} from '#domain/deals/deal-validation';

const deal = (overrides: Partial<DealDraft> = {}): DealDraft => ({
  products: [{ productId: 1, priceCents: 2500, free: false }],
  max: 100,
  maxFreeLeadPlaza: null,
  leadPlazaOnly: false,
  start: '2024-07-01',
  end: '2024-12-31',
  hasFreeLead: false,
  pauseAccount: false,
  allowClaim: true,
  ...overrides,
});
const freeProducts = [{ productId: 1, priceCents: 0, free: true }];
const invoiceCompany = { allowNoCureNoPay: false };

describe('deal validation', () => {
  it('accepts a normal deal up to 999', () => {
    expect(dealProblems(deal({ max: 999 }), invoiceCompany)).toEqual([]);
    expect(dealProblems(deal({ max: 1000 }), invoiceCompany)).toEqual([
      { field: 'max', message: 'MESSAGE.DEAL_MAX_TOO_HIGH' },
    ]);
    expect(dealProblems(deal({ max: -1 }), invoiceCompany)).toEqual([
      { field: 'max', message: 'MESSAGE.VALUE_TOO_LOW' },
    ]);
  });

  it('limits a free deal to 25 leads, 5 plaza leads and no end date', () => {
    const free = deal({
      products: freeProducts,
      max: 25,
      maxFreeLeadPlaza: 5,
      end: null,
      hasFreeLead: true,
    });
    expect(isFreeDeal(free)).toBe(true);
    expect(dealMaxLimit(free)).toBe(25);
    expect(dealProblems(free, invoiceCompany)).toEqual([]);
    expect(dealProblems({ ...free, max: 26 }, invoiceCompany)).toEqual([
      { field: 'max', message: 'MESSAGE.DEAL_MAX_TOO_HIGH' },
    ]);
    expect(dealProblems({ ...free, maxFreeLeadPlaza: 6 }, invoiceCompany)).toEqual([
      { field: 'maxFreeLeadPlaza', message: 'MESSAGE.DEAL_PLAZA_MAX_TOO_HIGH' },
    ]);
    expect(dealProblems({ ...free, end: '2024-12-31' }, invoiceCompany)).toEqual([
      { field: 'end', message: 'MESSAGE.DEAL_FREE_PRODUCT_WITH_END_DATE' },
    ]);
  });

  it('refuses a zero deal value unless no-cure-no-pay or a free lead', () => {
    const zero = deal({ products: [{ productId: 1, priceCents: 0, free: false }] });
    expect(dealValueCents(zero)).toBe(0);
    expect(dealProblems(zero, invoiceCompany)).toEqual([
      { field: 'products', message: 'MESSAGE.DEAL_VALUE_ZERO' },
    ]);
    expect(dealProblems(zero, { allowNoCureNoPay: true })).toEqual([]);
    expect(dealProblems({ ...zero, hasFreeLead: true }, invoiceCompany)).toEqual([]);
  });

  it('needs a deal', () => {
    expect(dealProblems(null, invoiceCompany)).toEqual([
      { field: 'deal', message: 'MESSAGE.DEAL_REQUIRED' },
    ]);
  });

  it('clears the free flag when a price is set and copies the plaza max for plaza-only deals', () => {
    const normalised = normalizeDeal(
      deal({
        products: [{ productId: 1, priceCents: 1500, free: true }],
        leadPlazaOnly: true,
        maxFreeLeadPlaza: 4,
      }),
    );
    expect(normalised.products[0]?.free).toBe(false);
    expect(normalised.max).toBe(4);
    expect(normalizeDeal(normalised)).toEqual(normalised);
    expect(isFreeDeal({ products: [] })).toBe(false);
  });
});
