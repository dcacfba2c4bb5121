import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  camelToSnake,
  snakeToCamel,
  type CamelToSnake,
  type SnakeToCamel,
} from '#domain/shared/case-names';

describe('case names', () => {
  it('turns snake_case into camelCase', () => {
    expect(snakeToCamel('postal_code')).toBe('postalCode');
    expect(snakeToCamel('invoice_to_the_attention_of')).toBe('invoiceToTheAttentionOf');
    expect(snakeToCamel('image1_id')).toBe('image1Id');
    expect(snakeToCamel('leads_last_31_days')).toBe('leadsLast31Days');
    expect(snakeToCamel('name')).toBe('name');
    expect(snakeToCamel('blocks.2.start_at')).toBe('blocks.2.startAt');
  });

  it('turns camelCase into snake_case', () => {
    expect(camelToSnake('postalCode')).toBe('postal_code');
    expect(camelToSnake('image1Id')).toBe('image1_id');
    expect(camelToSnake('name')).toBe('name');
    expect(camelToSnake('accountManagerId')).toBe('account_manager_id');
  });

  it('gives the same names at the type level', () => {
    expectTypeOf(snakeToCamel('postal_code')).toEqualTypeOf<'postalCode'>();
    expectTypeOf(camelToSnake('postalCode')).toEqualTypeOf<'postal_code'>();
    expectTypeOf<SnakeToCamel<'leads_last_31_days'>>().toEqualTypeOf<'leadsLast31Days'>();
    expectTypeOf<SnakeToCamel<'is_partner' | 'name'>>().toEqualTypeOf<'isPartner' | 'name'>();
    expectTypeOf<CamelToSnake<'sepaMandateCreated'>>().toEqualTypeOf<'sepa_mandate_created'>();
  });

  it('converts letter-only snake names there and back', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), (words) => {
        const snake = words.join('_');
        expect(camelToSnake(snakeToCamel(snake))).toBe(snake);
      }),
    );
  });
});
