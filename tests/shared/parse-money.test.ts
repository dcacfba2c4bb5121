import { describe, expect, it } from 'vitest';
import { euroCents } from '#domain/shared/parse-money';

describe('typed euros', () => {
  it('reads Dutch and plain amounts as cents', () => {
    expect(euroCents('12,50')).toBe(1250);
    expect(euroCents('12.50')).toBe(1250);
    expect(euroCents('1.250,00')).toBe(125000);
    expect(euroCents(' 7 ')).toBe(700);
    expect(euroCents('')).toBeNull();
    expect(euroCents('12,505')).toBeNull();
    expect(euroCents('abc')).toBeNull();
  });

  it('takes a minus only when signed amounts are allowed', () => {
    expect(euroCents('-25')).toBeNull();
    expect(euroCents('-25', { signed: true })).toBe(-2500);
    expect(euroCents('- 0,10', { signed: true })).toBe(-10);
  });
});
