import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { createClient, type Client, type ClientOptions } from 'graphql-sse';
import { Observable } from 'rxjs';

/**
 * Subscriptions over server-sent events (graphql-sse "distinct connections"
 * mode, which graphql-yoga speaks on its /graphql endpoint).
 */
export class SseLink extends ApolloLink {
  private readonly client: Client;

  constructor(options: ClientOptions) {
    super();
    this.client = createClient(options);
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) =>
      this.client.subscribe(
        {
          query: print(operation.query),
          variables: operation.variables,
          ...(operation.operationName ? { operationName: operation.operationName } : {}),
        },
        {
          next: (value) => observer.next(value as ApolloLink.Result),
          error: (error) => observer.error(error),
          complete: () => observer.complete(),
        },
      ),
    );
  }

  dispose(): void {
    this.client.dispose();
  }
}
