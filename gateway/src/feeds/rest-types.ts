/**
 * The api's answers for product feeds, as REST sends them (snake_case).
 * Aliases of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { DomainEventRecord } from '../events/domain-event';
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

/** @mapper ProductFeed */
export type RestProductFeed = Schemas['ProductFeed'];
/** @mapper ProductFeedList */
export type RestProductFeedList = Schemas['ProductFeedList'];
/** @mapper ProductFeedStructureEntry */
export type RestProductFeedStructureEntry = Schemas['ProductFeedStructureEntry'];
/** @mapper ProductFeedRunSummary */
export type RestProductFeedRunSummary = NonNullable<RestProductFeed['last_run']>;
/** @mapper ProductFeedStatus */
export type RestProductFeedStatus = Schemas['ProductFeedStateAnswer'];
/** @mapper ProductFeedQueued */
export type RestProductFeedQueued = Schemas['ProductFeedQueued'];
/** @mapper ProductFeedRun */
export type RestProductFeedRun = Schemas['ProductFeedRun'];
/** @mapper ProductFeedRunList */
export type RestProductFeedRunList = Schemas['ProductFeedRunList'];
/** @mapper ProductFeedStepDuration */
export type RestProductFeedStepDuration = RestProductFeedRun['step_durations'][number];
/** @mapper ProductFeedProblems */
export type RestProductFeedProblems = Schemas['ProductFeedProblems'];
/** @mapper ProductFeedProblemGroup */
export type RestProductFeedProblemGroup = RestProductFeedProblems['kinds'][number];
/** @mapper ProductFeedProblemExample */
export type RestProductFeedProblemExample = RestProductFeedProblemGroup['examples'][number];
/** @mapper FeedMappingGroup */
export type RestFeedMappingGroup = Schemas['FeedMappingGroup'];
/** @mapper FeedMappingGroupList */
export type RestFeedMappingGroupList = Schemas['FeedMappingGroupList'];
/** @mapper FeedDataMapping */
export type RestFeedDataMapping = Schemas['FeedDataMapping'];

/**
 * A problem kind with its count (the api sends them as one object keyed by kind).
 * @mapper ProductFeedProblemCount
 */
export interface ProductFeedProblemCountSource {
  kind: RestProductFeedProblemGroup['kind'];
  count: number;
}

/**
 * ProductFeedChange resolves from the outbox event itself (product_feed.changed or .deleted).
 * @mapper ProductFeedChange
 */
export type ProductFeedChangeSource = DomainEventRecord;
