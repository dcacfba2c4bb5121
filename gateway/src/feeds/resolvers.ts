import { snakeFields } from '../rest/snake-fields';
import { withCamelFields } from '../rest/camel-fields';
import { numericId } from '../rest/numeric-id';
import type { GatewayContext } from '../context';
import type { DomainEventRecord } from '../events/domain-event';
import type {
  FeedMappingGroupInput,
  ProductFeedInput,
  ProductFeedProblemKind,
  ProductFeedStateCode,
  Resolvers,
} from '../generated/resolvers';
import { orNull } from '../rest/rest-error';
import type {
  RestProductFeedStructureEntry,
  RestProductFeedRunSummary,
  RestProductFeedRun,
  RestProductFeedProblemExample,
  ProductFeedProblemCountSource,
  RestFeedMappingGroup,
  RestProductFeed,
  RestProductFeedStatus,
} from './rest-types';

const FEEDS = '/comparison/product-feed';
const GROUPS = '/comparison/feed-mapping-group';

const feedBody = (input: ProductFeedInput) => ({
  source: input.source,
  type: input.type ?? undefined,
  url: input.url,
  company_id: input.companyId ? numericId(input.companyId) : null,
  paused: input.paused ?? false,
});

const groupBody = (input: FeedMappingGroupInput) => ({
  name: input.name,
  property: input.property,
  mappings: input.mappings.map((mapping) => ({
    pattern: mapping.pattern,
    replacement: mapping.replacement ?? '',
    confirmed: mapping.confirmed ?? true,
  })),
});

/** The api's `{ kind: count }` as a list, in no particular order; kinds without items left out. */
const problemCounts = (counts: Record<string, number>): ProductFeedProblemCountSource[] =>
  Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => ({ kind: kind as ProductFeedProblemKind, count }));

const isFeedEvent = (event: DomainEventRecord) =>
  event.type === 'product_feed.changed' || event.type === 'product_feed.deleted';

const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : null);

/** Product feeds and the shops' data-mapping groups (schema/feeds.graphql). */
export const feedsResolvers = {
  Query: {
    productFeeds: (_parent, _args, { rest }) => rest.typed.get(FEEDS),
    productFeed: (_parent, { id }, { rest }) => orNull(rest.typed.get(`${FEEDS}/${numericId(id)}`)),
    companyProductFeeds: (_parent, { companyId }, { rest }) =>
      rest.typed.get(`${FEEDS}/company/${numericId(companyId)}`),
    productFeedStatus: (_parent, { id }, { rest }) =>
      rest.typed.get(`${FEEDS}/${numericId(id)}/state`),
    productFeedProblems: (_parent, { id, runId, examples }, { rest }) =>
      rest.typed.get(`${FEEDS}/${numericId(id)}/problems`, {
        jobId: runId ? numericId(runId) : undefined,
        examples: examples ?? undefined,
      }),
    productFeedRuns: (_parent, { id, page, pageSize }, { rest }) =>
      rest.typed.get(`${FEEDS}/${numericId(id)}/runs`, {
        currentPage: page ?? undefined,
        itemsPerPage: pageSize ?? undefined,
      }),
    feedMappingGroups: (_parent, args, { rest }) =>
      rest.typed.get(GROUPS, {
        companyId: args.companyId ? numericId(args.companyId) : undefined,
        onlyUnconfirmed: args.onlyUnconfirmed ? 'true' : undefined,
        currentPage: args.page ?? undefined,
        itemsPerPage: args.pageSize ?? undefined,
      }),
    feedMappingGroup: (_parent, { id }, { rest }) =>
      orNull(rest.typed.get(`${GROUPS}/${numericId(id)}`)),
  },
  Mutation: {
    addProductFeed: (_parent, { input }, { rest }) =>
      withCamelFields(rest.typed.post(FEEDS, feedBody(input))),
    saveProductFeed: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${FEEDS}/${numericId(id)}`, { ...feedBody(input), version }),
      ),
    deleteProductFeed: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`${FEEDS}/${numericId(id)}`);
      return true;
    },
    queueProductFeed: (_parent, { id }, { rest }) =>
      rest.typed.post(`${FEEDS}/${numericId(id)}/queue`),
    orderProductFeeds: (_parent, { items }, { rest }) =>
      rest.typed.put(`${FEEDS}/positions`, {
        items: items.map((item) => ({ id: numericId(item.id), version: item.version })),
      }),
    confirmProductFeedStructure: (_parent, { id, structure, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${FEEDS}/${numericId(id)}/structure`, {
          version,
          structure: structure.map((entry) => ({
            feed_key: entry.feedKey,
            property: entry.property ?? null,
          })),
        }),
      ),
    confirmProductFeedMapping: (_parent, { id, version }, { rest }) =>
      rest.typed.post(`${FEEDS}/${numericId(id)}/mapping`, { version }),
    addFeedMappingGroup: (_parent, { companyId, input }, { rest }) =>
      withCamelFields(
        rest.typed.post(GROUPS, {
          ...groupBody(input),
          company_id: numericId(companyId),
        }),
      ),
    saveFeedMappingGroup: (_parent, { id, input, version }, { rest }) =>
      withCamelFields(
        rest.typed.post(`${GROUPS}/${numericId(id)}`, {
          ...groupBody(input),
          version,
        }),
      ),
    deleteFeedMappingGroup: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`${GROUPS}/${numericId(id)}`);
      return true;
    },
  },
  Subscription: {
    productFeedChanged: {
      // The auth directive has checked the role when the subscription started.
      subscribe: (_parent, { id, afterEventId }, context: GatewayContext) => {
        const feedId = id ? numericId(id) : null;
        const after =
          afterEventId === null || afterEventId === undefined ? NaN : Number(afterEventId);
        return context.events.eventsSince(
          'all',
          Number.isSafeInteger(after) ? after : null,
          (event) =>
            isFeedEvent(event) && (feedId === null || Number(event.payload.feed_id) === feedId),
        );
      },
      resolve: (event: DomainEventRecord) => event,
    },
  },
  ProductFeedChange: {
    eventId: (event) => event.id,
    feedId: (event) => Number(event.payload.feed_id),
    deleted: (event) => event.type === 'product_feed.deleted',
    state: (event) =>
      typeof event.payload.state === 'string'
        ? (event.payload.state as ProductFeedStateCode)
        : null,
    progressDone: (event) => optionalNumber(event.payload.progress_done),
    progressTotal: (event) => optionalNumber(event.payload.progress_total),
    priority: (event) => optionalNumber(event.payload.priority),
    paused: (event) => (typeof event.payload.paused === 'boolean' ? event.payload.paused : null),
  },
  ProductFeed: {
    ...snakeFields<RestProductFeed>()(
      'company_id',
      'company_name',
      'queue_position',
      'error_message',
      'structure_confirmed',
      'progress_done',
      'progress_total',
      'last_run',
      'created_at',
      'updated_at',
    ),
    problemCounts: (feed) => problemCounts(feed.feed_product_errors),
  },
  ProductFeedStructureEntry: {
    ...snakeFields<RestProductFeedStructureEntry>()('feed_key', 'sample_values'),
  },
  ProductFeedRunSummary: {
    ...snakeFields<RestProductFeedRunSummary>()(
      'created_at',
      'started_at',
      'finished_at',
      'items_total',
      'items_processed',
      'offers_written',
      'offers_retired',
    ),
  },
  ProductFeedStatus: {
    ...snakeFields<RestProductFeedStatus>()(
      'error_message',
      'queue_position',
      'progress_done',
      'progress_total',
      'structure_confirmed',
      'updated_at',
    ),
  },
  ProductFeedRun: {
    ...snakeFields<RestProductFeedRun>()(
      'created_at',
      'started_at',
      'finished_at',
      'duration_ms',
      'step_durations',
      'items_total',
      'items_processed',
      'offers_written',
      'offers_retired',
      'error_state',
      'error_message',
    ),
    problemCounts: (run) => problemCounts(run.problem_counts),
  },
  ProductFeedProblems: {
    runId: (problems) => problems.job_id,
  },
  ProductFeedProblemExample: {
    ...snakeFields<RestProductFeedProblemExample>()('item_number', 'customer_id'),
  },
  ProductFeedQueued: {
    messageKey: (queued) => queued.message,
  },
  FeedMappingGroup: {
    ...snakeFields<RestFeedMappingGroup>()(
      'company_id',
      'company_name',
      'unconfirmed_count',
      'created_at',
      'updated_at',
    ),
  },
} satisfies Resolvers;
