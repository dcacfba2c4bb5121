import { describe, expect, it } from 'vitest';
import { mollieAmount, statusFromMollie } from '../../api/src/payments/mollie-status';

describe('Mollie in our terms', () => {
  it('keeps a payment open while Mollie is still busy, and final once Mollie is', () => {
    expect(['open', 'pending', 'authorized'].map(statusFromMollie)).toEqual([
      'open',
      'open',
      'open',
    ]);
    expect(['paid', 'failed', 'canceled', 'expired'].map(statusFromMollie)).toEqual([
      'paid',
      'failed',
      'canceled',
      'expired',
    ]);
  });

  it('sends amounts as strings with two decimals', () => {
    expect(mollieAmount(50_000)).toEqual({ currency: 'EUR', value: '500.00' });
    expect(mollieAmount(12_105)).toEqual({ currency: 'EUR', value: '121.05' });
  });
});
