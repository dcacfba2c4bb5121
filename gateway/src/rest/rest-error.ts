import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

/** The GraphQL error codes the web app understands (docs/architecture.md). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL';

/**
 * The GraphQL code of an api status. Every 4xx is the request's fault, so it is never
 * INTERNAL: too large (413), too long an address (414) or headers (431), a refused type
 * (415) and any other 4xx are bad input. Only 5xx (and what is not HTTP) is INTERNAL.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 410:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL';
  }
}

/** The message of a status the api answers without a MESSAGE key of its own. */
function fallbackForStatus(status: number): string | undefined {
  if (status === 413 || status === 414 || status === 431) return 'MESSAGE.TEXT_TOO_LONG';
  return undefined;
}

/** A message key as the api sends them; anything else (a framework text, a path) is dropped. */
const MESSAGE_KEY = /^MESSAGE\.[A-Z0-9_]+$/;

const FALLBACK_MESSAGE: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'MESSAGE.NOT_LOGGED_IN',
  FORBIDDEN: 'MESSAGE.ACCESS_DENIED',
  BAD_USER_INPUT: 'MESSAGE.BAD_REQUEST',
  NOT_FOUND: 'MESSAGE.NOT_FOUND',
  CONFLICT: 'MESSAGE.DATA_OUTDATED',
  TOO_MANY_REQUESTS: 'MESSAGE.TOO_MANY_ATTEMPTS',
  INTERNAL: 'MESSAGE.ERROR_OCCURRED',
};

/** A GraphQL error the web app can act on: a code, the api's message key and field errors. */
export function gatewayError(
  code: ErrorCode,
  messageKey?: string,
  fields?: Record<string, string>,
  status?: number,
  existingId?: number,
): GraphQLError {
  const key = messageKey ?? FALLBACK_MESSAGE[code];
  // createGraphQLError builds the error with the graphql copy yoga executes with.
  return createGraphQLError(key, {
    extensions: {
      code,
      messageKey: key,
      ...(fields ? { fields } : {}),
      ...(status ? { status } : {}),
      ...(existingId !== undefined ? { existingId: String(existingId) } : {}),
    },
  });
}

function isErrorBody(
  body: unknown,
): body is { message?: unknown; fields?: unknown; existing_id?: unknown } {
  return typeof body === 'object' && body !== null;
}

/** Field errors as the api sends them: field name to MESSAGE key. */
function fieldErrors(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = Object.entries(value).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && MESSAGE_KEY.test(entry[1]),
  );
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/**
 * Turns a failed REST answer into a GraphQL error with the api's MESSAGE key and field
 * errors. Only MESSAGE keys pass: a text from elsewhere (a proxy page, a framework's
 * message naming the internal REST path) never reaches the client.
 */
export function restError(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status);
  let messageKey = fallbackForStatus(status);
  let fields: Record<string, string> | undefined;
  let existingId: number | undefined;
  if (isErrorBody(body)) {
    if (typeof body.existing_id === 'number') existingId = body.existing_id;
    if (typeof body.message === 'string' && MESSAGE_KEY.test(body.message))
      messageKey = body.message;
    fields = fieldErrors(body.fields);
  }
  return gatewayError(code, messageKey, fields, status, existingId);
}

/** The `extensions.code` of an error thrown by a REST call or a check, if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('extensions' in error)) return undefined;
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  return typeof extensions?.code === 'string' ? extensions.code : undefined;
}

/** null instead of NOT_FOUND: a record out of the viewer's reach reads as absent. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (errorCode(error) === 'NOT_FOUND') return null;
    throw error;
  }
}
