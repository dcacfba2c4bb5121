import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { companies, companyPartners } from '../companies';
import type { Executor } from '../db';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireStaff, requireViewer } from '../shared/session-guard';
import { leads, type LeadRow } from './lead.table';
import {
  earlierDuplicate,
  leadRowFor,
  recentQuoteRequests,
  takeInLead,
  type IntakeResult,
} from './lead-intake';
import { leadJson } from './lead-json';
import { leadInputFrom, leadPayloadSchema, trackingFrom } from './lead-payload';
import { intakeResultSchema, leadSchema, matchPreviewSchema } from './lead.schema';
import { isOnHold, previewMatch } from './matching';
import { partnerFailureHooks } from './partner-request-failures';

/** Quote-form requests one sender address may make per hour. */
export const QUOTE_REQUESTS_PER_HOUR = 5;

const guidParams = z.object({ guid: z.string() });
const idempotencyHeaders = z.object({
  'idempotency-key': z.string().max(100).optional().describe('same as request_id in the body'),
});

async function partnerByGuid(db: Executor, guid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) throw notFound();
  const [partner] = await db.select().from(companyPartners).where(eq(companyPartners.guid, guid));
  if (!partner) throw notFound();
  return partnerContext(partner);
}

/** A partner's intake settings: the products it wants verified and its tracking defaults. */
function partnerContext(partner: typeof companyPartners.$inferSelect) {
  return {
    companyId: partner.companyId,
    mustBeVerifiedProducts: partner.mustBeVerifiedProducts,
    tracking: {
      utmSource: partner.utmSource,
      utmMedium: partner.utmMedium,
      utmCampaign: partner.utmCampaign,
      sourceDomain: partner.sourceDomain,
    },
  };
}

function intakeAnswer(result: IntakeResult) {
  const { lead, match } = result;
  const assignments = match?.assigned.length ?? 0;
  const status = lead.duplicateOfId
    ? 'duplicate'
    : isOnHold(lead)
      ? 'on_hold'
      : assignments > 0 || (result.replayed && lead.remainingAssignments === 0)
        ? 'matched'
        : 'waiting';
  return { lead_id: lead.id, status, assignments, duplicate_of_id: lead.duplicateOfId } as const;
}

/**
 * Where leads come in: the partner lead API and its sandbox (authorised by the
 * partner's guid), the public quote form, and staff adding a lead by hand.
 */
export const intakeRoutes: AreaPlugin = async (app, { db, config }) => {
  const deps = { db, mailer: createMailer(db, config), publicUrl: config.publicUrl };

  app.post(
    '/partner/:guid/lead',
    {
      // A failed request is logged for the lead managers' home (docs/dashboards.md).
      ...partnerFailureHooks(db, '/partner/{guid}/lead'),
      schema: {
        tags: ['leads'],
        summary: 'Partner lead API: send a lead (idempotent per request_id)',
        params: guidParams,
        headers: idempotencyHeaders,
        body: leadPayloadSchema,
        response: {
          201: intakeResultSchema,
          200: intakeResultSchema.describe('a retried request: the first result'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const partner = await partnerByGuid(db, request.params.guid);
      const input = leadInputFrom(request.body);
      const tracking = trackingFrom(request.body);
      const result = await takeInLead(deps, input, {
        source: 'partner',
        partner,
        tracking,
        requestId: request.body.request_id ?? request.headers['idempotency-key'] ?? null,
      });
      return reply.status(result.replayed ? 200 : 201).send(intakeAnswer(result));
    },
  );

  app.post(
    '/partner/:guid/lead/match',
    {
      schema: {
        tags: ['leads'],
        summary: 'Partner sandbox: which companies a lead would go to; nothing is written',
        params: guidParams,
        body: leadPayloadSchema,
        response: { 200: matchPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const partner = await partnerByGuid(db, request.params.guid);
      const input = leadInputFrom(request.body);
      const now = new Date();
      const tracking = trackingFrom(request.body);
      const { row, product } = await leadRowFor(db, input, {
        source: 'partner',
        partner,
        tracking,
        now,
      });
      const lead = { ...row, id: 0, userId: null, duplicateOfId: null } as LeadRow;
      const duplicate = (await earlierDuplicate(db, row, now)) !== null;
      const chosen = isOnHold(lead) || duplicate ? [] : await previewMatch(db, lead, product, now);
      const names =
        chosen.length === 0
          ? []
          : await db
              .select({ id: companies.id, name: companies.name })
              .from(companies)
              .where(
                inArray(
                  companies.id,
                  chosen.map((c) => c.companyId),
                ),
              );
      const nameOf = new Map(names.map((c) => [c.id, c.name]));
      return {
        on_hold: isOnHold(lead),
        hold_reasons: lead.holdReasons,
        duplicate,
        companies: chosen.map((c) => ({ id: c.companyId, name: nameOf.get(c.companyId) ?? '' })),
      };
    },
  );

  app.post(
    '/quote-request',
    {
      schema: {
        tags: ['leads'],
        summary: "The public sites' quote form (a few requests per hour per sender address)",
        body: leadPayloadSchema,
        response: { 201: intakeResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const since = new Date(Date.now() - 60 * 60 * 1000);
      if ((await recentQuoteRequests(db, request.ip, since)) >= QUOTE_REQUESTS_PER_HOUR)
        throw new ApiError(429, 'MESSAGE.TOO_MANY_ATTEMPTS');
      const input = leadInputFrom(request.body);
      const tracking = trackingFrom(request.body);
      const result = await takeInLead(deps, input, {
        source: 'quote_form',
        clientIp: request.ip,
        tracking,
      });
      return reply.status(201).send(intakeAnswer(result));
    },
  );

  app.post(
    '/partner/lead',
    {
      schema: {
        tags: ['leads'],
        summary: 'A partner user adds a lead for its partner company (the partner lead-add screen)',
        body: leadPayloadSchema,
        response: {
          201: intakeResultSchema,
          200: intakeResultSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      if (!viewer.roles.includes('ROLE_LEAD_PARTNER'))
        throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
      // The partner company is the viewer's own company with partner settings (a guid).
      const [partner] = viewer.companyIds.length
        ? await db
            .select()
            .from(companyPartners)
            .where(inArray(companyPartners.companyId, viewer.companyIds))
            .limit(1)
        : [];
      if (!partner) throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
      const input = leadInputFrom(request.body);
      const tracking = trackingFrom(request.body);
      const result = await takeInLead(deps, input, {
        source: 'partner_portal',
        partner: partnerContext(partner),
        tracking,
        requestId: request.body.request_id ?? null,
        userId: viewer.userId,
      });
      return reply.status(result.replayed ? 200 : 201).send(intakeAnswer(result));
    },
  );

  app.post(
    '/lead',
    {
      schema: {
        tags: ['leads'],
        summary: 'Staff add a lead by hand (it is matched at once unless it waits on hold)',
        body: leadPayloadSchema,
        response: { 201: leadSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const viewer = requireStaff(request);
      const input = leadInputFrom(request.body);
      const tracking = trackingFrom(request.body);
      const result = await takeInLead(deps, input, {
        source: 'staff',
        userId: viewer.userId,
        tracking,
      });
      const [fresh] = await db.select().from(leads).where(eq(leads.id, result.lead.id));
      return reply.status(201).send(await leadJson(db, fresh!));
    },
  );
};
