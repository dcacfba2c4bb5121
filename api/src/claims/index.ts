// Its tables: other areas read and join them; only claims writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Invoices print claim credits and credit notes give leads' money back, in their transaction.
export { markClaimCreditsInvoiced } from './claim-credit-invoicing';
export {
  clearRefundMark,
  markRefundedByCreditNote,
  moveRefundToCreditNote,
} from './lead-refund-marks';
