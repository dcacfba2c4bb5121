// Its tables: other areas read and join them; only payments writes them (tests/shared/table-owners.test.ts).
export { payments } from './payment.table';
export type { PaymentPurpose, PaymentRow } from './payment.table';
export { offlineCheckouts } from './offline-checkout.table';
export { prepaidAutoTopUps } from './auto-top-up.table';
export type { AutoTopUpRow } from './auto-top-up.table';
