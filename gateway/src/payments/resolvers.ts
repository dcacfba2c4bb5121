import { numericId } from '../companies/company-ids';
import type { Resolvers } from '../generated/resolvers';
import type { RestOpenDeposit, RestPaymentCheckout } from './rest-types';

/** Payments (schema/payments.graphql). */
export const paymentsResolvers: Resolvers = {
  Query: {
    openDeposit: (_parent, { companyId }, { rest }) =>
      rest.get<RestOpenDeposit | null>(`/company/${numericId(companyId)}/deposit`),
  },
  Mutation: {
    payInvoice: (_parent, { id }, { rest }) =>
      rest.post<RestPaymentCheckout>(`/invoice/${numericId(id)}/payment`),
    depositPrepaid: (_parent, { companyId, amountEuros }, { rest }) =>
      rest.post<RestPaymentCheckout>(`/company/${numericId(companyId)}/prepaid`, {
        amount: amountEuros,
      }),
    cancelDeposit: async (_parent, { companyId }, { rest }) => {
      await rest.delete(`/company/${numericId(companyId)}/prepaid`);
      return true;
    },
  },
  PaymentCheckout: {
    paymentId: (checkout) => checkout.payment_id,
    amountCents: (checkout) => checkout.amount_cents,
  },
  OpenDeposit: {
    paymentId: (deposit) => deposit.payment_id,
    amountCents: (deposit) => deposit.amount_cents,
    createdAt: (deposit) => deposit.created_at,
  },
};
