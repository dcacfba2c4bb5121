import { snakeBody } from '../rest/snake-body';
import { snakeFields } from '../rest/snake-fields';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type { RestDepositReceipt, RestBalanceEntry, RestPrepaidAccount } from './rest-types';

/** Prepaid (schema/prepaid.graphql). */
export const prepaidResolvers = {
  Query: {
    prepaidAccount: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/prepaid`),
    balanceLedger: (_parent, { companyId, page, pageSize }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/prepaid/ledger`, {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 50),
      }),
    depositReceipts: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`/company/${numericId(companyId)}/prepaid/receipt`),
  },
  Mutation: {
    adjustPrepaidBalance: async (_parent, { companyId, input }, { rest }) => {
      const id = numericId(companyId);
      await rest.typed.post(`/company/${id}/prepaid/adjustment`, snakeBody(input));
      return rest.typed.get(`/company/${id}/prepaid`);
    },
  },
  PrepaidAccount: {
    ...snakeFields<RestPrepaidAccount>()(
      'company_id',
      'is_prepaid',
      'balance_cents',
      'low_balance',
      'low_balance_threshold_cents',
      'amounts_euros',
      'default_amount_euros',
    ),
  },
  BalanceEntry: {
    ...snakeFields<RestBalanceEntry>()(
      'amount_cents',
      'balance_after_cents',
      'assigned_lead_id',
      'product_name',
      'created_by_name',
      'receipt_payment_id',
      'created_at',
    ),
  },
  DepositReceipt: {
    ...snakeFields<RestDepositReceipt>()('payment_id', 'amount_cents', 'paid_at'),
  },
} satisfies Resolvers;
