import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  needsWhatsAppCostConfirmation,
  notificationListInputSchema,
  type NotificationFlags,
} from '#domain/companies/notification-list';
import { users } from '../accounts';
import type { Executor } from '../db';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companyFor, managedCompanyFor, parseId } from './company-access';
import { fieldErrors } from './company-input-map';
import { announce } from './company-log';
import { assertListsValid } from './company-user-service';
import { companyUsers } from './company-user.table';
import { notificationLists, type NotificationListRow } from './notification-list.table';
import { errorResponses, messageSchema } from '../shared/responses';
import { notificationListListSchema, notificationListSchema } from './notification-list.schema';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const listParams = z.object({ id: z.string(), listId: z.string() });
const listBody = z
  .object({
    user_id: z.coerce
      .number()
      .optional()
      .describe('the company user the list belongs to (create only)'),
    finance: z.boolean().nullish(),
    leads: z.boolean().nullish(),
    claims: z.boolean().nullish(),
    account: z.boolean().nullish(),
    crm: z.boolean().nullish(),
    newsletter: z.boolean().nullish(),
    wa_leads: z.boolean().nullish(),
    wa_cost_confirmed: z.boolean().optional().describe('must be true when switching wa_leads on'),
    version: z.number().int().optional().describe('required when saving an existing list'),
  })
  .describe('left-out flags keep their value (false on a new list)');

type ListBody = z.infer<typeof listBody>;

async function listsOf(db: Executor, companyId: number, listId?: number) {
  const rows = await db
    .select({ list: notificationLists, user: users, admin: companyUsers.admin })
    .from(notificationLists)
    .innerJoin(users, eq(users.id, notificationLists.userId))
    .leftJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, notificationLists.companyId),
        eq(companyUsers.userId, notificationLists.userId),
      ),
    )
    .where(
      listId
        ? and(eq(notificationLists.companyId, companyId), eq(notificationLists.id, listId))
        : eq(notificationLists.companyId, companyId),
    )
    .orderBy(asc(notificationLists.id));
  return rows.map(({ list, user, admin }) => ({
    id: list.id,
    company_id: list.companyId,
    user_id: list.userId,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    is_main_user: admin ?? false,
    finance: list.finance,
    leads: list.leads,
    claims: list.claims,
    account: list.account,
    crm: list.crm,
    newsletter: list.newsletter,
    wa_leads: list.waLeads,
    version: list.version,
  }));
}

/** One list as the api answers it; gone in between reads as 404. */
async function oneList(db: Executor, companyId: number, listId: number) {
  const [list] = await listsOf(db, companyId, listId);
  if (!list) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  return list;
}

function flagsOf(body: ListBody, base: NotificationFlags | null): NotificationFlags {
  const raw = {
    finance: body.finance ?? base?.finance,
    leads: body.leads ?? base?.leads,
    claims: body.claims ?? base?.claims,
    account: body.account ?? base?.account,
    crm: body.crm ?? base?.crm,
    newsletter: body.newsletter ?? base?.newsletter,
    waLeads: body.wa_leads ?? base?.waLeads,
  };
  const parsed = notificationListInputSchema.safeParse(raw);
  if (!parsed.success)
    throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fieldErrors(parsed.error));
  const flags = parsed.data;
  if (needsWhatsAppCostConfirmation(base, flags) && body.wa_cost_confirmed !== true) {
    throw new ApiError(400, 'MESSAGE.WA_COST_CONFIRMATION_REQUIRED', {
      wa_leads: 'MESSAGE.WA_COST_CONFIRMATION_REQUIRED',
    });
  }
  return flags;
}

async function listRow(
  db: Executor,
  companyId: number,
  rawId: string,
): Promise<NotificationListRow> {
  const id = parseId(rawId);
  const [row] = await db
    .select()
    .from(notificationLists)
    .where(and(eq(notificationLists.companyId, companyId), eq(notificationLists.id, id)));
  if (!row) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  return row;
}

/**
 * Notification lists: one per company user. After every change each category
 * still reaches an address and the main user still gets the newsletter (domain
 * rule), or nothing is written.
 */
export const notificationListRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/notification-list',
    {
      schema: {
        tags: ['companies'],
        summary: 'Notification lists of the company',
        params: idParams,
        response: { 200: notificationListListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const items = await listsOf(db, company.id);
      return { items, total: items.length };
    },
  );

  app.get(
    '/company/:id/notification-list/:listId',
    {
      schema: {
        tags: ['companies'],
        summary: 'One notification list',
        params: listParams,
        response: { 200: notificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const row = await listRow(db, company.id, request.params.listId);
      return oneList(db, company.id, row.id);
    },
  );

  app.post(
    '/company/:id/notification-list',
    {
      schema: {
        tags: ['companies'],
        summary: 'New notification list for a company user',
        params: idParams,
        body: listBody,
        response: { 201: notificationListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const userId = request.body.user_id;
      if (!userId)
        throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { user_id: 'MESSAGE.SELECT_OPTION' });
      const flags = flagsOf(request.body, null);
      const id = await db.transaction(async (tx) => {
        const [member] = await tx
          .select()
          .from(companyUsers)
          .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, userId)));
        if (!member)
          throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', {
            user_id: 'MESSAGE.SELECT_OPTION',
          });
        const [exists] = await tx
          .select({ id: notificationLists.id })
          .from(notificationLists)
          .where(
            and(eq(notificationLists.companyId, company.id), eq(notificationLists.userId, userId)),
          );
        if (exists)
          throw new ApiError(400, 'MESSAGE.NOTIFICATION_LIST_EXISTS', {
            user_id: 'MESSAGE.NOTIFICATION_LIST_EXISTS',
          });
        const [row] = await tx
          .insert(notificationLists)
          .values({ companyId: company.id, userId, ...flags })
          .returning({ id: notificationLists.id });
        await assertListsValid(tx, company.id);
        await announce(tx, 'company.notification_lists_changed', company.id, viewer.userId, {
          list_id: row!.id,
        });
        return row!.id;
      });
      return reply.status(201).send(await oneList(db, company.id, id));
    },
  );

  app.post(
    '/company/:id/notification-list/:listId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Save a notification list (with version)',
        params: listParams,
        body: listBody,
        response: { 200: notificationListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const current = await listRow(db, company.id, request.params.listId);
      const version = requireVersion(request.body.version);
      const flags = flagsOf(request.body, current);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(notificationLists)
          .set({ ...flags, version: sql`${notificationLists.version} + 1`, updatedAt: new Date() })
          .where(and(eq(notificationLists.id, current.id), eq(notificationLists.version, version)))
          .returning({ id: notificationLists.id });
        if (!row) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        await assertListsValid(tx, company.id);
        await announce(tx, 'company.notification_lists_changed', company.id, viewer.userId, {
          list_id: current.id,
        });
      });
      return oneList(db, company.id, current.id);
    },
  );

  app.delete(
    '/company/:id/notification-list/:listId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a notification list',
        params: listParams,
        response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const current = await listRow(db, company.id, request.params.listId);
      await db.transaction(async (tx) => {
        await tx.delete(notificationLists).where(eq(notificationLists.id, current.id));
        await assertListsValid(tx, company.id);
        await announce(tx, 'company.notification_lists_changed', company.id, viewer.userId, {
          list_id: current.id,
        });
      });
      return { message: 'MESSAGE.SUCCESSFULLY_DELETED' };
    },
  );
};
