import type { Executor } from '../db';
import { eventsAfter } from './outbox';
import type { OutboxRow } from './outbox.table';

/** How long a missing id may still turn up (a transaction that took its id but has not committed). */
const GAP_GRACE_MS = 3000;

/**
 * Reads the outbox in id order without skipping late commits: ids come from a
 * sequence, so on Postgres id 7 may become visible after id 8. When a gap shows
 * up, rows after it wait until the gap fills or the grace time passes (a rolled
 * back transaction leaves a gap for ever).
 */
export class OutboxCursor {
  private gapSince: number | null = null;

  constructor(
    private readonly db: Executor,
    public position: number,
  ) {}

  async next(now = Date.now()): Promise<OutboxRow[]> {
    const rows = await eventsAfter(this.db, this.position);
    const ready: OutboxRow[] = [];
    let expected = this.position + 1;
    for (const row of rows) {
      if (row.id !== expected && this.position > 0) {
        this.gapSince ??= now;
        if (now - this.gapSince < GAP_GRACE_MS) break;
      }
      this.gapSince = null;
      ready.push(row);
      this.position = row.id;
      expected = row.id + 1;
    }
    return ready;
  }
}
