/**
 * The api's answers for product feeds, as REST sends them (snake_case).
 * Aliases of the types generated from the api's OpenAPI document (`npm run codegen:rest`).
 */
import type { DomainEventRecord } from '../events/domain-event';
import type { components } from '../generated/rest-api';

type Schemas = components['schemas'];

export type RestProductFeed = Schemas['ProductFeed'];
export type RestProductFeedList = Schemas['ProductFeedList'];
export type RestProductFeedStructureEntry = Schemas['ProductFeedStructureEntry'];
export type RestProductFeedRunSummary = NonNullable<RestProductFeed['last_run']>;
export type RestProductFeedStatus = Schemas['ProductFeedStateAnswer'];
export type RestProductFeedQueued = Schemas['ProductFeedQueued'];
export type RestProductFeedRun = Schemas['ProductFeedRun'];
export type RestProductFeedRunList = Schemas['ProductFeedRunList'];
export type RestProductFeedStepDuration = RestProductFeedRun['step_durations'][number];
export type RestProductFeedProblems = Schemas['ProductFeedProblems'];
export type RestProductFeedProblemGroup = RestProductFeedProblems['kinds'][number];
export type RestProductFeedProblemExample = RestProductFeedProblemGroup['examples'][number];
export type RestFeedMappingGroup = Schemas['FeedMappingGroup'];
export type RestFeedMappingGroupList = Schemas['FeedMappingGroupList'];
export type RestFeedDataMapping = Schemas['FeedDataMapping'];

/** A problem kind with its count (the api sends them as one object keyed by kind). */
export interface ProductFeedProblemCountSource {
  kind: RestProductFeedProblemGroup['kind'];
  count: number;
}

/** ProductFeedChange resolves from the outbox event itself (product_feed.changed or .deleted). */
export type ProductFeedChangeSource = DomainEventRecord;
