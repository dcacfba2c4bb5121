export * from './quality-mark.table';
export * from './certification.table';
