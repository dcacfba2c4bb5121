import type { RestCurrentUser } from '../accounts/rest-types';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';
import { SessionCache } from './session-cache';

/**
 * The logged-in user of one GraphQL request, asked of the api at most once
 * (GET /user/current) however many fields need it, and not at all when the
 * session was looked up a moment ago (see SessionCache). No session means null.
 */
export class ViewerSession {
  private pending: Promise<RestCurrentUser | null> | undefined;
  private readonly cacheKey: string | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly cache?: SessionCache,
  ) {
    const token = rest.sessionToken();
    this.cacheKey = token ? SessionCache.keyOf(token) : undefined;
  }

  current(): Promise<RestCurrentUser | null> {
    if (!this.cacheKey) return (this.pending ??= Promise.resolve(null));
    const cached = this.cache?.get(this.cacheKey);
    if (cached) return (this.pending ??= Promise.resolve(cached));
    this.pending ??= this.rest.typed.get('/user/current').then(
      (user) => {
        if (this.cacheKey) this.cache?.set(this.cacheKey, user);
        return user;
      },
      (error: unknown) => {
        if (errorCode(error) === 'UNAUTHENTICATED') return null;
        throw error;
      },
    );
    return this.pending;
  }

  /** After login or logout the session changed: remember the new answer. */
  set(user: RestCurrentUser | null): void {
    if (this.cacheKey) this.cache?.delete(this.cacheKey);
    this.pending = Promise.resolve(user);
  }

  /** A mutation may have changed what the viewer is: ask again next time. */
  forget(): void {
    if (this.cacheKey) this.cache?.delete(this.cacheKey);
  }
}
