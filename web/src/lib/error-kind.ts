import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** A failed request reduced to what the error notifications (error-link.ts) care about. */
export interface ErrorKind {
  status: 400 | 401 | 403 | 404 | 409 | 500;
  /** The server's message key, when it sent one. */
  message: string | null;
  fields: Record<string, string> | null;
}

const STATUS_BY_CODE: Record<string, ErrorKind['status']> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

export function classifyError(error: unknown): ErrorKind {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    const code = typeof extensions.code === 'string' ? extensions.code : '';
    const messageKey =
      typeof extensions.messageKey === 'string' ? extensions.messageKey : (first?.message ?? null);
    const fields =
      extensions.fields && typeof extensions.fields === 'object'
        ? (extensions.fields as Record<string, string>)
        : null;
    return { status: STATUS_BY_CODE[code] ?? 500, message: messageKey, fields };
  }
  if (ServerError.is(error)) {
    const status = error.statusCode;
    const known =
      status === 400 || status === 401 || status === 403 || status === 404 || status === 409;
    return { status: known ? status : 500, message: null, fields: null };
  }
  return { status: 500, message: null, fields: null };
}

/** The server message when it is a catalogue key, else the given fallback. */
export function catalogueMessage(kind: ErrorKind, fallback: string): string {
  return kind.message && kind.message.startsWith('MESSAGE.') ? kind.message : fallback;
}
