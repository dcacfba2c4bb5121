import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { CSRF_HEADERS } from './csrf';
import { createErrorLink } from './error-link';
import { SseLink } from './sse-link';

const GRAPHQL_PATH = '/graphql';

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    headers: CSRF_HEADERS,
  });
  const sse = new SseLink({
    url: () => new URL(GRAPHQL_PATH, window.location.href).toString(),
    credentials: 'same-origin',
    headers: CSRF_HEADERS,
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(() => {
        // The session is gone: forget the viewer so the route guard sees a logged-out user.
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'viewer' });
        client.cache.gc();
      }),
      ApolloLink.split(isSubscription, sse, http),
    ]),
    cache: new InMemoryCache(),
  });
  return client;
}
