import type { IncomingHttpHeaders } from 'node:http';
import type { Dispatcher, Pool } from 'undici';
import { CookieJar } from './cookie-jar';
import type { Caller } from './caller';
import { gatewayError, restError } from './rest-error';
import type { RestPool } from './rest-pool';
import { TypedRest } from './typed-rest';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Query parameters; a list repeats its parameter (`exclude=a&exclude=b`). */
export type RestQuery = Record<
  string,
  string | number | boolean | readonly string[] | null | undefined
>;

/** One finished REST call, reported to the optional listener (tests, diagnostics). */
export interface RestCallRecord {
  method: RestMethod;
  path: string;
  status: number;
  ms: number;
}

export interface RestCallOptions {
  query?: RestQuery;
  body?: unknown;
}

function withQuery(path: string, query: RestQuery | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/**
 * The longest address (path and query) sent to the api. Node refuses a request line over
 * its header limit (16 KB with the headers) with 431, and the router a path parameter over
 * 100 characters with 414; a request beyond this is refused here as bad input instead.
 */
export const MAX_REST_URL_LENGTH = 8_000;

/** One api answer, read whole. */
interface RestAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends one call and gathers the answer's bytes as they arrive: the api's answers
 * are small JSON documents, read whole anyway, so no body stream is set up for them.
 */
function dispatch(pool: Pool, options: Dispatcher.DispatchOptions): Promise<RestAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let statusCode = 0;
    let headers: IncomingHttpHeaders = {};
    pool.dispatch(options, {
      onRequestStart() {},
      onResponseStart(_controller, status, responseHeaders) {
        statusCode = status;
        headers = responseHeaders;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd() {
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        resolve({ statusCode, headers, text: body.toString('utf8') });
      },
      onResponseError(_controller, error) {
        reject(error);
      },
    });
  });
}

function parseBody({ headers, text }: RestAnswer): unknown {
  if (!text) return undefined;
  const type = String(headers['content-type'] ?? '');
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The REST client of one GraphQL request. It speaks for the caller (their
 * cookies and address), gathers the api's Set-Cookie answers for the GraphQL
 * response and counts its calls.
 */
export class RestClient {
  /** REST calls made so far for this request. */
  calls = 0;
  /** Set-Cookie values from the api, relayed onto the GraphQL response. */
  readonly setCookies: string[] = [];
  private readonly jar: CookieJar;
  private typedCalls: TypedRest | undefined;

  constructor(
    private readonly rest: RestPool,
    private readonly caller: Caller = {},
    private readonly onCall?: (call: RestCallRecord) => void,
  ) {
    this.jar = new CookieJar(caller.cookie);
  }

  /** The api session token this request runs under (the `sid` cookie), if any. */
  sessionToken(): string | undefined {
    return this.jar.get('sid');
  }

  /** The same calls typed by the api's OpenAPI document (typed-rest.ts). */
  get typed(): TypedRest {
    return (this.typedCalls ??= new TypedRest(this));
  }

  get<T>(path: string, query?: RestQuery): Promise<T> {
    return this.request<T>('GET', path, { query });
  }

  post<T>(path: string, body?: unknown, query?: RestQuery): Promise<T> {
    return this.request<T>('POST', path, { body, query });
  }

  put<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PUT', path, { body });
  }

  patch<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('PATCH', path, { body });
  }

  delete<T>(path: string, body?: unknown): Promise<T> {
    return this.request<T>('DELETE', path, { body });
  }

  private headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      ...this.rest.gatewayHeaders,
      accept: 'application/json',
    };
    if (hasBody) headers['content-type'] = 'application/json';
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const { forwardedFor, forwardedProto, forwardedHost, userAgent, acceptLanguage } = this.caller;
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    if (forwardedProto) headers['x-forwarded-proto'] = forwardedProto;
    if (forwardedHost) headers['x-forwarded-host'] = forwardedHost;
    if (userAgent) headers['user-agent'] = userAgent;
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    return headers;
  }

  /** Sends one call; answers the parsed body, or throws a GraphQLError for a failure. */
  async request<T>(method: RestMethod, path: string, options: RestCallOptions = {}): Promise<T> {
    const fullPath = this.rest.basePath + withQuery(path, options.query);
    if (fullPath.length > MAX_REST_URL_LENGTH)
      throw gatewayError('BAD_USER_INPUT', 'MESSAGE.TEXT_TOO_LONG', undefined, 414);
    const hasBody = options.body !== undefined;
    const started = performance.now();
    this.calls += 1;
    let response: RestAnswer;
    try {
      response = await dispatch(this.rest.pool, {
        method,
        path: fullPath,
        headers: this.headers(hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
      });
    } catch {
      this.onCall?.({ method, path, status: 0, ms: performance.now() - started });
      throw gatewayError('INTERNAL', 'MESSAGE.SERVICE_UNAVAILABLE', undefined, 503);
    }
    this.collectCookies(response.headers['set-cookie']);
    const body = parseBody(response);
    this.onCall?.({ method, path, status: response.statusCode, ms: performance.now() - started });
    if (response.statusCode >= 400) throw restError(response.statusCode, body);
    return body as T;
  }

  private collectCookies(header: string | string[] | undefined): void {
    if (!header) return;
    for (const value of Array.isArray(header) ? header : [header]) {
      this.setCookies.push(value);
      this.jar.apply(value);
    }
  }
}
