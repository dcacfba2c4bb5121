/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { vi } from 'vitest';
import type { GatewayConfig } from '../../gateway/src/config';
import type { EventHub } from '../../gateway/src/events/event-hub';
import { SseParser } from '../../gateway/src/events/sse-parser';
import { CSRF_HEADER } from '../../gateway/src/security/csrf';
import {
  buildGateway,
  type BuildGatewayOptions,
  type GatewayInstance,
} from '../../gateway/src/server';
import { startApi, type RunningApi, type StartApiOptions } from './api-harness';

export interface StartStackOptions {
  api?: StartApiOptions;
  gateway?: Partial<GatewayConfig>;
  gatewayOptions?: BuildGatewayOptions;
}

export interface RunningStack {
  apiUrl: string;
  gatewayUrl: string;
  db: RunningApi['db'];
  api: RunningApi;
  gateway: GatewayInstance;
  close: () => Promise<void>;
}

/**
 * The api (fresh PGlite, migrated, demo data) and the gateway in front of it,
 * both on 127.0.0.1 with random ports. The gateway reports REST calls per request
 * in `extensions.restCalls` and waits until it follows the api's event stream.
 */
export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const api = await startApi(options.api);
  let gateway: GatewayInstance | undefined;
  try {
    gateway = await buildGateway(
      {
        apiUrl: api.url,
        internalToken: api.config.internalToken,
        webDist: 'web/dist',
        exposeRestCalls: true,
        ...options.gateway,
      },
      { eventBackoff: () => 100, ...options.gatewayOptions },
    );
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const stream = gateway.gateway.eventStream;
    if (stream && !stream.connected) {
      await new Promise((resolve) => stream.once('connected', resolve));
    }
  } catch (error) {
    await gateway?.close();
    await api.close();
    throw error;
  }
  const address = gateway.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const running = gateway;
  return {
    apiUrl: api.url,
    gatewayUrl: `http://127.0.0.1:${port}`,
    db: api.db,
    api,
    gateway: running,
    close: async () => {
      await running.close();
      await api.close();
    },
  };
}

export interface GraphQLAnswer<T = any> {
  status: number;
  data: T | null | undefined;
  errors: any[] | undefined;
  extensions: Record<string, any> | undefined;
  headers: Headers;
  /** The raw body (for answers that are not GraphQL JSON). */
  body: any;
}

/** The answer's data; throws with the errors when there are any (or no data). */
export function dataOf<T>(answer: GraphQLAnswer<T>): T {
  if (answer.errors || answer.data === null || answer.data === undefined) {
    throw new Error(
      `GraphQL answered ${answer.status}: ${JSON.stringify(answer.errors ?? answer.body)}`,
    );
  }
  return answer.data;
}

export interface SendOptions {
  headers?: Record<string, string>;
  /** Send the CSRF header (default true). */
  csrf?: boolean;
}

/** One subscription over SSE: read its payloads one by one. */
export interface SseSubscription {
  /** The next `next` payload ({ data, errors }); fails after `timeoutMs`. */
  next(timeoutMs?: number): Promise<any>;
  /**
   * Resolves once the gateway's event hub listens for this subscription, so an event caused
   * from now on reaches it (instead of sleeping after subscribing). Needs a client made with
   * the gateway's hub (`loginGraphQL(stack, …)` does that); open one subscription at a time
   * per gateway while waiting, as any subscription that starts counts.
   */
  listening(timeoutMs?: number): Promise<void>;
  close(): void;
}

export interface GraphQLClientOptions {
  /** The event hub of the gateway at that address, to tell when a subscription listens. */
  events?: EventHub;
}

/**
 * A GraphQL document: a string (answers read loosely) or a typed document generated from
 * operations/ (`web/src/gql`, e.g. `RolesDocument`), whose answer and variables are typed.
 */
export type TestDocument<TResult = any, TVariables = Record<string, unknown>> =
  string | TypedDocumentNode<TResult, TVariables>;

/** A browser-like GraphQL client: keeps cookies and sends the CSRF header. */
export interface GraphQLTestClient {
  cookies: Map<string, string>;
  request<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    options?: SendOptions,
  ): Promise<GraphQLAnswer<TResult>>;
  request<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    options?: SendOptions,
  ): Promise<GraphQLAnswer<T>>;
  /** Logs in through the gateway's login mutation; throws when refused. */
  login(email: string, password?: string): Promise<any>;
  subscribe<TVariables = Record<string, unknown>>(
    document: TestDocument<unknown, TVariables>,
    variables?: TVariables,
  ): Promise<SseSubscription>;
}

const printed = new WeakMap<TypedDocumentNode<any, any>, string>();

/** The text sent for a document (typed documents are printed once). */
function queryText(document: TestDocument<any, any>): string {
  if (typeof document === 'string') return document;
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function keepCookies(cookies: Map<string, string>, headers: Headers): void {
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some(
      (a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a),
    );
    if (expired || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}

export function createGraphQLClient(
  gatewayUrl: string,
  options: GraphQLClientOptions = {},
): GraphQLTestClient {
  const cookies = new Map<string, string>();
  const endpoint = `${gatewayUrl}/graphql`;

  function headersFor(options: SendOptions = {}): Record<string, string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...options.headers,
    };
    if (options.csrf !== false) headers[CSRF_HEADER] = '1';
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return headers;
  }

  async function request(
    document: TestDocument<any, any>,
    variables?: unknown,
    options?: SendOptions,
  ): Promise<GraphQLAnswer> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: headersFor(options),
      body: JSON.stringify({ query: queryText(document), variables }),
    });
    keepCookies(cookies, response.headers);
    const text = await response.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: response.status,
      data: body?.data,
      errors: body?.errors,
      extensions: body?.extensions,
      headers: response.headers,
      body,
    };
  }

  const client: GraphQLTestClient = {
    cookies,
    request: request as GraphQLTestClient['request'],
    async login(email, password = 'Welkom123') {
      const answer = await client.request(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id email roles homePath currentRole } }',
        { email, password },
      );
      if (answer.errors) throw new Error(`login ${email} failed: ${JSON.stringify(answer.errors)}`);
      return answer.data.login;
    },
    async subscribe(document, variables) {
      const { events } = options;
      const startedBefore = events?.listenersStarted() ?? 0;
      const abort = new AbortController();
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { ...headersFor(), accept: 'text/event-stream' },
        body: JSON.stringify({ query: queryText(document), variables }),
        signal: abort.signal,
      });
      if (!response.ok || !response.body) {
        throw new Error(`subscription refused: ${response.status} ${await response.text()}`);
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      const queue: any[] = [];
      async function next(timeoutMs = 5000): Promise<any> {
        const deadline = Date.now() + timeoutMs;
        while (queue.length === 0) {
          const left = deadline - Date.now();
          if (left <= 0) throw new Error('no subscription event in time');
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no subscription event in time')), left);
          });
          const chunk = await Promise.race([reader.read(), timeout]).finally(() =>
            clearTimeout(timer),
          );
          if (chunk.done) throw new Error('subscription ended');
          for (const message of parser.push(chunk.value)) {
            if (message.event === 'next' && message.data) queue.push(JSON.parse(message.data));
            if (message.event === 'complete') queue.push({ complete: true });
          }
        }
        return queue.shift();
      }
      return {
        next,
        async listening(timeoutMs = 5000) {
          if (!events) throw new Error('listening() needs the client made with the gateway hub');
          await vi.waitFor(
            () => {
              if (events.listenersStarted() <= startedBefore)
                throw new Error('the subscription is not listening yet');
            },
            { timeout: timeoutMs, interval: 5 },
          );
        },
        close: () => abort.abort(),
      };
    },
  };
  return client;
}
