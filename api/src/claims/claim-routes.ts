import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isClaimReason } from '#domain/claims/claim-reasons';
import { claimDeciderOf, claimStatusChangeRefusal } from '#domain/claims/claim-status-change';
import { MESSAGE } from '#domain/shared/messages';
import { type MatchDeps, matchLead } from '../leads';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, conflict } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { claimFor } from './claim-access';
import { applyClaimStatus } from './claim-decision';
import { fileClaim } from './claim-filing';
import { claimJson, claimsJson } from './claim-json';
import { claimFilterQuery, claimListConditions } from './claim-list';
import { claimListSchema, claimSchema } from './claim.schema';
import { claims } from './claim.table';

const listQuery = claimFilterQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(50),
  sortReverse: z.enum(['true', 'false']).default('true').describe('true: newest first'),
});
const idParams = z.object({ id: z.string() });
const neighbourSchema = z
  .object({ id: z.number().int().nullable() })
  .meta({ id: 'ClaimNeighbour' });

const createBody = z
  .object({
    assigned_lead: z.number().int().positive(),
    description: z.string().refine(isClaimReason, { message: MESSAGE.SELECT_OPTION }),
    message: z.string().trim().max(5000).default(''),
    is_default_message: z.boolean().default(false),
    stop_matching: z.boolean().default(false),
    enable_email_notifications: z.boolean().default(false),
  })
  .refine((body) => body.is_default_message || body.message.length > 0, {
    path: ['message'],
    message: MESSAGE.FIELD_REQUIRED,
  });
const statusBody = z.object({
  status: z.number({ error: MESSAGE.INVALID_STATUS }).int({ error: MESSAGE.INVALID_STATUS }),
  version: z.number().int().optional().describe('the version read; 409 when changed since'),
  rematch: z
    .boolean()
    .default(false)
    .describe('with acceptance: offer the lead to one more company (lead at most 5 days old)'),
});

/** Claims: filing, the lists, the detail with previous and next, and status changes. */
export const claimRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);
  const matchDeps: MatchDeps = { db, mailer, publicUrl: config.publicUrl };

  app.get(
    '/claim',
    {
      schema: {
        tags: ['claims'],
        summary:
          'Claims the viewer may see (50 a page, newest first), by filter, company or invoice',
        querystring: listQuery,
        response: { 200: claimListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const query = request.query;
      const where = await claimListConditions(db, viewer, query);
      const order = query.sortReverse === 'true' ? desc : asc;
      const rows = await db
        .select()
        .from(claims)
        .where(where)
        .orderBy(order(claims.createdAt), order(claims.id))
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(claims)
        .where(where);
      return { items: await claimsJson(db, viewer, rows), total: counted?.n ?? 0 };
    },
  );

  app.get(
    '/claim/:id',
    {
      schema: {
        tags: ['claims'],
        summary: 'One claim',
        params: idParams,
        response: { 200: claimSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return claimJson(db, viewer, await claimFor(db, viewer, request.params.id));
    },
  );

  // The staff list runs newest first: "next" is the older neighbour, "previous" the newer.
  for (const direction of ['previous', 'next'] as const) {
    app.get(
      `/claim/:id/${direction}`,
      {
        schema: {
          tags: ['claims'],
          summary: `The ${direction} claim in the list with the same filters (newest first)`,
          params: idParams,
          querystring: claimFilterQuery,
          response: { 200: neighbourSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const claim = await claimFor(db, viewer, request.params.id);
        const where = await claimListConditions(db, viewer, request.query);
        const newer = or(
          gt(claims.createdAt, claim.createdAt),
          and(eq(claims.createdAt, claim.createdAt), gt(claims.id, claim.id)),
        );
        const older = or(
          lt(claims.createdAt, claim.createdAt),
          and(eq(claims.createdAt, claim.createdAt), lt(claims.id, claim.id)),
        );
        const order = direction === 'previous' ? asc : desc;
        const [row] = await db
          .select({ id: claims.id })
          .from(claims)
          .where(and(where, direction === 'previous' ? newer : older))
          .orderBy(order(claims.createdAt), order(claims.id))
          .limit(1);
        return { id: row?.id ?? null };
      },
    );
  }

  app.post(
    '/claim',
    {
      schema: {
        tags: ['claims'],
        summary:
          'File a claim on an assigned lead (clear cases are decided at once; a second claim answers 409 CLAIM_RECEIVED)',
        body: createBody,
        response: { 201: claimSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const { claim, deliveries } = await fileClaim(db, mailer, viewer, {
        assignedLeadId: body.assigned_lead,
        description: body.description,
        message: body.message,
        isDefaultMessage: body.is_default_message,
        stopMatching: body.stop_matching,
        enableEmailNotifications: body.enable_email_notifications,
      });
      for (const send of deliveries) await send();
      return reply.status(201).send(await claimJson(db, viewer, claim));
    },
  );

  app.post(
    '/claim/:id/status',
    {
      schema: {
        tags: ['claims'],
        summary:
          'Give a claim a status: claims staff any (and may override an automatic decision), partners accepted, denied, call center or pending',
        params: idParams,
        body: statusBody,
        response: { 200: claimSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        // The row lock makes a second, simultaneous acceptance wait and then find it accepted.
        const claim = await claimFor(tx, viewer, request.params.id, true);
        const refusal = claimStatusChangeRefusal(claimDeciderOf(viewer.roles), claim, body.status);
        if (refusal?.status === 403) throw new ApiError(403, refusal.message);
        if (refusal) throw badRequest(refusal.message, { status: refusal.message });
        if (body.version !== undefined && body.version !== claim.version) throw conflict();
        return applyClaimStatus(tx, mailer, claim, {
          status: body.status,
          auto: null,
          userId: viewer.userId,
          rematch: body.rematch,
          now,
        });
      });
      for (const send of result.deliveries) await send();
      if (result.rematchLeadId !== null)
        await matchLead(matchDeps, result.rematchLeadId, { now, userId: viewer.userId });
      return claimJson(db, viewer, result.claim);
    },
  );
};
