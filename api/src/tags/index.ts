// Its tables: other areas read and join them; only tags writes them (tests/shared/table-owners.test.ts).
export * from './tables';

// Pages carry tags.
export { setPageTags } from './page-tags';
