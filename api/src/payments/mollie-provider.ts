import { createMollieClient, SequenceType, type Payment } from '@mollie/api-client';
import { mollieAmount, statusFromMollie } from './mollie-status';
import type { PaymentProvider, ProviderPayment } from './payment-provider';

/** Our mandate reference for Mollie: its customer and mandate ids together. */
const mandateOf = (payment: Payment) =>
  payment.status === 'paid' && payment.customerId && payment.mandateId
    ? `${payment.customerId}:${payment.mandateId}`
    : null;

const asOurs = (payment: Payment): ProviderPayment => ({
  id: payment.id,
  checkoutUrl: payment.getCheckoutUrl(),
  status: statusFromMollie(payment.status),
  mandateReference: mandateOf(payment),
});

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
      // A first payment is made by a Mollie customer, whose mandate it then gives.
      const customerId =
        payment.sequence === 'first'
          ? (
              await mollie.customers.create({
                name: payment.payer.name,
                email: payment.payer.email ?? undefined,
              })
            ).id
          : undefined;
      const created = await mollie.payments.create({
        amount: mollieAmount(payment.amountCents),
        description: payment.description,
        redirectUrl: `${publicUrl}${payment.returnPath}`,
        webhookUrl: `${publicUrl}/payments/webhook`,
        metadata: payment.metadata,
        ...(customerId ? { customerId, sequenceType: SequenceType.first } : {}),
      });
      return asOurs(created);
    },
    async get(id) {
      return asOurs(await mollie.payments.get(id));
    },
    // Mollie refuses to cancel a payment that is paid or not cancellable (any more);
    // what it then has is read back instead.
    async cancel(id) {
      try {
        return asOurs(await mollie.payments.cancel(id));
      } catch {
        return asOurs(await mollie.payments.get(id));
      }
    },
    async chargeMandate(charge) {
      const [customerId, mandateId] = charge.mandateReference.split(':');
      const created = await mollie.payments.create({
        amount: mollieAmount(charge.amountCents),
        description: charge.description,
        webhookUrl: `${publicUrl}/payments/webhook`,
        metadata: charge.metadata,
        customerId,
        mandateId,
        sequenceType: SequenceType.recurring,
      });
      return asOurs(created);
    },
  };
}
