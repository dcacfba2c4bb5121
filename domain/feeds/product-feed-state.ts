/** Processing states of a product feed (docs/feeds.md, "States"). */
export const PRODUCT_FEED_STATES = [
  'downloading',
  'normalizing',
  'analysing_structure',
  'confirming_structure',
  'processing',
  'confirming_mapping',
  'idling',
] as const;

export type ProductFeedBaseState = (typeof PRODUCT_FEED_STATES)[number];
/** Each state has an error variant, written '<state>_error'. */
export type ProductFeedState = ProductFeedBaseState | `${ProductFeedBaseState}_error`;

export const ALL_PRODUCT_FEED_STATES: readonly ProductFeedState[] = [
  ...PRODUCT_FEED_STATES,
  ...PRODUCT_FEED_STATES.map((state) => `${state}_error` as const),
];

/** A new feed starts idle with an empty structure. */
export const NEW_PRODUCT_FEED_STATE: ProductFeedState = 'idling';

export function isProductFeedState(value: unknown): value is ProductFeedState {
  return (
    typeof value === 'string' && (ALL_PRODUCT_FEED_STATES as readonly string[]).includes(value)
  );
}

export function isErrorState(state: ProductFeedState): boolean {
  return state.endsWith('_error');
}

export function baseState(state: ProductFeedState): ProductFeedBaseState {
  return state.replace(/_error$/, '') as ProductFeedBaseState;
}

export type FeedDisplay = { label: string; colour: 'blue' | 'orange' | 'green' | 'red' | 'gray' };

/**
 * How a feed's state shows: error and paused have their own label (red, gray);
 * working states blue, states that wait for a person orange, idle green.
 * Idle with priority 1 means waiting in the queue.
 */
export function productFeedDisplay(feed: {
  state: ProductFeedState;
  paused: boolean;
  priority?: number | null;
}): FeedDisplay {
  if (isErrorState(feed.state)) return { label: 'error', colour: 'red' };
  if (feed.paused) return { label: 'paused', colour: 'gray' };
  switch (feed.state) {
    case 'confirming_structure':
    case 'confirming_mapping':
      return { label: feed.state, colour: 'orange' };
    case 'idling':
      return { label: feed.priority === 1 ? 'queued' : 'idling', colour: 'green' };
    default:
      return { label: feed.state, colour: 'blue' };
  }
}

/** Reaching confirming_structure reloads the detail screen (the structure is ready to confirm). */
export function needsReloadOnStateChange(
  previous: ProductFeedState,
  next: ProductFeedState,
): boolean {
  return previous !== next && next === 'confirming_structure';
}

export const FEED_SOURCES = [
  'amazon_ext',
  'bol',
  'kieskeurig',
  'kieskeurig_ext',
  'icecat',
] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
export const FEED_TYPES = ['csv', 'xml'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** Only an icecat feed may be CSV; every other source is XML. */
export function effectiveFeedType(source: FeedSource, chosen: FeedType): FeedType {
  return source === 'icecat' ? chosen : 'xml';
}

/** Properties a feed column may be mapped to. */
export const FEED_MAPPABLE_PROPERTIES = [
  'customerId',
  'name',
  'price',
  'url',
  'description',
  'ean',
  'shippingCosts',
  'inStock',
  'deliveryTime',
  'extra1',
] as const;

/** Problems reported per feed product. */
export const FEED_PRODUCT_ERRORS = [
  'unknown_ean_product',
  'new_unknown_product',
  'data_mapping_error',
  'invalid_ean',
  'invalid_price',
  'invalid_shipping_price',
  'invalid_url',
] as const;

/** Feed state polling in real-time mode, and the mapping list reload. */
export const FEED_STATE_POLL_MS = 3000;
export const FEED_MAPPING_RELOAD_MS = 5000;
