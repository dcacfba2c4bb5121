import { randomInt } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  notificationListProblems,
  type CompanyNotificationList,
} from '#domain/companies/notification-list';
import type { UserRow } from '../accounts';
import type { Executor } from '../db';
import type { OutgoingMail } from '../mail';
import { ApiError } from '../shared/errors';
import { companyUsers } from './company-user.table';
import { notificationLists } from './notification-list.table';

/** A readable random password that meets the password rule (capital, digit, 12 characters). */
export function generatePassword(): string {
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = lower + upper + digits;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(upper), pick(digits), ...Array.from({ length: 10 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export function welcomeUserMail(
  user: Pick<UserRow, 'email' | 'givenName'>,
  companyName: string,
  access: { password?: string; link?: string },
): OutgoingMail {
  const lines = [
    `Beste ${user.givenName || user.email},`,
    '',
    `Je hebt nu toegang tot het portaal van ${companyName}.`,
    `Je inlognaam is ${user.email}.`,
  ];
  if (access.password)
    lines.push(`Je wachtwoord is: ${access.password}`, 'Verander het na de eerste keer inloggen.');
  if (access.link) lines.push('Kies via deze link je wachtwoord:', access.link);
  lines.push('', 'Met vriendelijke groet,', 'Leadportaal');
  return {
    to: user.email,
    subject: `Toegang tot ${companyName}`,
    body: lines.join('\n'),
    template: 'company_user_added',
  };
}

/** Makes `userId` the one main user of the company; the main user always gets the newsletter. */
export async function makeMainUser(tx: Executor, companyId: number, userId: number): Promise<void> {
  await tx
    .update(companyUsers)
    .set({ admin: false, version: sql`${companyUsers.version} + 1` })
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        ne(companyUsers.userId, userId),
        eq(companyUsers.admin, true),
      ),
    );
  await tx
    .update(companyUsers)
    .set({ admin: true, enabled: true, version: sql`${companyUsers.version} + 1` })
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)));
  const [list] = await tx
    .select()
    .from(notificationLists)
    .where(and(eq(notificationLists.companyId, companyId), eq(notificationLists.userId, userId)));
  if (!list) {
    // The company's first list gets every e-mail category, so the company starts out valid.
    const [other] = await tx
      .select({ id: notificationLists.id })
      .from(notificationLists)
      .where(eq(notificationLists.companyId, companyId))
      .limit(1);
    const all = !other;
    await tx.insert(notificationLists).values({
      companyId,
      userId,
      newsletter: true,
      finance: all,
      leads: all,
      claims: all,
      account: all,
      crm: all,
    });
  } else if (!list.newsletter) {
    await tx
      .update(notificationLists)
      .set({
        newsletter: true,
        version: sql`${notificationLists.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(notificationLists.id, list.id));
  }
}

/** The company's lists as the domain rule sees them (users without a list count with every flag off). */
export async function companyListsForRule(
  tx: Executor,
  companyId: number,
): Promise<CompanyNotificationList[]> {
  const members = await tx.select().from(companyUsers).where(eq(companyUsers.companyId, companyId));
  const lists = await tx
    .select()
    .from(notificationLists)
    .where(eq(notificationLists.companyId, companyId));
  const byUser = new Map(lists.map((l) => [l.userId, l]));
  const result: CompanyNotificationList[] = members.map((m) => {
    const l = byUser.get(m.userId);
    return {
      userId: m.userId,
      isMainUser: m.admin,
      finance: l?.finance ?? false,
      leads: l?.leads ?? false,
      claims: l?.claims ?? false,
      account: l?.account ?? false,
      crm: l?.crm ?? false,
      newsletter: l?.newsletter ?? false,
      waLeads: l?.waLeads ?? false,
    };
  });
  return result;
}

/** Refuses (400, first problem's message) when the company's lists break the rule. */
export async function assertListsValid(tx: Executor, companyId: number): Promise<void> {
  const problems = notificationListProblems(await companyListsForRule(tx, companyId));
  const first = problems[0];
  if (first) {
    const fields = first.category
      ? { [first.category === 'waLeads' ? 'wa_leads' : first.category]: first.message }
      : undefined;
    throw new ApiError(400, first.message, fields);
  }
}
