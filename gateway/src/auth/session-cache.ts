import { hash } from 'node:crypto';
import type { RestCurrentUser } from '../accounts/rest-types';
import type { DomainEventRecord } from '../events/domain-event';

interface Entry {
  user: RestCurrentUser;
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

/**
 * Events that change nothing the api's current user shows (account, roles, companies
 * and their state and balance): chat writes neither. Without this every chat message
 * dropped its company's users from the cache, and their next request asked the api
 * who they are again.
 */
const VIEWER_NEUTRAL = new Set(['chat.message', 'chat.read']);

/**
 * The current user per session cookie, kept for a few seconds so that the
 * requests of one screen (viewer, list, details) do not each ask the api who is
 * logged in. Never the last word: the api checks the session on every call it
 * serves, so a stale entry can only let the gateway's first-line role check run
 * on roles that are at most `ttlMs` old. Every api event about a user or a
 * company drops the entries it could make stale, on every gateway instance,
 * usually within milliseconds.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A cache key for a session cookie value (the raw token is not kept in memory). */
  static keyOf(sessionToken: string): string {
    return hash('sha256', sessionToken, 'base64url');
  }

  get(key: string): RestCurrentUser | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: RestCurrentUser): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: the first key is the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, expiresAt: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops what an api event may have changed: the user's sessions, or everyone in the company. */
  invalidate(event: Pick<DomainEventRecord, 'type' | 'user_id' | 'company_id'>): void {
    if (VIEWER_NEUTRAL.has(event.type)) return;
    if (event.type === 'company.users_changed') {
      // Membership changed: a user may have gained a company; cheaper to start over.
      this.entries.clear();
      return;
    }
    for (const [key, { user }] of this.entries) {
      const isUser = event.type.startsWith('user.') && user.id === event.user_id;
      const inCompany =
        event.company_id !== null && (user.companies ?? []).some((c) => c.id === event.company_id);
      if (isUser || inCompany) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
