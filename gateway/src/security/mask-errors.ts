import { createGraphQLError, maskError, type MaskError } from 'graphql-yoga';
import { errorCode } from '../rest/rest-error';

/**
 * Errors with a code (REST failures, auth refusals, validation) pass unchanged;
 * anything unexpected is hidden behind INTERNAL so no stack or SQL leaks out.
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
