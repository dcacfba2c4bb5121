import { snakeBody } from '../rest/snake-body';
import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestAutoTopUp, RestOpenDeposit, RestPaymentCheckout } from './rest-types';

/** Payments (schema/payments.graphql). */
export const paymentsResolvers = {
  Query: {
    openDeposit: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/deposit`),
    autoTopUp: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/prepaid/auto_top_up`),
  },
  Mutation: {
    payInvoice: (_parent, { id }, { rest }) => rest.typed.post(`/invoice/${numericId(id)}/payment`),
    depositPrepaid: (_parent, { companyId, amountEuros, mandate }, { rest }) =>
      rest.typed.post(`/company/${numericId(companyId)}/prepaid`, {
        amount: amountEuros,
        mandate: mandate ?? false,
      }),
    depositPrepaidByTikkie: (_parent, { companyId, amountEuros }, { rest }) =>
      rest.typed.post(`/company/${numericId(companyId)}/prepaid/tikkie`, {
        amount: amountEuros,
      }),
    saveAutoTopUp: (_parent, { companyId, input }, { rest }) =>
      rest.typed.put(`/company/${numericId(companyId)}/prepaid/auto_top_up`, snakeBody(input)),
    stopPrepaid: async (_parent, { companyId }, { rest }) => {
      await rest.typed.put(`/company/${numericId(companyId)}/prepaid/stop`);
      return true;
    },
    cancelDeposit: async (_parent, { companyId }, { rest }) => {
      await rest.typed.delete(`/company/${numericId(companyId)}/prepaid`);
      return true;
    },
  },
  PaymentCheckout: {
    ...snakeFields<RestPaymentCheckout>()('payment_id', 'amount_cents'),
  },
  AutoTopUp: {
    ...snakeFields<RestAutoTopUp>()(
      'threshold_cents',
      'amount_euros',
      'has_mandate',
      'last_top_up_at',
    ),
  },
  OpenDeposit: {
    ...snakeFields<RestOpenDeposit>()('payment_id', 'amount_cents', 'created_at'),
  },
} satisfies Resolvers;
