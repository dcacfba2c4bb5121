import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import type { Client, ClientOptions } from 'graphql-sse';
import { Observable } from 'rxjs';

/**
 * Subscriptions over server-sent events (graphql-sse "distinct connections"
 * mode, which graphql-yoga speaks on its /graphql endpoint). graphql-sse loads
 * with the first subscription: most screens never open one.
 */
export class SseLink extends ApolloLink {
  private client: Promise<Client> | undefined;

  constructor(private readonly options: ClientOptions) {
    super();
  }

  private connect(): Promise<Client> {
    this.client ??= import('graphql-sse').then(
      ({ createClient }) => createClient(this.options),
      (error: unknown) => {
        // Try again with the next subscription.
        this.client = undefined;
        throw error;
      },
    );
    return this.client;
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable<ApolloLink.Result>((observer) => {
      let closed = false;
      let unsubscribe: (() => void) | undefined;
      this.connect().then(
        (client) => {
          if (closed) return;
          unsubscribe = client.subscribe(
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
          );
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        unsubscribe?.();
      };
    });
  }

  dispose(): void {
    void this.client?.then((client) => client.dispose());
  }
}
