import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import { offlineCheckouts } from './offline-checkout.table';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/** The path of the offline checkout page (served by the api, passed on by the gateway). */
export const offlineCheckoutPath = (id: string) => `/checkout/offline/${id}`;

/**
 * A provider that needs no account: it keeps its checkouts in its own table and
 * serves a checkout page where the customer pays or cancels (payment-routes). The
 * page is on the portal's own origin, so its address and the way back are paths.
 * Checkout ids are long random tokens, like a real provider's.
 */
export function offlineProvider(db: Database): PaymentProvider {
  const read = async (id: string): Promise<ProviderPayment> => {
    const [row] = await db.select().from(offlineCheckouts).where(eq(offlineCheckouts.id, id));
    if (!row) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
    return {
      id: row.id,
      checkoutUrl: row.status === 'open' ? offlineCheckoutPath(row.id) : null,
      status: row.status,
      mandateReference:
        row.givesMandate && row.status === 'paid' ? `offline-mandate-${row.id}` : null,
    };
  };
  return {
    name: 'offline',
    async create(payment) {
      const id = `off_${randomBytes(18).toString('base64url')}`;
      await db.insert(offlineCheckouts).values({
        id,
        amountCents: payment.amountCents,
        description: payment.description,
        redirectUrl: payment.returnPath,
        givesMandate: payment.sequence === 'first',
      });
      return read(id);
    },
    // A collection on a (simulated) mandate succeeds at once; the webhook books it.
    async chargeMandate(charge) {
      const id = `off_${randomBytes(18).toString('base64url')}`;
      await db.insert(offlineCheckouts).values({
        id,
        amountCents: charge.amountCents,
        description: charge.description,
        redirectUrl: '/customer/prepaid',
        status: 'paid',
      });
      return read(id);
    },
    get: read,
    // Only an open checkout is cancelled: a paid one stays paid, as at a real provider.
    async cancel(id) {
      await db
        .update(offlineCheckouts)
        .set({ status: 'canceled' })
        .where(and(eq(offlineCheckouts.id, id), eq(offlineCheckouts.status, 'open')));
      return read(id);
    },
  };
}
