export * from './payment.table';
export * from './offline-checkout.table';
