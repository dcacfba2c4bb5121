import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError, type z } from 'zod';
import type { errorSchema } from './responses';
import { apiErrorForDatabase } from './database-errors';
import { isUniqueViolation } from './unique-violation';

/** The REST error answer: a MESSAGE.* key and, for validation failures, a key per field. */
export type ErrorBody = z.infer<typeof errorSchema>;

/** A failure with a status and a message key the client can translate. */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly fields: Record<string, string> | undefined;
  /** The record a duplicate collides with, so the client can offer to use or merge it. */
  readonly existingId: number | undefined;

  constructor(
    status: number,
    messageKey: string,
    fields?: Record<string, string>,
    existingId?: number,
  ) {
    super(messageKey);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.fields = fields;
    this.existingId = existingId;
  }
}

export const notFound = (messageKey = 'MESSAGE.NOT_FOUND') => new ApiError(404, messageKey);
export const badRequest = (messageKey: string, fields?: Record<string, string>) =>
  new ApiError(400, messageKey, fields);
export const conflict = (messageKey = 'MESSAGE.DATA_OUTDATED') => new ApiError(409, messageKey);

/** Zod messages are MESSAGE.* keys when the schema sets them; others become a generic key. */
function messageKeyOf(message: string | undefined): string {
  return message && message.startsWith('MESSAGE.') ? message : 'MESSAGE.INVALID_VALUE';
}

function fieldName(path: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || '_';
}

function validationFields(
  issues: { path: string; message: string | undefined }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path);
    fields[name] ??= messageKeyOf(issue.message);
  }
  return fields;
}

function sendApiError(reply: FastifyReply, error: ApiError) {
  const body: ErrorBody = { message: error.messageKey };
  if (error.fields) body.fields = error.fields;
  if (error.existingId !== undefined) body.existing_id = error.existingId;
  return reply.status(error.status).send(body);
}

/** Fastify error handler: every failure leaves as `{ message, fields? }` with the right status. */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ApiError) return sendApiError(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = validationFields(
      error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
    );
    return reply
      .status(400)
      .send({ message: 'MESSAGE.VALIDATION_FAILED', fields } satisfies ErrorBody);
  }
  if (error instanceof ZodError) {
    const fields = validationFields(
      error.issues.map((i) => ({ path: i.path.join('/'), message: i.message })),
    );
    return reply
      .status(400)
      .send({ message: 'MESSAGE.VALIDATION_FAILED', fields } satisfies ErrorBody);
  }
  // A unique index refused a row the checks before it let through: another request wrote
  // the same thing in between. Like a stale version, the client reads again and retries.
  if (isUniqueViolation(error))
    return reply.status(409).send({ message: 'MESSAGE.DATA_OUTDATED' } satisfies ErrorBody);
  // A value the database cannot hold or a record that is not there: the client's input,
  // not a fault of the server. Logged, so the missing check can still be added.
  const refused = apiErrorForDatabase(error);
  if (refused) {
    request.log.warn({ err: error }, 'input refused by the database');
    return sendApiError(reply, refused);
  }
  const status =
    'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500 || isResponseSerializationError(error as FastifyError)) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'MESSAGE.ERROR_OCCURRED' } satisfies ErrorBody);
  }
  // Fastify's own 4xx (bad JSON, too large, unsupported media type …).
  const message =
    status === 404
      ? 'MESSAGE.NOT_FOUND'
      : status === 429
        ? 'MESSAGE.TOO_MANY_ATTEMPTS'
        : 'MESSAGE.BAD_REQUEST';
  return reply.status(status).send({ message } satisfies ErrorBody);
}

/**
 * Fastify's own refusals before routing (a bad percent-encoding, a path parameter over
 * the router's length limit): the usual error body, without echoing the path.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return reply.status(414).send({ message: 'MESSAGE.TEXT_TOO_LONG' } satisfies ErrorBody);
  return reply.status(400).send({ message: 'MESSAGE.BAD_REQUEST' } satisfies ErrorBody);
}

/** Unknown paths answer like any other missing thing. */
export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: 'MESSAGE.NOT_FOUND' } satisfies ErrorBody);
}
