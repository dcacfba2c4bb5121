import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { ViewerDocument } from '../gql/graphql';
import { createApolloClient } from './apollo-client';
import { SILENT } from './request-context';
import type { ViewerState } from './viewer';

/** The app's one Apollo client. Load this module through `loadClient()` (lib/load-client.ts). */
export const client = createApolloClient();

/** Gives the Apollo hooks (useQuery, useMutation, …) of a lazily loaded part of the app the client. */
export function ClientProvider({ children }: { children: ReactNode }) {
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}

/**
 * Follows the logged-in user (silently: being logged out is not an error), as
 * `useQuery(ViewerDocument)` would: a login writes the viewer into the cache,
 * a lost session evicts it, and both reach the listener. Returns the unsubscribe.
 */
export function watchViewer(listener: (state: ViewerState) => void): () => void {
  const subscription = client
    .watchQuery({ query: ViewerDocument, context: SILENT })
    .subscribe((result) => {
      // No partial data is asked for: the viewer is either complete or not there (yet).
      const complete = result.dataState === 'complete';
      listener({
        viewer: complete ? (result.data.viewer ?? null) : null,
        loading: result.loading && !complete,
      });
    });
  return () => subscription.unsubscribe();
}
