import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Database, Executor } from '../db';
import { recordEvent } from '../events';
import { ApiError, notFound } from '../shared/errors';
import { companyPartners } from '../companies';
import { takeInLead } from './lead-intake';
import { leadInputFrom, leadPayloadSchema } from './lead-payload';
import type { MatchDeps } from './matching';
import {
  partnerRequestFailures,
  type PartnerRequestFailureRow,
} from './partner-request-failure.table';

/** Keys whose values are never stored: credentials a partner may have put in the body. */
const SECRET_KEY = /pass|secret|token|guid|api[-_]?key|auth|credential|signature/i;
/** PostgreSQL's jsonb cannot hold this character. */
const NUL = String.fromCharCode(0);
/** How deep a stored body goes; deeper values are left out (no payload field nests this far). */
const MAX_DEPTH = 6;

/**
 * The body as received, with secrets left out: keys that name credentials are dropped, and
 * NUL characters (which PostgreSQL's jsonb cannot hold) are removed from texts.
 */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll(NUL, '');
  if (value === null || typeof value !== 'object') return value ?? null;
  if (depth >= MAX_DEPTH) return null;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const clean = key.replaceAll(NUL, '');
    if (SECRET_KEY.test(clean)) continue;
    kept[clean] = withoutSecrets(item, depth + 1);
  }
  return kept;
}

export interface RequestFailure {
  status: number;
  errorKey: string;
  errorFields: Record<string, string> | null;
}

/** The answer a failed intake gave, from the error it threw (as the api's error handler maps it). */
export function failureOf(error: unknown): RequestFailure {
  if (error instanceof ApiError)
    return { status: error.status, errorKey: error.messageKey, errorFields: error.fields ?? null };
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const name = issue.path.join('.') || '_';
      fields[name] ??= issue.message.startsWith('MESSAGE.')
        ? issue.message
        : 'MESSAGE.INVALID_VALUE';
    }
    return { status: 400, errorKey: 'MESSAGE.VALIDATION_FAILED', errorFields: fields };
  }
  return { status: 500, errorKey: 'MESSAGE.ERROR_OCCURRED', errorFields: null };
}

/** The failure as the answer's body tells it (`{ message, fields }`), whatever was sent. */
function failureFromAnswer(status: number, payload: unknown): RequestFailure {
  let parsed: unknown = null;
  try {
    parsed = typeof payload === 'string' ? JSON.parse(payload) : null;
  } catch {
    parsed = null;
  }
  const body = (parsed ?? {}) as { message?: unknown; fields?: unknown };
  const errorKey =
    typeof body.message === 'string' && body.message.startsWith('MESSAGE.')
      ? body.message
      : 'MESSAGE.ERROR_OCCURRED';
  const fields =
    body.fields && typeof body.fields === 'object'
      ? (withoutSecrets(body.fields) as Record<string, string>)
      : null;
  return { status, errorKey, errorFields: fields };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner API's body as parsed from JSON, before validation reshaped it. */
    receivedBody?: unknown;
  }
}

/**
 * Route hooks of the partner lead API that log every failed request
 * (`partner_request_failures`): the body as received is kept before validation, and an
 * answer of 400 or more is stored once it is sent. A request with an unknown key (404) is
 * nobody's, so it is not stored. Logging never changes the partner's answer.
 */
export function partnerFailureHooks(db: Database, endpoint: string) {
  return {
    preValidation: async (request: FastifyRequest) => {
      request.receivedBody = request.body;
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode < 400) return payload;
      const guid = (request.params as { guid?: unknown } | undefined)?.guid;
      if (typeof guid !== 'string' || !/^[0-9a-f-]{36}$/i.test(guid)) return payload;
      try {
        const [partner] = await db
          .select({ companyId: companyPartners.companyId })
          .from(companyPartners)
          .where(eq(companyPartners.guid, guid));
        if (!partner) return payload;
        const body = withoutSecrets(request.receivedBody ?? request.body ?? null) ?? {};
        const fromBody = (body as { request_id?: unknown }).request_id;
        const header = request.headers['idempotency-key'];
        const requestId =
          typeof fromBody === 'string' && fromBody.length <= 100
            ? fromBody
            : typeof header === 'string' && header.length <= 100
              ? header.replaceAll(NUL, '')
              : null;
        await recordFailure(db, {
          partnerCompanyId: partner.companyId,
          endpoint,
          requestId,
          body,
          ...failureFromAnswer(reply.statusCode, payload),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'a failed partner request could not be logged');
      }
      return payload;
    },
  };
}

/** Stores one failed request and tells the lead managers' home (outbox). */
export async function recordFailure(
  db: Database,
  failure: RequestFailure & {
    partnerCompanyId: number;
    endpoint: string;
    requestId: string | null;
    body: unknown;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partnerRequestFailures)
      .values({
        partnerCompanyId: failure.partnerCompanyId,
        endpoint: failure.endpoint,
        requestId: failure.requestId,
        body: failure.body ?? {},
        status: failure.status,
        errorKey: failure.errorKey,
        errorFields: failure.errorFields,
      })
      .returning();
    await recordEvent(tx, {
      type: 'partner_request.failed',
      payload: { partner_request_failure_id: row!.id, partner_company_id: row!.partnerCompanyId },
    });
    return row!;
  });
}

/**
 * Runs the intake again with the stored body, as the partner's own retry would: with its
 * request id, so a lead that did come in meanwhile is answered, not taken in twice. Success
 * marks the failure done with its lead; a new failure is stored on it. Never throws what
 * the intake throws: the retry's outcome is the answer.
 */
export async function retryPartnerRequest(
  deps: MatchDeps,
  row: PartnerRequestFailureRow,
): Promise<PartnerRequestFailureRow> {
  const { db } = deps;
  let outcome: { leadId: number } | RequestFailure;
  try {
    const [partner] = await db
      .select()
      .from(companyPartners)
      .where(eq(companyPartners.companyId, row.partnerCompanyId));
    if (!partner) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
    const payload = leadPayloadSchema.parse(row.body);
    const result = await takeInLead(deps, leadInputFrom(payload), {
      source: 'partner',
      partner: {
        companyId: partner.companyId,
        mustBeVerifiedProducts: partner.mustBeVerifiedProducts,
      },
      requestId: payload.request_id ?? row.requestId ?? null,
    });
    outcome = { leadId: result.lead.id };
  } catch (error) {
    outcome = failureOf(error);
  }
  const now = new Date();
  const retried = { retryCount: sql`${partnerRequestFailures.retryCount} + 1`, retriedAt: now };
  const [updated] = await db
    .update(partnerRequestFailures)
    .set(
      'leadId' in outcome
        ? { ...retried, doneAt: now, leadId: outcome.leadId }
        : {
            ...retried,
            status: outcome.status,
            errorKey: outcome.errorKey,
            errorFields: outcome.errorFields,
          },
    )
    .where(eq(partnerRequestFailures.id, row.id))
    .returning();
  // Deleted by someone else while the intake ran: there is nothing left to answer about.
  if (!updated) throw notFound();
  return updated;
}

/** Deletes a failure (done or not); false when there is none. */
export async function deletePartnerRequestFailure(db: Executor, id: number): Promise<boolean> {
  const deleted = await db
    .delete(partnerRequestFailures)
    .where(eq(partnerRequestFailures.id, id))
    .returning({ id: partnerRequestFailures.id });
  return deleted.length > 0;
}
