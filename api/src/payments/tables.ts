export * from './payment.table';
export * from './offline-checkout.table';
export * from './auto-top-up.table';
