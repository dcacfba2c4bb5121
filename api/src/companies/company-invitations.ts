import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { isStaffAccount } from '#domain/accounts/staff-account';
import { grantRole, users, type UserRow, rolesOfUsers } from '../accounts';
import type { Executor } from '../db';
import type { OutgoingMail } from '../mail';
import { ApiError } from '../shared/errors';
import { logCompanyEvent } from './company-log';
import { companyInvitations, type CompanyInvitationRow } from './company-invitation.table';
import { companies, type CompanyRow } from './company.table';
import { makeMainUser } from './company-user-service';
import { companyUsers } from './company-user.table';

/** An invitation waits two weeks for the account to accept it. */
const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

const open = () =>
  and(isNull(companyInvitations.acceptedAt), isNull(companyInvitations.declinedAt));

/** Refuses (400 on the e-mail field) an account a customer may never add: any staff account. */
export async function assertInvitable(db: Executor, user: UserRow): Promise<void> {
  const roles = (await rolesOfUsers(db, [user.id])).get(user.id) ?? [];
  if (isStaffAccount(roles.map((role) => role.name)))
    throw new ApiError(400, 'MESSAGE.USER_CANNOT_BE_INVITED', {
      email: 'MESSAGE.USER_CANNOT_BE_INVITED',
    });
}

function invitationMail(
  user: Pick<UserRow, 'email' | 'givenName'>,
  companyName: string,
  inviter: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: user.email,
    subject: `Uitnodiging voor ${companyName}`,
    body: [
      `Beste ${user.givenName || user.email},`,
      '',
      `${inviter} nodigt je uit om gebruiker van ${companyName} te worden in het portaal.`,
      'Je account wordt pas aan het bedrijf gekoppeld als je de uitnodiging accepteert.',
      'Log in en accepteer of weiger de uitnodiging op je profielpagina:',
      `${publicUrl}/user/current`,
      '',
      'Ken je dit bedrijf niet? Weiger de uitnodiging dan, of laat haar verlopen.',
      '',
      'Met vriendelijke groet,',
      'Leadportaal',
    ].join('\n'),
    template: 'company_invitation',
  };
}

/**
 * Invites an existing account to the company (in the caller's transaction): one open
 * invitation per account and company; an expired one is replaced. Answers the row
 * and the mail to queue.
 */
export async function inviteAccount(
  tx: Executor,
  input: {
    company: CompanyRow;
    user: UserRow;
    invitedBy: number;
    admin: boolean;
    publicUrl: string;
  },
): Promise<{ invitation: CompanyInvitationRow; mail: OutgoingMail }> {
  const { company, user } = input;
  const mine = and(
    eq(companyInvitations.companyId, company.id),
    eq(companyInvitations.userId, user.id),
    open(),
  );
  await tx
    .delete(companyInvitations)
    .where(and(mine, lte(companyInvitations.expiresAt, new Date())));
  const [pending] = await tx
    .select({ id: companyInvitations.id })
    .from(companyInvitations)
    .where(mine);
  if (pending)
    throw new ApiError(400, 'MESSAGE.USER_ALREADY_INVITED', {
      email: 'MESSAGE.USER_ALREADY_INVITED',
    });
  const [invitation] = await tx
    .insert(companyInvitations)
    .values({
      companyId: company.id,
      userId: user.id,
      email: user.email,
      invitedBy: input.invitedBy,
      admin: input.admin,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning();
  const [inviter] = await tx
    .select({ givenName: users.givenName, familyName: users.familyName, email: users.email })
    .from(users)
    .where(eq(users.id, input.invitedBy));
  const inviterName =
    [inviter?.givenName, inviter?.familyName].filter(Boolean).join(' ') || inviter?.email || '';
  await logCompanyEvent(tx, {
    companyId: company.id,
    type: 'updated',
    userId: input.invitedBy,
    data: { action: 'user_invited', user_id: user.id, email: user.email },
    outboxType: 'company.users_changed',
  });
  return {
    invitation: invitation!,
    mail: invitationMail(user, company.name, inviterName, input.publicUrl),
  };
}

/** The company's open, unexpired invitations (for the users card of its managers). */
export async function openInvitationsOfCompany(db: Executor, companyId: number) {
  return db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        open(),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
}

/** The account's open, unexpired invitations with the company's name. */
export async function openInvitationsOfUser(db: Executor, userId: number) {
  return db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.userId, userId),
        open(),
        gt(companyInvitations.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(companyInvitations.createdAt), asc(companyInvitations.id));
}

/**
 * The viewer's own open invitation, locked for the answer; 404 for anyone else's (or an
 * answered one), 400 MESSAGE.TOKEN_EXPIRED once it has run out.
 */
async function ownOpenInvitation(tx: Executor, userId: number, id: number) {
  const [invitation] = await tx
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, id), eq(companyInvitations.userId, userId), open()))
    .for('update');
  if (!invitation) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  if (invitation.expiresAt.getTime() <= Date.now())
    throw new ApiError(400, 'MESSAGE.TOKEN_EXPIRED');
  return invitation;
}

/** The account accepts: it is linked to the company with the company's customer or partner role. */
export async function acceptInvitation(tx: Executor, user: UserRow, id: number): Promise<number> {
  const invitation = await ownOpenInvitation(tx, user.id, id);
  // The account may have become staff since it was invited.
  await assertInvitable(tx, user);
  const [company] = await tx.select().from(companies).where(eq(companies.id, invitation.companyId));
  if (!company) throw new ApiError(404, 'MESSAGE.NOT_FOUND');
  const [linked] = await tx
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.userId, user.id)));
  if (!linked) {
    await grantRole(tx, user.id, company.isPartner ? 'ROLE_LEAD_PARTNER' : 'ROLE_LEAD_CUSTOMER');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companyUsers)
      .where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.admin, true)));
    await tx.insert(companyUsers).values({ companyId: company.id, userId: user.id, admin: false });
    if (Number(n) === 0 || invitation.admin) await makeMainUser(tx, company.id, user.id);
  }
  await tx
    .update(companyInvitations)
    .set({ acceptedAt: new Date() })
    .where(eq(companyInvitations.id, invitation.id));
  await logCompanyEvent(tx, {
    companyId: company.id,
    type: 'updated',
    userId: user.id,
    data: { action: 'user_added', user_id: user.id, email: user.email, invitation: invitation.id },
    outboxType: 'company.users_changed',
  });
  return company.id;
}

/** The account declines: nothing is linked and the invitation is closed. */
export async function declineInvitation(tx: Executor, userId: number, id: number): Promise<void> {
  const invitation = await ownOpenInvitation(tx, userId, id);
  await tx
    .update(companyInvitations)
    .set({ declinedAt: new Date() })
    .where(eq(companyInvitations.id, invitation.id));
  await logCompanyEvent(tx, {
    companyId: invitation.companyId,
    type: 'updated',
    userId,
    data: { action: 'invitation_declined', user_id: userId },
    outboxType: 'company.users_changed',
  });
}
