import type { Viewer } from './viewer';

/**
 * How long a process answers a session from memory at most. Revocations do not wait for
 * it: every change that can alter a viewer (a session ended, a role, the account's e-mail
 * or enabled flag, a company link) signals the outbox channel when it commits (triggers of
 * api/migrations/0050_viewer_signals.sql), and every process empties its cache on that
 * signal; a process also empties it after each of its own writing requests. The time to
 * live only bounds what a lost signal (a dropped listening connection) could keep.
 */
export const VIEWER_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  viewer: Viewer;
  until: number;
}

/**
 * The viewers behind recently used session ids (hashed) of one api process (docs/performance.md).
 * A lookup started before a `clear` is not stored afterwards: `generation` tells, so a
 * read that raced with a revocation cannot put the revoked viewer back.
 */
export class ViewerCache {
  private entries = new Map<string, Entry>();
  private generationValue = 0;

  constructor(
    private readonly ttlMs = VIEWER_CACHE_MS,
    private readonly now = () => Date.now(),
  ) {}

  get generation(): number {
    return this.generationValue;
  }

  get(sessionId: string): Viewer | undefined {
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.viewer;
  }

  /** Keeps the viewer unless the cache was cleared since `generation` was read. */
  set(sessionId: string, viewer: Viewer, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.generationValue) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(sessionId, { viewer, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
  }
}
