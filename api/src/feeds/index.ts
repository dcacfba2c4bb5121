// Its tables: other areas read and join them; only feeds writes them (tests/shared/table-owners.test.ts).
export { productFeeds, feedJobs, feedProblems, feedUnknownEans } from './feed.table';
export type { ProductFeedRow, FeedJobState, FeedJobStep, FeedJobRow } from './feed.table';
export { feedMappingGroups, feedDataMappings } from './mapping-group.table';
export type { FeedMappingGroupRow, FeedDataMappingRow } from './mapping-group.table';
