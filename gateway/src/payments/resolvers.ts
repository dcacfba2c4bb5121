import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestAutoTopUp, RestOpenDeposit, RestPaymentCheckout } from './rest-types';

/** Payments (schema/payments.graphql). */
export const paymentsResolvers: Resolvers = {
  Query: {
    openDeposit: (_parent, { companyId }, { rest }) =>
      rest.get<RestOpenDeposit | null>(`/company/${numericId(companyId)}/deposit`),
    autoTopUp: (_parent, { companyId }, { rest }) =>
      rest.get<RestAutoTopUp>(`/company/${numericId(companyId)}/prepaid/auto_top_up`),
  },
  Mutation: {
    payInvoice: (_parent, { id }, { rest }) =>
      rest.post<RestPaymentCheckout>(`/invoice/${numericId(id)}/payment`),
    depositPrepaid: (_parent, { companyId, amountEuros, mandate }, { rest }) =>
      rest.post<RestPaymentCheckout>(`/company/${numericId(companyId)}/prepaid`, {
        amount: amountEuros,
        mandate: mandate ?? false,
      }),
    depositPrepaidByTikkie: (_parent, { companyId, amountEuros }, { rest }) =>
      rest.post<RestPaymentCheckout>(`/company/${numericId(companyId)}/prepaid/tikkie`, {
        amount: amountEuros,
      }),
    saveAutoTopUp: (_parent, { companyId, input }, { rest }) =>
      rest.put<RestAutoTopUp>(`/company/${numericId(companyId)}/prepaid/auto_top_up`, {
        enabled: input.enabled,
        threshold_cents: input.thresholdCents,
        amount_euros: input.amountEuros,
        version: input.version,
      }),
    stopPrepaid: async (_parent, { companyId }, { rest }) => {
      await rest.put(`/company/${numericId(companyId)}/prepaid/stop`);
      return true;
    },
    cancelDeposit: async (_parent, { companyId }, { rest }) => {
      await rest.delete(`/company/${numericId(companyId)}/prepaid`);
      return true;
    },
  },
  PaymentCheckout: {
    paymentId: (checkout) => checkout.payment_id,
    amountCents: (checkout) => checkout.amount_cents,
  },
  AutoTopUp: {
    thresholdCents: (topUp) => topUp.threshold_cents,
    amountEuros: (topUp) => topUp.amount_euros,
    hasMandate: (topUp) => topUp.has_mandate,
    lastTopUpAt: (topUp) => topUp.last_top_up_at,
  },
  OpenDeposit: {
    paymentId: (deposit) => deposit.payment_id,
    amountCents: (deposit) => deposit.amount_cents,
    createdAt: (deposit) => deposit.created_at,
  },
};
