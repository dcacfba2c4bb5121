import type { Database } from '../db';
import { offlineProvider } from './offline-provider';
import type { PaymentProvider } from './payment-provider';

/** The provider name our payments carry for a deposit paid by Tikkie. */
export const TIKKIE = 'tikkie';

/**
 * Tikkie (a payment request the customer pays from any Dutch banking app) behind the
 * same provider interface as the card and iDEAL checkout. Its API needs an ABN AMRO
 * account this portal does not have, so the offline provider stands in under
 * Tikkie's name: its own checkout page, nothing leaves the machine. A real Tikkie
 * client would implement PaymentProvider in this file's place.
 */
export function tikkieProvider(db: Database): PaymentProvider {
  return offlineProvider(db, TIKKIE);
}
