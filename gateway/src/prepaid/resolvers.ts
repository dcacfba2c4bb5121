import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import type {
  RestBalanceEntryList,
  RestDepositReceiptList,
  RestPrepaidAccount,
} from './rest-types';

/** Prepaid (schema/prepaid.graphql). */
export const prepaidResolvers: Resolvers = {
  Query: {
    prepaidAccount: (_parent, { companyId }, { rest }) =>
      rest.get<RestPrepaidAccount>(`/company/${numericId(companyId)}/prepaid`),
    balanceLedger: (_parent, { companyId, page, pageSize }, { rest }) =>
      rest.get<RestBalanceEntryList>(`/company/${numericId(companyId)}/prepaid/ledger`, {
        page: String(page ?? 1),
        itemsPerPage: String(pageSize ?? 50),
      }),
    depositReceipts: (_parent, { companyId }, { rest }) =>
      rest.get<RestDepositReceiptList>(`/company/${numericId(companyId)}/prepaid/receipt`),
  },
  Mutation: {
    adjustPrepaidBalance: async (_parent, { companyId, input }, { rest }) => {
      const id = numericId(companyId);
      await rest.post(`/company/${id}/prepaid/adjustment`, {
        kind: input.kind,
        amount_cents: input.amountCents,
        reason: input.reason,
      });
      return rest.get<RestPrepaidAccount>(`/company/${id}/prepaid`);
    },
  },
  PrepaidAccount: {
    companyId: (account) => account.company_id,
    isPrepaid: (account) => account.is_prepaid,
    balanceCents: (account) => account.balance_cents,
    lowBalance: (account) => account.low_balance,
    lowBalanceThresholdCents: (account) => account.low_balance_threshold_cents,
    amountsEuros: (account) => account.amounts_euros,
    defaultAmountEuros: (account) => account.default_amount_euros,
  },
  BalanceEntry: {
    amountCents: (entry) => entry.amount_cents,
    balanceAfterCents: (entry) => entry.balance_after_cents,
    assignedLeadId: (entry) => entry.assigned_lead_id,
    productName: (entry) => entry.product_name,
    createdByName: (entry) => entry.created_by_name,
    receiptPaymentId: (entry) => entry.receipt_payment_id,
    createdAt: (entry) => entry.created_at,
  },
  DepositReceipt: {
    paymentId: (receipt) => receipt.payment_id,
    amountCents: (receipt) => receipt.amount_cents,
    paidAt: (receipt) => receipt.paid_at,
  },
};
