import type { FastifyRequest } from 'fastify';
import { isAsyncIterable, processRegularResult, type GraphQLParams } from 'graphql-yoga';
import type { GatewayServerContext } from './context';
import type { GatewayYoga } from './yoga';

/**
 * The common GraphQL request, a POST of a JSON body asking for a JSON answer, run
 * through yoga without its Fetch adaptation: no Request built from the Node request,
 * no URL parsing, no AbortController, no onRequest / onRequestParse round. What runs
 * is yoga's own `getResultForParams` (every envelop plugin: parse and validation
 * caches, query limits, masked errors, @auth, compiled execution). A result
 * without errors is written straight away as 200 with the compiled stringifier,
 * which is all yoga would do with it; one with errors goes through yoga's own
 * `processRegularResult` (status codes and error bodies per accepted media type).
 *
 * Everything else (GET, other content types, SSE and multipart answers, batches,
 * CORS requests, odd parameters) goes the full way through yoga, so its checks
 * and error answers stay the ones yoga gives.
 */

/** Media types a regular (single JSON) result is sent as, as yoga names them. */
const JSON_RESULT_TYPES = ['application/graphql-response+json', 'application/json'] as const;
type JsonResultType = (typeof JSON_RESULT_TYPES)[number];

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);

const isObjectOrNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value));

/** The body is one operation with well-formed parameters (yoga would accept it as is). */
function plainParams(body: unknown): body is GraphQLParams {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const params = body as Record<string, unknown>;
  for (const key in params) if (!PARAM_NAMES.has(key)) return false;
  return (
    typeof params.query === 'string' &&
    isObjectOrNull(params.variables) &&
    (params.operationName === undefined ||
      params.operationName === null ||
      typeof params.operationName === 'string') &&
    isObjectOrNull(params.extensions)
  );
}

/**
 * The media type yoga would answer a single result with, when the Accept header
 * names only JSON types (read as yoga reads it: parameters other than charset
 * ignored, non-UTF-8 entries skipped, the first listed type wins). Undefined for
 * anything else (no header, wildcards, SSE, multipart): the full path decides.
 */
function acceptedJsonType(accept: string | undefined): JsonResultType | undefined {
  if (!accept) return undefined;
  let chosen: JsonResultType | undefined;
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const type = JSON_RESULT_TYPES.find((t) => t === mediaType);
    if (!type) return undefined;
    chosen ??= type;
  }
  return chosen;
}

const contentTypeEssence = (value: string | undefined) =>
  (value ?? '').split(';')[0]!.trim().toLowerCase();

/** An answer of the fast path, ready to send. */
export interface FastPathAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for yoga's answers without a body (406). */
  body: string | null;
}

/** What graphql-jit leaves on its results: a stringifier compiled for the query. */
interface CompiledResult {
  errors?: readonly unknown[];
  extensions?: Record<string, unknown>;
  stringify?: (result: unknown) => string;
}

async function answerOf(response: Response): Promise<FastPathAnswer> {
  const text = await response.text();
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: text === '' ? null : text,
  };
}

export interface FastPathOptions {
  /** Origins allowed cross-site; when set, requests with an Origin take the full path (CORS headers). */
  corsOrigins: string[];
}

/**
 * Answers the request if it is a plain JSON query or mutation; undefined when it
 * must take the full yoga path (nothing has been run then).
 */
export async function handleOnFastPath(
  yoga: GatewayYoga,
  request: FastifyRequest,
  serverContext: GatewayServerContext,
  options: FastPathOptions,
): Promise<FastPathAnswer | undefined> {
  if (request.method !== 'POST') return undefined;
  const headers = request.headers;
  if (contentTypeEssence(headers['content-type']) !== 'application/json') return undefined;
  if (options.corsOrigins.length > 0 && headers.origin !== undefined) return undefined;
  const accept = Array.isArray(headers.accept) ? headers.accept.join(',') : headers.accept;
  const mediaType = acceptedJsonType(accept);
  if (!mediaType || !plainParams(request.body)) return undefined;
  // A subscription may be answered as a stream: yoga picks the processor. The keyword
  // cannot be missing from one; a mere mention (a name, a comment) only costs speed.
  if (request.body.query!.includes('subscription')) return undefined;

  // What yoga's plugins may read of the request: method, url and headers.
  const yogaRequest = new yoga.fetchAPI.Request(
    `${request.protocol}://${headers.host ?? 'localhost'}${request.url}`,
    { method: 'POST', headers: headers as Record<string, string> },
  );
  let result: Awaited<ReturnType<GatewayYoga['getResultForParams']>>;
  try {
    result = await yoga.getResultForParams(
      { params: request.body, request: yogaRequest },
      serverContext as never,
    );
  } catch {
    // Only yoga's parameter checks throw here, before anything ran: let the full path answer.
    return undefined;
  }
  if (result === undefined || isAsyncIterable(result)) {
    // Not expected without subscriptions, @defer or @stream; answered as yoga does for a
    // stream asked for as JSON (406), after ending the stream.
    if (result) await result[Symbol.asyncIterator]().return?.();
    return { status: 406, headers: {}, body: null };
  }
  const compiled = result as CompiledResult;
  if (!compiled.errors?.length && !compiled.extensions?.http) {
    const stringify = compiled.stringify ?? JSON.stringify;
    return {
      status: 200,
      headers: { 'content-type': `${mediaType}; charset=utf-8` },
      body: stringify(result),
    };
  }
  return answerOf(processRegularResult(result, yoga.fetchAPI, mediaType) as Response);
}
