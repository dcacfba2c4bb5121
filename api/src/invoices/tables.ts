export * from './invoice.table';
export * from './invoice-line.table';
export * from './invoice-number-series.table';
