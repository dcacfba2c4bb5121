import { GraphQLError } from 'graphql';
import { createGraphQLError, maskError, type MaskError } from 'graphql-yoga';
import { errorCode } from '../rest/rest-error';

/**
 * A refusal of the request itself: a variable that does not fit its type ("Int cannot
 * represent …", a DateTime that does not exist) found before any resolver ran. Such an
 * error has no path (resolver errors always do) and comes from graphql, not from a crash.
 */
function isRequestError(error: unknown): error is GraphQLError {
  if (!(error instanceof GraphQLError) && (error as { name?: unknown })?.name !== 'GraphQLError')
    return false;
  const { path, originalError } = error as GraphQLError;
  if (path !== undefined && path.length > 0) return false;
  return (
    originalError === undefined ||
    originalError === null ||
    originalError instanceof GraphQLError ||
    originalError.name === 'GraphQLError' ||
    originalError.name === 'TypeError'
  );
}

/**
 * Errors with a code (REST failures, auth refusals, validation) pass unchanged; a request
 * the schema refuses (a variable of the wrong type) is BAD_USER_INPUT with graphql's own
 * message; anything unexpected is hidden behind INTERNAL so no stack or SQL leaks out.
 * Codes are read from `extensions`, not by instanceof: the error may come from
 * another copy of graphql (ESM and CommonJS builds side by side).
 */
export const maskUnexpectedError: MaskError = (error, message, isDev) => {
  if (errorCode(error)) return error as Error;
  const original = (error as { originalError?: unknown } | null)?.originalError;
  if (errorCode(original)) {
    const located = error as { path?: readonly (string | number)[]; nodes?: never };
    const source = original as { message: string; extensions: Record<string, unknown> };
    return createGraphQLError(source.message, {
      path: located.path,
      nodes: located.nodes,
      extensions: source.extensions,
    });
  }
  if (isRequestError(error)) {
    return createGraphQLError(error.message, {
      nodes: error.nodes,
      extensions: { code: 'BAD_USER_INPUT', messageKey: 'MESSAGE.BAD_REQUEST' },
    });
  }
  const masked = maskError(error, message, isDev);
  return createGraphQLError(masked.message, {
    path: (masked as { path?: readonly (string | number)[] }).path,
    extensions: {
      ...(masked as { extensions?: Record<string, unknown> }).extensions,
      code: 'INTERNAL',
      messageKey: 'MESSAGE.ERROR_OCCURRED',
    },
  });
};
