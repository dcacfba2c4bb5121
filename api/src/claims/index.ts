// Its tables: other areas read and join them; only claims writes them (tests/shared/table-owners.test.ts).
export { claims } from './claim.table';
export type { ClaimRow } from './claim.table';
export { claimCredits } from './claim-credit.table';
export type { ClaimCreditRow } from './claim-credit.table';
export { leadRefunds } from './lead-refund.table';
export type { LeadRefundRow } from './lead-refund.table';

// Invoices print claim credits and credit notes give leads' money back, in their transaction.
export { markClaimCreditsInvoiced } from './claim-credit-invoicing';
export {
  clearRefundMark,
  markRefundedByCreditNote,
  moveRefundToCreditNote,
} from './lead-refund-marks';
