// Its tables: other areas read and join them; only faq writes them (tests/shared/table-owners.test.ts).
export { faqs } from './faq.table';
export type { FaqRow } from './faq.table';
