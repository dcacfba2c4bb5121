import type { PaymentStatus } from './payment-provider';

/**
 * Mollie's payment states in ours: pending and authorized are still under way
 * (open); paid, failed, canceled and expired are final.
 */
export function statusFromMollie(status: string): PaymentStatus {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'expired':
      return 'expired';
    default:
      return 'open';
  }
}

/** Cents as Mollie's amount value: a string with two decimals. */
export function mollieAmount(cents: number): { currency: 'EUR'; value: string } {
  return { currency: 'EUR', value: (cents / 100).toFixed(2) };
}
