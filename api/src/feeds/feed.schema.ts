import { z } from 'zod';
import { FEED_MAPPABLE_PROPERTIES, FEED_PRODUCT_ERRORS } from '#domain/feeds/product-feed-state';
import {
  ALL_PRODUCT_FEED_STATES,
  FEED_SOURCES,
  FEED_TYPES,
} from '#domain/feeds/product-feed-state';
import { listOf } from '../shared/responses';

const id = z.number().int();
const time = z.string().describe('ISO 8601');
const feedState = z.enum(ALL_PRODUCT_FEED_STATES as [string, ...string[]]);
const jobState = z.enum(['queued', 'running', 'waiting', 'finished', 'failed', 'cancelled']);
const jobStep = z.enum(['download', 'normalize', 'analyse', 'process', 'done']);
const problemCounts = z
  .record(z.string(), z.number().int())
  .describe('per product problem kind (FEED_PRODUCT_ERRORS) how many items had it');

export const structureEntrySchema = z
  .object({
    feed_key: z.string().describe('the key as the feed names it (XML: path below the item)'),
    property: z.enum(FEED_MAPPABLE_PROPERTIES).nullable(),
    sample_values: z.array(z.string()),
  })
  .meta({ id: 'ProductFeedStructureEntry' });

/** A run of the feed, short (on the feed itself). */
const runSummary = z.object({
  id,
  state: jobState,
  step: jobStep,
  created_at: time,
  started_at: time.nullable(),
  finished_at: time.nullable(),
  items_total: z.number().int().nullable(),
  items_processed: z.number().int(),
  offers_written: z.number().int(),
  offers_retired: z.number().int(),
});

export const productFeedSchema = z
  .object({
    id,
    source: z.enum(FEED_SOURCES),
    type: z.enum(FEED_TYPES),
    url: z.string(),
    company_id: id.nullable(),
    company_name: z.string().nullable(),
    position: z.number().int(),
    priority: z.number().int().describe('1 while a run waits in the queue, else 0'),
    queue_position: z
      .number()
      .int()
      .nullable()
      .describe('1 = next to be taken up; null when not waiting in the queue'),
    paused: z.boolean(),
    state: feedState,
    error: z.boolean().describe('the state is an error variant'),
    error_message: z.string().nullable(),
    structure: z.array(structureEntrySchema),
    structure_confirmed: z.boolean(),
    progress_done: z.number().int().describe('items of the running step done'),
    progress_total: z.number().int().nullable(),
    feed_product_errors: problemCounts.describe('of the newest run that processed items'),
    last_run: runSummary.nullable(),
    version: z.number().int(),
    created_at: time,
    updated_at: time,
  })
  .meta({ id: 'ProductFeed' });

export const productFeedListSchema = listOf(productFeedSchema).meta({ id: 'ProductFeedList' });

export const productFeedQueuedSchema = z
  .object({ message: z.string(), feed: productFeedSchema })
  .meta({ id: 'ProductFeedQueued' });

/** What the detail screen follows while a run is under way. */
export const productFeedStateSchema = z
  .object({
    id,
    state: feedState,
    error: z.boolean(),
    error_message: z.string().nullable(),
    paused: z.boolean(),
    priority: z.number().int(),
    queue_position: z.number().int().nullable(),
    progress_done: z.number().int(),
    progress_total: z.number().int().nullable(),
    structure_confirmed: z.boolean(),
    version: z.number().int(),
    updated_at: time,
  })
  .meta({ id: 'ProductFeedStateAnswer' });

export const productFeedRunSchema = runSummary
  .extend({
    priority: z.number().int(),
    attempts: z.number().int().describe('times a runner took the run up (more: resumed)'),
    duration_ms: z.number().int().nullable().describe('from start to finish (or to now)'),
    step_durations: z.array(z.object({ step: jobStep, ms: z.number().int().nullable() })),
    problem_counts: problemCounts,
    error_state: feedState.nullable(),
    error_message: z.string().nullable(),
    bytes: z.number().int().nullable().describe('size of the file downloaded'),
    format: z.string().nullable().describe('csv or xml, as detected'),
    charset: z.string().nullable().describe('the character set the file came in'),
    gzip: z.boolean().nullable(),
  })
  .meta({ id: 'ProductFeedRun' });

export const productFeedRunListSchema = listOf(productFeedRunSchema).meta({
  id: 'ProductFeedRunList',
});

export const feedProblemExampleSchema = z.object({
  item_number: z.number().int().describe('place of the item in the feed, from 1'),
  customer_id: z.string().nullable(),
  name: z.string().nullable(),
  ean: z.string().nullable().describe('as the feed gave it'),
  value: z.string().nullable().describe('the value at fault'),
});

export const productFeedProblemsSchema = z
  .object({
    job_id: id.nullable().describe('the run the problems are of (the newest that processed)'),
    kinds: z.array(
      z.object({
        kind: z.enum(FEED_PRODUCT_ERRORS),
        count: z.number().int(),
        examples: z.array(feedProblemExampleSchema),
      }),
    ),
  })
  .meta({ id: 'ProductFeedProblems' });

export const feedDataMappingSchema = z
  .object({
    id,
    pattern: z.string().describe('a regular expression, case ignored'),
    replacement: z.string(),
    confirmed: z.boolean().describe('only confirmed mappings are applied'),
  })
  .meta({ id: 'FeedDataMapping' });

export const feedMappingGroupSchema = z
  .object({
    id,
    company_id: id,
    company_name: z.string(),
    name: z.string(),
    property: z.enum(FEED_MAPPABLE_PROPERTIES),
    mappings: z.array(feedDataMappingSchema),
    unconfirmed_count: z.number().int(),
    version: z.number().int(),
    created_at: time,
    updated_at: time,
  })
  .meta({ id: 'FeedMappingGroup' });

export const feedMappingGroupListSchema = listOf(feedMappingGroupSchema).meta({
  id: 'FeedMappingGroupList',
});
