import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import {
  dealFormSchema,
  emptyDeal,
  toDealInput,
} from '../../web/src/features/deals/deal-form-values';
import { fieldRefusals } from '../support/field-refusals';

describe('the deal form', () => {
  it('starts with one product row to fill in and claims allowed', () => {
    expect(emptyDeal()).toMatchObject({
      products: [{ productId: '', price: '', free: false }],
      allowClaim: true,
      leadPlazaOnly: false,
    });
  });
  it('needs a product on every row and at least one row', () => {
    expect(fieldRefusals(dealFormSchema, emptyDeal())).toEqual({
      'products.0.productId': MESSAGE.FIELD_REQUIRED,
    });
    expect(fieldRefusals(dealFormSchema, { ...emptyDeal(), products: [] })).toEqual({
      products: MESSAGE.DEAL_REQUIRED,
    });
  });
  it('takes prices in euros and whole numbers of leads, or nothing', () => {
    const deal = { ...emptyDeal(), products: [{ productId: '1', price: '17,50', free: false }] };
    expect(fieldRefusals(dealFormSchema, deal)).toBeNull();
    expect(
      fieldRefusals(dealFormSchema, {
        ...deal,
        products: [{ productId: '1', price: '17,5O', free: false }],
        max: '2.5',
        maxFreeLeadPlaza: '-1',
      }),
    ).toEqual({
      'products.0.price': MESSAGE.INVALID_VALUE,
      max: MESSAGE.INVALID_VALUE,
      maxFreeLeadPlaza: MESSAGE.INVALID_VALUE,
    });
  });
  it('sends cents, numbers of leads and the days as the start of each local day', () => {
    const input = toDealInput({
      ...emptyDeal(),
      products: [
        { productId: '1', price: '17,50', free: false },
        { productId: '2', price: '', free: true },
      ],
      max: '100',
      maxFreeLeadPlaza: '',
      start: '2026-12-01',
      end: '',
    });
    expect(input.products).toEqual([
      { productId: '1', priceCents: 1_750, free: false },
      { productId: '2', priceCents: null, free: true },
    ]);
    expect(input).toMatchObject({ max: 100, maxFreeLeadPlaza: null, end: null });
    expect(input.start).toBe(new Date(2026, 11, 1).toISOString());
  });
});
