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

export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'TOO_MANY_REQUESTS';
    default:
      return 'INTERNAL';
  }
}

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

/** Turns a failed REST answer into a GraphQL error, keeping the api's message as it is. */
export function restError(status: number, body: unknown): GraphQLError {
  const code = codeForStatus(status);
  let messageKey: string | undefined;
  let fields: Record<string, string> | undefined;
  let existingId: number | undefined;
  if (isErrorBody(body)) {
    if (typeof body.existing_id === 'number') existingId = body.existing_id;
    if (typeof body.message === 'string' && body.message) messageKey = body.message;
    if (typeof body.fields === 'object' && body.fields !== null) {
      fields = body.fields as Record<string, string>;
    }
  } else if (typeof body === 'string' && body.trim()) {
    messageKey = body.trim().slice(0, 500);
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
