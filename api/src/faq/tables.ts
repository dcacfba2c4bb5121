export * from './faq.table';
