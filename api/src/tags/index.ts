// Its tables: other areas read and join them; only tags writes them (tests/shared/table-owners.test.ts).
export { tags } from './tag.table';
export type { TagRow } from './tag.table';
export { cmsPageTags } from './page-tag.table';

// Pages carry tags.
export { setPageTags } from './page-tags';
