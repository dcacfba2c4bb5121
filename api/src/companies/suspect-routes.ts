import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { roles, userRoles, users } from '../accounts';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import { companyFor, managedCompanyFor, staffCompanyFor } from './company-access';
import { oneCompanyJson } from './company-json';
import { logCompanyEvent } from './company-log';
import { companyUsers } from './company-user.table';
import { lockCompany, updateCompany } from './company-write';
import { errorResponses } from '../shared/responses';
import { companySchema } from './company.schema';
import { idSchema } from '../shared/ids';

/** Roles that may take a company on in sales. */
const SALES_ROLES = ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_SALES', 'ROLE_LEAD_MANAGER'];

function trialWelcomeMail(to: string, name: string, companyName: string) {
  return {
    to,
    subject: `Welkom bij Leadportaal, ${companyName}`,
    template: 'trial_welcome',
    body: [
      `Beste ${name},`,
      '',
      `Je proefaccount voor ${companyName} staat klaar. Log in, kies je producten en ontvang je eerste aanvragen.`,
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
  };
}

/**
 * Suspects: start a trial (the company becomes active with trial_account set and
 * the main user gets a welcome mail), mark not interested (archived, users
 * disabled), or push to sales with an account manager.
 */
export const suspectRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.post(
    '/suspect/activate',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Start the trial of a suspect (staff or its main user): body { company_id }; answers the company',
        body: z.object({ company_id: idSchema }),
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.body.company_id);
      const deliver = await db.transaction(async (tx): Promise<() => Promise<void>> => {
        const row = await lockCompany(tx, company.id);
        if (row.state !== 'suspect') throw new ApiError(400, 'MESSAGE.STATE_CHANGE_NOT_ALLOWED');
        await updateCompany(tx, row.id, {
          state: 'active',
          previousState: 'suspect',
          trialAccount: true,
          everActive: true,
          welcomedAt: null,
        });
        await logCompanyEvent(tx, {
          companyId: row.id,
          type: 'activated',
          userId: viewer.userId,
          data: { from: 'suspect', to: 'active', trial: true },
          outboxType: 'company.state_changed',
        });
        const [main] = await tx
          .select({ email: users.email, givenName: users.givenName })
          .from(companyUsers)
          .innerJoin(users, eq(users.id, companyUsers.userId))
          .where(and(eq(companyUsers.companyId, row.id), eq(companyUsers.admin, true)));
        const to = main?.email ?? row.email;
        return to
          ? mailer.queue(tx, trialWelcomeMail(to, main?.givenName || row.name, row.name))
          : async () => undefined;
      });
      void deliver().catch((error: unknown) =>
        request.log.error({ err: error }, 'mail delivery failed'),
      );
      const { company: updated } = await companyFor(db, viewer, company.id);
      return oneCompanyJson(db, updated);
    },
  );

  app.post(
    '/suspect/disable/:companyId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Suspect not interested (staff): archived and its users disabled',
        params: z.object({ companyId: z.string() }),
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.companyId);
      const updated = await db.transaction(async (tx) => {
        const row = await lockCompany(tx, company.id);
        if (row.state !== 'suspect') throw new ApiError(400, 'MESSAGE.STATE_CHANGE_NOT_ALLOWED');
        const next = await updateCompany(tx, row.id, {
          state: 'archived',
          previousState: 'suspect',
        });
        await tx
          .update(companyUsers)
          .set({ enabled: false, version: sql`${companyUsers.version} + 1` })
          .where(eq(companyUsers.companyId, row.id));
        await logCompanyEvent(tx, {
          companyId: row.id,
          type: 'archived',
          userId: viewer.userId,
          data: { from: 'suspect', to: 'archived', reason: 'not_interested' },
          outboxType: 'company.state_changed',
        });
        return next;
      });
      return oneCompanyJson(db, updated);
    },
  );

  app.post(
    '/company/:id/push-to-sales',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Hand the company to sales with an account manager (staff): body { account_manager_id }',
        params: z.object({ id: z.string() }),
        body: z.object({ account_manager_id: idSchema }),
        response: { 200: companySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await staffCompanyFor(db, viewer, request.params.id);
      const managerId = request.body.account_manager_id;
      const [ok] = await db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(
          and(
            eq(userRoles.userId, managerId),
            inArray(roles.name, SALES_ROLES),
            eq(users.enabled, true),
          ),
        )
        .limit(1);
      if (!ok)
        throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', {
          account_manager_id: 'MESSAGE.SELECT_OPTION',
        });
      const updated = await db.transaction(async (tx) => {
        const next = await updateCompany(tx, company.id, { accountManagerId: managerId });
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'pushed_to_sales', account_manager_id: managerId },
          outboxType: 'company.updated',
        });
        return next;
      });
      return oneCompanyJson(db, updated);
    },
  );
};
