import { recordEvent } from '../events';
import type { Executor } from '../db';

/** What the gateway pushes to a feed's screen: its state and the progress of the running step. */
export interface FeedChange {
  id: number;
  companyId: number | null;
  state: string;
  progressDone: number;
  progressTotal: number | null;
  priority: number;
  paused: boolean;
}

/**
 * Writes `product_feed.changed` in the transaction of the change: every state change
 * and every progress step of a run, and the editors' changes to a feed.
 */
export function feedChanged(tx: Executor, feed: FeedChange, userId: number | null = null) {
  return recordEvent(tx, {
    type: 'product_feed.changed',
    companyId: feed.companyId,
    userId,
    payload: {
      feed_id: feed.id,
      state: feed.state,
      progress_done: feed.progressDone,
      progress_total: feed.progressTotal,
      priority: feed.priority,
      paused: feed.paused,
    },
  });
}

/** `product_feed.deleted`, so open screens can leave the feed. */
export function feedDeleted(
  tx: Executor,
  feed: { id: number; companyId: number | null },
  userId: number,
) {
  return recordEvent(tx, {
    type: 'product_feed.deleted',
    companyId: feed.companyId,
    userId,
    payload: { feed_id: feed.id },
  });
}
