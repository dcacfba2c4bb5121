import { and, eq, gt, inArray } from 'drizzle-orm';
import { users } from '../accounts';
import { companyEvents, logCompanyEvent, notificationLists } from '../companies';
import type { Executor } from '../db';
import type { Mailer } from '../mail';
import { notificationIntents } from './notification-intent.table';

/** Mail deliveries to run once the transaction that queued them has committed. */
export type Deliveries = (() => Promise<void>)[];

interface Recipient {
  userId: number;
  email: string;
  givenName: string | null;
  waLeads: boolean;
}

interface Listed extends Recipient {
  companyId: number;
  listId: number;
  leads: boolean;
  finance: boolean;
}

/** Everyone on the companies' notification lists, in one query. */
async function listed(tx: Executor, companyIds: number[]): Promise<Listed[]> {
  if (companyIds.length === 0) return [];
  return tx
    .select({
      companyId: notificationLists.companyId,
      listId: notificationLists.id,
      userId: users.id,
      email: users.email,
      givenName: users.givenName,
      waLeads: notificationLists.waLeads,
      leads: notificationLists.leads,
      finance: notificationLists.finance,
    })
    .from(notificationLists)
    .innerJoin(users, eq(users.id, notificationLists.userId))
    .where(and(inArray(notificationLists.companyId, companyIds), eq(users.enabled, true)));
}

/** Who hears about a company's new lead: the filter's own list when it has one, else the leads flag. */
function leadRecipients(rows: Listed[], companyId: number, listId: number | null): Recipient[] {
  const ofCompany = rows.filter((row) => row.companyId === companyId);
  const own = listId === null ? [] : ofCompany.filter((row) => row.listId === listId);
  return own.length > 0 ? own : ofCompany.filter((row) => row.leads);
}

export interface AssignmentNotice {
  companyId: number;
  assignedLeadId: number;
  filterListId: number | null;
  productName: string;
  city: string | null;
}

/**
 * Tells each company about its new lead: an e-mail to everyone on its
 * notification lists with the leads flag (or the filter's own list), and a
 * WhatsApp intent for those with the WhatsApp flag (the portal has no WhatsApp
 * provider yet).
 */
export async function noticeAssignments(
  tx: Executor,
  mailer: Mailer,
  publicUrl: string,
  notices: AssignmentNotice[],
): Promise<Deliveries> {
  const deliveries: Deliveries = [];
  const rows = await listed(
    tx,
    notices.map((notice) => notice.companyId),
  );
  const intents: (typeof notificationIntents.$inferInsert)[] = [];
  for (const notice of notices) {
    const link = `${publicUrl}/customer/lead/${notice.assignedLeadId}`;
    const where = notice.city ? ` in ${notice.city}` : '';
    for (const to of leadRecipients(rows, notice.companyId, notice.filterListId)) {
      deliveries.push(
        await mailer.queue(tx, {
          to: to.email,
          subject: `Nieuwe aanvraag: ${notice.productName}${where}`,
          template: 'lead_assigned',
          body: [
            `Beste ${to.givenName || to.email},`,
            '',
            `Er is een nieuwe aanvraag voor ${notice.productName}${where} aan uw bedrijf toegewezen.`,
            `Bekijk de gegevens en neem snel contact op: ${link}`,
            '',
            'Met vriendelijke groet,',
            'Leadportaal',
          ].join('\n'),
        }),
      );
      if (to.waLeads)
        intents.push({
          channel: 'whatsapp',
          companyId: notice.companyId,
          userId: to.userId,
          template: 'lead_assigned',
          data: { assigned_lead_id: notice.assignedLeadId, link },
        });
    }
  }
  if (intents.length > 0) await tx.insert(notificationIntents).values(intents);
  return deliveries;
}

const LOW_BALANCE_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * A prepaid company skipped because its balance does not cover a lead: logged on
 * its timeline and mailed to its finance contacts, at most once a day.
 */
export async function noticeLowBalance(
  tx: Executor,
  mailer: Mailer,
  publicUrl: string,
  companyId: number,
  now: Date,
): Promise<Deliveries> {
  const [recent] = await tx
    .select({ id: companyEvents.id })
    .from(companyEvents)
    .where(
      and(
        eq(companyEvents.companyId, companyId),
        eq(companyEvents.type, 'balance_low'),
        gt(companyEvents.createdAt, new Date(now.getTime() - LOW_BALANCE_NOTICE_INTERVAL_MS)),
      ),
    )
    .limit(1);
  if (recent) return [];
  await logCompanyEvent(tx, {
    companyId,
    type: 'balance_low',
    userId: null,
    outboxType: 'company.balance_low',
  });
  const deliveries: Deliveries = [];
  const finance = (await listed(tx, [companyId])).filter((row) => row.finance);
  for (const to of finance) {
    deliveries.push(
      await mailer.queue(tx, {
        to: to.email,
        subject: 'Uw tegoed is te laag voor nieuwe aanvragen',
        template: 'low_balance',
        body: [
          `Beste ${to.givenName || to.email},`,
          '',
          'Er was een nieuwe aanvraag voor uw bedrijf, maar uw tegoed was te laag om die te betalen.',
          `Vul uw tegoed aan om weer aanvragen te ontvangen: ${publicUrl}/customer/prepaid`,
          '',
          'Met vriendelijke groet,',
          'Leadportaal',
        ].join('\n'),
      }),
    );
  }
  return deliveries;
}

/** Runs queued deliveries after commit; a failed delivery is recorded on its e-mail log row. */
export async function deliver(deliveries: Deliveries): Promise<void> {
  await Promise.all(deliveries.map((send) => send()));
}
