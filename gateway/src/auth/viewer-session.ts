import type { RestCurrentUser } from '../accounts/rest-types';
import type { RestClient } from '../rest/rest-client';
import { errorCode } from '../rest/rest-error';

/**
 * The logged-in user of one GraphQL request, asked of the api at most once
 * (GET /user/current) however many fields need it. No session means null.
 */
export class ViewerSession {
  private pending: Promise<RestCurrentUser | null> | undefined;

  constructor(private readonly rest: RestClient) {}

  current(): Promise<RestCurrentUser | null> {
    this.pending ??= this.rest.get<RestCurrentUser>('/user/current').catch((error: unknown) => {
      if (errorCode(error) === 'UNAUTHENTICATED') return null;
      throw error;
    });
    return this.pending;
  }

  /** After login or logout the session changed: remember the new answer. */
  set(user: RestCurrentUser | null): void {
    this.pending = Promise.resolve(user);
  }
}
