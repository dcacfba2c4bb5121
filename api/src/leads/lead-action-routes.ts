import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BAD_LEAD_REASONS, isBadLeadReason } from '#domain/leads/bad-lead-reasons';
import { MESSAGE } from '#domain/shared/messages';
import { parseId } from '../companies';
import { recordEvent } from '../events';
import { createMailer } from '../mail';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { badRequest, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireStaff } from '../shared/session-guard';
import { assignedLeads } from './assigned-lead.table';
import { deliver, noticeAssignments, type Deliveries } from './assignment-notice';
import { CONSUMER_MAILS, type ConsumerMail } from './consumer-mail';
import { leadJson, leadsJson } from './lead-json';
import { leadListSchema, leadSchema } from './lead.schema';
import { leadById } from './lead-lookup';
import { leads, type NewLeadRow } from './lead.table';
import { matchLead } from './matching';

const idParams = z.object({ id: z.string() });
const tags = ['leads'];

/** Flags staff set on a lead, and whether matching (re)starts afterwards. */
const FLAG_ACTIONS: Record<string, { set: Partial<NewLeadRow>; match: boolean; summary: string }> =
  {
    verified: {
      set: { verified: true },
      match: true,
      summary: 'Verify a lead on hold; it is matched at once',
    },
    restart: { set: { stopMatching: false }, match: true, summary: 'Restart matching' },
    auto_match: { set: {}, match: true, summary: 'Match now (as the automatic retry would)' },
    stop_matching: {
      set: { stopMatching: true },
      match: false,
      summary: 'Stop matching this lead',
    },
    handled: { set: { handled: true }, match: false, summary: 'Mark the lead handled' },
    dont_call: {
      set: { doNotCall: true },
      match: false,
      summary: 'The consumer does not want to be called',
    },
    'mark-must-be-called': {
      set: { mustCall: true },
      match: false,
      summary: 'Staff must call the consumer',
    },
  };

/** Mails to the consumer; the time of the request is kept on the lead where it has a field for it. */
const MAIL_ACTIONS: Record<
  ConsumerMail,
  { stamp?: 'feedbackRequestedOn' | 'phoneNumberRequestedOn'; summary: string }
> = {
  feedback_request: {
    stamp: 'feedbackRequestedOn',
    summary: 'Ask the consumer for feedback (mail)',
  },
  phonenumber_request: {
    stamp: 'phoneNumberRequestedOn',
    summary: 'Ask the consumer for a phone number (mail)',
  },
  thank_you_client: { summary: 'Thank the consumer (mail)' },
};

/** Staff actions on one lead (docs/matching.md, "Retries and staff actions"). */
export const leadActionRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);
  const deps = { db, mailer, publicUrl: config.publicUrl };

  async function changeLead(
    leadId: number,
    userId: number,
    set: Partial<NewLeadRow>,
    action: string,
  ) {
    await db.transaction(async (tx) => {
      await tx
        .update(leads)
        .set({ ...set, updatedAt: new Date(), version: sql`${leads.version} + 1` })
        .where(eq(leads.id, leadId));
      await recordEvent(tx, { type: 'lead.updated', userId, payload: { lead_id: leadId, action } });
    });
  }

  for (const [action, spec] of Object.entries(FLAG_ACTIONS)) {
    const path =
      action === 'mark-must-be-called' ? `/v2/lead/:id/${action}` : `/lead/:id/${action}`;
    app.post(
      path,
      {
        schema: {
          tags,
          summary: spec.summary,
          params: idParams,
          response: { 200: leadSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireStaff(request);
        const lead = await leadById(db, request.params.id);
        await changeLead(lead.id, viewer.userId, spec.set, action);
        if (spec.match) await matchLead(deps, lead.id, { userId: viewer.userId });
        return leadJson(db, await leadById(db, request.params.id));
      },
    );
  }

  for (const [action, spec] of Object.entries(MAIL_ACTIONS) as [
    ConsumerMail,
    (typeof MAIL_ACTIONS)[ConsumerMail],
  ][]) {
    app.post(
      `/lead/:id/${action}`,
      {
        schema: {
          tags,
          summary: spec.summary,
          params: idParams,
          response: { 200: leadSchema, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const viewer = requireStaff(request);
        const lead = await leadById(db, request.params.id);
        let deliveries: Deliveries = [];
        await db.transaction(async (tx) => {
          deliveries = [await mailer.queue(tx, CONSUMER_MAILS[action](lead, config.publicUrl))];
          await tx
            .update(leads)
            .set({
              ...(spec.stamp ? { [spec.stamp]: new Date() } : {}),
              updatedAt: new Date(),
              version: sql`${leads.version} + 1`,
            })
            .where(eq(leads.id, lead.id));
          await recordEvent(tx, {
            type: 'lead.updated',
            userId: viewer.userId,
            payload: { lead_id: lead.id, action },
          });
        });
        await deliver(deliveries);
        return leadJson(db, await leadById(db, request.params.id));
      },
    );
  }

  app.get(
    '/bad_lead_reason',
    {
      schema: {
        tags,
        summary: 'The reasons a lead can be marked bad',
        response: { 200: z.object({ items: z.array(z.string()) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireStaff(request);
      return { items: [...BAD_LEAD_REASONS] };
    },
  );

  app.post(
    '/lead/:id/bad/:reason',
    {
      schema: {
        tags,
        summary: 'Mark a lead bad with a reason; it is no longer matched',
        params: z.object({ id: z.string(), reason: z.string() }),
        response: { 200: leadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const lead = await leadById(db, request.params.id);
      const reason = request.params.reason;
      if (!isBadLeadReason(reason))
        throw badRequest(MESSAGE.GIVE_REASON, { reason: MESSAGE.SELECT_OPTION });
      await changeLead(
        lead.id,
        viewer.userId,
        { bad: true, badReason: reason, stopMatching: true },
        'bad',
      );
      return leadJson(db, await leadById(db, request.params.id));
    },
  );

  app.post(
    '/lead/:id/notify_companies',
    {
      schema: {
        tags,
        summary: 'Send the companies that have the lead its notification again',
        params: idParams,
        response: { 200: leadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const lead = await leadById(db, request.params.id);
      const [product] = await db.select().from(products).where(eq(products.id, lead.productId));
      let deliveries: Deliveries = [];
      await db.transaction(async (tx) => {
        const assigned = await tx
          .select()
          .from(assignedLeads)
          .where(eq(assignedLeads.leadId, lead.id));
        deliveries = await noticeAssignments(
          tx,
          mailer,
          config.publicUrl,
          assigned.map((row) => ({
            companyId: row.companyId,
            assignedLeadId: row.id,
            filterListId: null,
            productName: product!.name,
            city: lead.city,
          })),
        );
        await recordEvent(tx, {
          type: 'lead.updated',
          userId: viewer.userId,
          payload: { lead_id: lead.id, action: 'notify_companies' },
        });
      });
      await deliver(deliveries);
      return leadJson(db, lead);
    },
  );

  for (const direction of ['prev', 'next'] as const) {
    app.get(
      `/lead/:id/${direction}`,
      {
        schema: {
          tags,
          summary:
            direction === 'prev'
              ? 'The lead before this one (by number)'
              : 'The lead after this one (by number)',
          params: idParams,
          response: { 200: z.object({ id: z.number().int() }), ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        requireStaff(request);
        const id = parseId(request.params.id);
        const [neighbour] = await db
          .select({ id: leads.id })
          .from(leads)
          .where(direction === 'prev' ? lt(leads.id, id) : gt(leads.id, id))
          .orderBy(direction === 'prev' ? desc(leads.id) : asc(leads.id))
          .limit(1);
        if (!neighbour) throw notFound('MESSAGE.LEAD_NOT_FOUND');
        return neighbour;
      },
    );
  }

  app.get(
    '/lead/:id/from_same_user',
    {
      schema: {
        tags,
        summary: 'Other leads of the same consumer (account or e-mail address), newest first',
        params: idParams,
        response: { 200: leadListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireStaff(request);
      const lead = await leadById(db, request.params.id);
      const same = or(
        lead.userId === null ? sql`false` : eq(leads.userId, lead.userId),
        sql`lower(${leads.email}) = ${lead.email.toLowerCase()}`,
      );
      const rows = await db
        .select()
        .from(leads)
        .where(and(ne(leads.id, lead.id), same))
        .orderBy(desc(leads.createdAt))
        .limit(50);
      return { items: await leadsJson(db, rows), total: rows.length };
    },
  );
};
