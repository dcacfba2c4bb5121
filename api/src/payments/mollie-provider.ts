import { createMollieClient } from '@mollie/api-client';
import { mollieAmount, statusFromMollie } from './mollie-status';
import type { PaymentProvider } from './payment-provider';

/**
 * Mollie through its official client, used when MOLLIE_API_KEY is set. Mollie
 * posts `id=tr_…` to the portal's webhook on every change; the status is read back
 * here. `publicUrl` is the portal's address as Mollie and the customer reach it.
 */
export function mollieProvider(apiKey: string, publicUrl: string): PaymentProvider {
  const mollie = createMollieClient({ apiKey });
  return {
    name: 'mollie',
    async create(payment) {
      const created = await mollie.payments.create({
        amount: mollieAmount(payment.amountCents),
        description: payment.description,
        redirectUrl: `${publicUrl}${payment.returnPath}`,
        webhookUrl: `${publicUrl}/payments/webhook`,
        metadata: payment.metadata,
      });
      return {
        id: created.id,
        checkoutUrl: created.getCheckoutUrl(),
        status: statusFromMollie(created.status),
      };
    },
    async get(id) {
      const found = await mollie.payments.get(id);
      return {
        id: found.id,
        checkoutUrl: found.getCheckoutUrl(),
        status: statusFromMollie(found.status),
      };
    },
    async cancel(id) {
      await mollie.payments.cancel(id);
    },
  };
}
