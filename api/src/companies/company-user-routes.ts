import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { userInputSchema } from '#domain/accounts/user-input';
import { passwordSchema } from '#domain/shared/validators/password';
import {
  createUser,
  findUserByEmail,
  firstPasswordLink,
  grantRole,
  hashedNewPassword,
  users,
  type Viewer,
} from '../accounts';
import type { Executor } from '../db';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { requireViewer } from '../shared/session-guard';
import {
  companyFor,
  isAccountManager,
  isManager,
  managedCompanyFor,
  parseId,
} from './company-access';
import { fieldErrors } from './company-input-map';
import { announce, logCompanyEvent } from './company-log';
import {
  assertListsValid,
  generatePassword,
  makeMainUser,
  welcomeUserMail,
} from './company-user-service';
import { companyUsers } from './company-user.table';
import { companyUserInvitedSchema, invitationJson } from './company-invitation.schema';
import { assertInvitable, inviteAccount } from './company-invitations';
import { notificationLists } from './notification-list.table';
import { errorResponses } from '../shared/responses';
import { companyMemberListSchema } from './company-member.schema';
import { requireVersion } from '../shared/version';
import { idSchema } from '../shared/ids';

const idParams = z.object({ id: z.string() });

const newUserBody = z.object({
  email: z.string().nullish(),
  given_name: z.string().nullish(),
  family_name: z.string().nullish(),
  gender: z.string().nullish(),
  admin: z.boolean().optional(),
  password: z
    .object({ mode: z.enum(['none', 'generate', 'set']), value: z.string().optional() })
    .optional()
    .describe(
      'none (default): mail a link to choose a password; generate or set: manager and account manager only',
    ),
});

const linkRef = z.object({ user_id: idSchema, company_id: idSchema });

async function membersOf(db: Executor, companyId: number) {
  const rows = await db
    .select({ link: companyUsers, user: users })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id));
  return rows.map(({ link, user }) => ({
    user_id: user.id,
    company_id: link.companyId,
    email: user.email,
    given_name: user.givenName,
    family_name: user.familyName,
    gender: user.gender,
    admin: link.admin,
    enabled: link.enabled,
    user_enabled: user.enabled,
    version: link.version,
  }));
}

async function linkOf(db: Executor, companyId: number, userId: number) {
  const [link] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  if (!link) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  return link;
}

const needsMainUser = () => new ApiError(400, 'MESSAGE.COMPANY_NEEDS_MAIN_USER');

/** The users of a company: list, add (new, existing by e-mail, or invited), main user, enable, disable, remove. */
export const companyUserRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.get(
    '/company/:id/user',
    {
      schema: {
        tags: ['companies'],
        summary: 'Users of the company',
        params: idParams,
        response: { 200: companyMemberListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      const items = await membersOf(db, company.id);
      return { items, total: items.length };
    },
  );

  app.post(
    '/company/:id/user',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Add a user (staff or the main user). A new e-mail gets an account at once (201). An existing account keeps its name and gender: staff link it (201); the main user invites it and it is linked only when it accepts (202). A staff account cannot be invited (400 MESSAGE.USER_CANNOT_BE_INVITED).',
        params: idParams,
        body: newUserBody,
        response: {
          201: companyMemberListSchema,
          202: companyUserInvitedSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { company, staff } = await managedCompanyFor(db, viewer, request.params.id);
      const body = request.body;
      const mode = body.password?.mode ?? 'none';
      if (mode !== 'none' && !isManager(viewer) && !isAccountManager(viewer)) {
        throw new ApiError(403, 'MESSAGE.ACCESS_DENIED', { password: 'MESSAGE.ACCESS_DENIED' });
      }
      let chosen: string | null = null;
      if (mode === 'set') {
        const parsed = passwordSchema().safeParse(body.password?.value ?? '');
        if (!parsed.success)
          throw new ApiError(400, parsed.error.issues[0]?.message ?? 'MESSAGE.PASSWORD_WEAK', {
            password: parsed.error.issues[0]?.message ?? 'MESSAGE.PASSWORD_WEAK',
          });
        chosen = parsed.data;
      } else if (mode === 'generate') {
        chosen = generatePassword();
      }
      const existing = body.email ? await findUserByEmail(db, body.email) : undefined;
      const input = existing
        ? {
            email: existing.email,
            givenName: existing.givenName,
            familyName: existing.familyName,
            gender: existing.gender,
          }
        : (() => {
            const parsed = userInputSchema.safeParse({
              email: body.email,
              givenName: body.given_name,
              familyName: body.family_name,
              gender: body.gender,
            });
            if (!parsed.success)
              throw new ApiError(400, 'MESSAGE.VALIDATION_FAILED', fieldErrors(parsed.error));
            return parsed.data;
          })();
      if (existing && !staff) {
        // Consent: a customer or partner only invites an existing account; it is linked when it accepts.
        await assertInvitable(db, existing);
        const invited = await db.transaction(async (tx) => {
          const [linked] = await tx
            .select()
            .from(companyUsers)
            .where(
              and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, existing.id)),
            );
          if (linked)
            throw new ApiError(400, 'MESSAGE.USER_ALREADY_EXISTS', {
              email: 'MESSAGE.USER_ALREADY_EXISTS',
            });
          const { invitation, mail } = await inviteAccount(tx, {
            company,
            user: existing,
            invitedBy: viewer.userId,
            admin: body.admin === true,
            publicUrl: config.publicUrl,
          });
          return { invitation, deliver: await mailer.queue(tx, mail) };
        });
        void invited
          .deliver()
          .catch((error: unknown) => request.log.error({ err: error }, 'mail delivery failed'));
        const members = await membersOf(db, company.id);
        return reply.status(202).send({
          items: members,
          total: members.length,
          invitation: invitationJson(invited.invitation),
        });
      }
      const passwordHash = existing ? null : await hashedNewPassword(chosen);
      const deliver = await db.transaction(async (tx): Promise<() => Promise<void>> => {
        let user = existing;
        if (user) {
          const [linked] = await tx
            .select()
            .from(companyUsers)
            .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, user.id)));
          if (linked)
            throw new ApiError(400, 'MESSAGE.USER_ALREADY_EXISTS', {
              email: 'MESSAGE.USER_ALREADY_EXISTS',
            });
        } else {
          user = await createUser(tx, {
            email: input.email,
            givenName: input.givenName,
            familyName: input.familyName,
            gender: input.gender,
            passwordHash: passwordHash!,
          });
        }
        await grantRole(
          tx,
          user!.id,
          company.isPartner ? 'ROLE_LEAD_PARTNER' : 'ROLE_LEAD_CUSTOMER',
        );
        const [{ n } = { n: 0 }] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(companyUsers)
          .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.admin, true)));
        await tx
          .insert(companyUsers)
          .values({ companyId: company.id, userId: user!.id, admin: false });
        // The first user becomes the main user; asking for admin moves the flag.
        if (Number(n) === 0 || body.admin) await makeMainUser(tx, company.id, user!.id);
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'user_added', user_id: user!.id, email: user!.email },
          outboxType: 'company.users_changed',
        });
        if (existing) return mailer.queue(tx, welcomeUserMail(user!, company.name, {}));
        const access = chosen
          ? { password: mode === 'generate' ? chosen : undefined }
          : { link: await firstPasswordLink(tx, user!.id, config.publicUrl) };
        return mailer.queue(tx, welcomeUserMail(user!, company.name, access));
      });
      void deliver().catch((error: unknown) =>
        request.log.error({ err: error }, 'mail delivery failed'),
      );
      const members = await membersOf(db, company.id);
      return reply.status(201).send({ items: members, total: members.length });
    },
  );

  app.post(
    '/company/:id/user/:userId',
    {
      schema: {
        tags: ['companies'],
        summary: 'Change a company user link: admin (moves the main user), enabled; with version',
        params: z.object({ id: z.string(), userId: z.string() }),
        body: z.object({
          admin: z.boolean().optional(),
          enabled: z.boolean().optional(),
          version: z.number().int().optional(),
        }),
        response: { 200: companyMemberListSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await managedCompanyFor(db, viewer, request.params.id);
      const userId = parseId(request.params.userId);
      const version = requireVersion(request.body.version);
      const { admin, enabled } = request.body;
      await db.transaction(async (tx) => {
        const link = await linkOf(tx, company.id, userId);
        if (link.version !== version) throw new ApiError(409, 'MESSAGE.DATA_OUTDATED');
        if (link.admin && (admin === false || enabled === false)) throw needsMainUser();
        if (enabled !== undefined && enabled !== link.enabled) {
          await tx
            .update(companyUsers)
            .set({ enabled, version: sql`${companyUsers.version} + 1` })
            .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, userId)));
        }
        if (admin && !link.admin) await makeMainUser(tx, company.id, userId);
        await announce(tx, 'company.users_changed', company.id, viewer.userId, { user_id: userId });
      });
      const members = await membersOf(db, company.id);
      return { items: members, total: members.length };
    },
  );

  const linkAction = async (
    viewer: Viewer,
    companyId: number,
    userId: number,
    action: 'enable' | 'disable' | 'delete',
  ) => {
    const { company } = await managedCompanyFor(db, viewer, companyId);
    await db.transaction(async (tx) => {
      const link = await linkOf(tx, company.id, parseId(userId));
      if (link.admin && action !== 'enable') throw needsMainUser();
      const where = and(
        eq(companyUsers.companyId, company.id),
        eq(companyUsers.userId, link.userId),
      );
      if (action === 'delete') {
        await tx.delete(companyUsers).where(where);
        await tx
          .delete(notificationLists)
          .where(
            and(
              eq(notificationLists.companyId, company.id),
              eq(notificationLists.userId, link.userId),
            ),
          );
        await assertListsValid(tx, company.id);
      } else {
        await tx
          .update(companyUsers)
          .set({ enabled: action === 'enable', version: sql`${companyUsers.version} + 1` })
          .where(where);
      }
      await logCompanyEvent(tx, {
        companyId: company.id,
        type: 'updated',
        userId: viewer.userId,
        data: { action: `user_${action}d`, user_id: link.userId },
        outboxType: 'company.users_changed',
      });
    });
    const members = await membersOf(db, company.id);
    return { items: members, total: members.length };
  };

  for (const action of ['enable', 'disable', 'delete'] as const) {
    app.post(
      `/user/${action}`,
      {
        schema: {
          tags: ['companies'],
          summary: `${action} a company user: body { user_id, company_id }`,
          body: linkRef,
          response: { 200: companyMemberListSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        linkAction(requireViewer(request), request.body.company_id, request.body.user_id, action),
    );
  }
};
