import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { isCrmTaskType, defaultCrmTaskDate } from '#domain/leads/crm-task-types';
import { canSetState, stateAfterTask } from '#domain/leads/pipeline';
import { MESSAGE } from '#domain/shared/messages';
import type { Viewer } from '../accounts';
import { companyFor, companyReach, isCompanyStaff, parseId } from '../companies';
import type { Executor } from '../db';
import { recordEvent } from '../events';
import { createMailer } from '../mail';
import { requestReviewFromTask } from '../reviews';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, badRequest, conflict, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { assignedLeadsJson, crmTaskJson } from './assigned-lead-json';
import { assignedLeadListSchema, assignedLeadSchema, crmTaskSchema } from './assigned-lead.schema';
import { assignedLeads, type AssignedLeadRow } from './assigned-lead.table';
import { crmTasks } from './crm-task.table';
import { leads } from './lead.table';

const DAY_MS = 86_400_000;
/** The customer lead list shows the last 365 days unless told otherwise. */
const DEFAULT_WINDOW_DAYS = 365;

const listQuery = z.object({
  company: z.coerce.number().int().positive().describe('the company whose leads to list'),
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(1000).default(50),
  startDate: z.coerce.number().int().optional().describe('epoch seconds; default 365 days ago'),
  endDate: z.coerce.number().int().optional(),
  state: z.coerce.number().int().min(0).max(8).optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('name, e-mail, phone, postal code or city'),
  sortReverse: z.enum(['true', 'false']).default('true').describe('true: newest first'),
});
const idParams = z.object({ id: z.string() });
const stateBody = z.object({
  state: z.number().int(),
  version: z.number().int().optional().describe('the version read; 409 when changed since'),
});
const taskBody = z.object({
  type: z.number().int().refine(isCrmTaskType, { message: MESSAGE.SELECT_OPTION }),
  task_date: z.iso.datetime({ offset: true }).nullish().describe('default: the start of this hour'),
  send_reminder: z.boolean().default(false),
  request_review: z.boolean().default(false),
  note: z.string().trim().max(2000).nullish(),
});

/** Staff, or customers who may work leads (partners may not). */
function requireLeadWorker(viewer: Viewer): void {
  if (!isCompanyStaff(viewer) && !mayPerform(viewer.roles, 'workAssignedLeads'))
    throw new ApiError(403, 'MESSAGE.ACCESS_DENIED');
}

/** The assigned lead when the viewer's company got it (or staff); 404 for anything else. */
async function assignedLeadFor(
  db: Executor,
  viewer: Viewer,
  rawId: string,
  lock = false,
): Promise<AssignedLeadRow> {
  requireLeadWorker(viewer);
  const query = db
    .select()
    .from(assignedLeads)
    .where(eq(assignedLeads.id, parseId(rawId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  if (!isCompanyStaff(viewer) && !(await companyReach(db, viewer)).all.has(row.companyId))
    throw notFound();
  return row;
}

async function answer(db: Executor, row: AssignedLeadRow) {
  return (await assignedLeadsJson(db, [row]))[0]!;
}

/** The customer's leads: list, detail, pipeline state and CRM tasks. */
export const assignedLeadRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);
  app.get(
    '/assigned_lead',
    {
      schema: {
        tags: ['leads'],
        summary: "A company's assigned leads (50 a page, newest first, last 365 days by default)",
        querystring: listQuery,
        response: { 200: assignedLeadListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      requireLeadWorker(viewer);
      const query = request.query;
      const { company } = await companyFor(db, viewer, query.company);
      const start =
        query.startDate !== undefined
          ? query.startDate * 1000
          : Date.now() - DEFAULT_WINDOW_DAYS * DAY_MS;
      const conditions: SQL[] = [
        eq(assignedLeads.companyId, company.id),
        gte(assignedLeads.createdAt, new Date(start)),
      ];
      if (query.endDate)
        conditions.push(lte(assignedLeads.createdAt, new Date(query.endDate * 1000)));
      if (query.state !== undefined) conditions.push(eq(assignedLeads.state, query.state));
      if (query.search) {
        const like = `%${query.search.toLowerCase()}%`;
        conditions.push(
          inArray(
            assignedLeads.leadId,
            db
              .select({ id: leads.id })
              .from(leads)
              .where(
                sql`lower(${leads.familyName} || ' ' || coalesce(${leads.givenName}, '') || ' ' || ${leads.email}
                    || ' ' || coalesce(${leads.phoneNumber}, '') || ' ' || ${leads.postalCode} || ' '
                    || coalesce(${leads.city}, '')) LIKE ${like}`,
              ),
          ),
        );
      }
      const where = and(...conditions);
      const order =
        query.sortReverse === 'true' ? desc(assignedLeads.createdAt) : asc(assignedLeads.createdAt);
      const rows = await db
        .select()
        .from(assignedLeads)
        .where(where)
        .orderBy(order, desc(assignedLeads.id))
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(assignedLeads)
        .where(where);
      return { items: await assignedLeadsJson(db, rows), total: counted?.n ?? 0 };
    },
  );

  app.get(
    '/assigned_lead/:id',
    {
      schema: {
        tags: ['leads'],
        summary: 'One assigned lead with the consumer’s request and the CRM tasks',
        params: idParams,
        response: { 200: assignedLeadSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      answer(db, await assignedLeadFor(db, requireViewer(request), request.params.id)),
  );

  app.post(
    '/assigned_lead/:id/state',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Move an assigned lead through the pipeline (new … archive; claimed only by a claim)',
        params: idParams,
        body: stateBody,
        response: { 200: assignedLeadSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const saved = await db.transaction(async (tx) => {
        const row = await assignedLeadFor(tx, viewer, request.params.id, true);
        if (request.body.version !== undefined && request.body.version !== row.version)
          throw conflict();
        if (!canSetState(row.state, request.body.state))
          throw badRequest(MESSAGE.INVALID_STATUS, { state: MESSAGE.INVALID_STATUS });
        const [updated] = await tx
          .update(assignedLeads)
          .set({ state: request.body.state, version: sql`${assignedLeads.version} + 1` })
          .where(eq(assignedLeads.id, row.id))
          .returning();
        await recordEvent(tx, {
          type: 'assigned_lead.updated',
          companyId: row.companyId,
          userId: viewer.userId,
          payload: { assigned_lead_id: row.id, state: request.body.state },
        });
        return updated!;
      });
      return answer(db, saved);
    },
  );

  app.get(
    '/assigned_lead/:id/crm_task',
    {
      schema: {
        tags: ['leads'],
        summary: 'The CRM tasks of an assigned lead, by date',
        params: idParams,
        response: {
          200: z.object({ items: z.array(crmTaskSchema) }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const row = await assignedLeadFor(db, requireViewer(request), request.params.id);
      const tasks = await db
        .select()
        .from(crmTasks)
        .where(eq(crmTasks.assignedLeadId, row.id))
        .orderBy(asc(crmTasks.taskDate), asc(crmTasks.id));
      return { items: tasks.map(crmTaskJson) };
    },
  );

  app.post(
    '/assigned_lead/:id/crm_task',
    {
      schema: {
        tags: ['leads'],
        summary:
          'Record a CRM task; it moves the lead forward in the pipeline where the task shows progress',
        params: idParams,
        body: taskBody,
        response: { 201: assignedLeadSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      let deliverReviewMail = async () => {};
      const saved = await db.transaction(async (tx) => {
        const row = await assignedLeadFor(tx, viewer, request.params.id, true);
        // request-review mails the consumer a review link (reviews area), in this transaction.
        if (body.request_review)
          deliverReviewMail = await requestReviewFromTask(tx, {
            assignedLeadId: row.id,
            requestedBy: viewer.userId,
            now: new Date(),
            mail: { mailer, publicUrl: config.publicUrl },
          });
        await tx.insert(crmTasks).values({
          assignedLeadId: row.id,
          type: body.type,
          taskDate: body.task_date ? new Date(body.task_date) : defaultCrmTaskDate(),
          sendReminder: body.send_reminder,
          requestReview: body.request_review,
          note: body.note || null,
          userId: viewer.userId,
        });
        const state = stateAfterTask(row.state, body.type as Parameters<typeof stateAfterTask>[1]);
        const [updated] = await tx
          .update(assignedLeads)
          .set({ state, version: sql`${assignedLeads.version} + 1` })
          .where(eq(assignedLeads.id, row.id))
          .returning();
        await recordEvent(tx, {
          type: 'assigned_lead.updated',
          companyId: row.companyId,
          userId: viewer.userId,
          payload: { assigned_lead_id: row.id, state, crm_task: body.type },
        });
        return updated!;
      });
      await deliverReviewMail();
      return reply.status(201).send(await answer(db, saved));
    },
  );
};
