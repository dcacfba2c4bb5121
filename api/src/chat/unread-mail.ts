import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { users } from '../accounts';
import { companies, notificationLists } from '../companies';
import type { Database } from '../db';
import type { Mailer } from '../mail';
import { rowsOf } from '../shared/rows';
import { chatMessages, type ChatSide } from './chat-message.table';
import { startIntervalJob } from '../shared/interval-job';

/** A message unread this long is mailed to its receiver (docs/chat.md, "The unread mail"). */
export const UNREAD_MAIL_AFTER_MS = 5 * 60_000;

export interface UnreadMailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

interface Waiting {
  conversation_id: number;
  sender_side: ChatSide;
  client_id: number;
  company_id: number;
  assigned_lead_id: number;
  waiting: number;
}

/**
 * One round of unread-message mails: for each conversation side with a message
 * unread for five minutes and no mail about its unread messages yet, one mail to
 * the receiver (the consumer, or the company's contacts with the leads flag).
 * The next mail of that side comes only after the receiver has read and a new
 * message waits again. Answers the number of conversations mailed about.
 */
export async function mailUnreadMessages(deps: UnreadMailDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const due = new Date(now.getTime() - UNREAD_MAIL_AFTER_MS).toISOString();
  const waiting = rowsOf<Waiting>(
    await db.execute(sql`
      SELECT m.conversation_id, m.sender_side, c.client_id, c.company_id, c.assigned_lead_id,
             count(*)::int AS waiting
        FROM chat_messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE m.read_at IS NULL
       GROUP BY m.conversation_id, m.sender_side, c.client_id, c.company_id, c.assigned_lead_id
      HAVING min(m.created_at) <= ${due}::timestamptz AND bool_and(m.unread_mailed_at IS NULL)
       LIMIT 100`),
  );
  let mailed = 0;
  for (const entry of waiting) {
    const toClient = entry.sender_side === 'company';
    const [company] = await db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, entry.company_id));
    const receivers = toClient
      ? await db.select({ email: users.email }).from(users).where(eq(users.id, entry.client_id))
      : await db
          .select({ email: users.email })
          .from(notificationLists)
          .innerJoin(users, eq(users.id, notificationLists.userId))
          .where(
            and(
              eq(notificationLists.companyId, entry.company_id),
              eq(notificationLists.leads, true),
              eq(users.enabled, true),
            ),
          );
    const link = toClient
      ? `${deps.publicUrl}/consumer/conversations?chat=${entry.conversation_id}`
      : `${deps.publicUrl}/customer/lead/${entry.assigned_lead_id}`;
    const deliveries = await db.transaction(async (tx) => {
      await tx
        .update(chatMessages)
        .set({ unreadMailedAt: now })
        .where(
          and(
            eq(chatMessages.conversationId, entry.conversation_id),
            eq(chatMessages.senderSide, entry.sender_side),
            isNull(chatMessages.readAt),
            lte(chatMessages.createdAt, now),
          ),
        );
      return Promise.all(
        [...new Set(receivers.map((receiver) => receiver.email))].map((to) =>
          deps.mailer.queue(tx, {
            to,
            subject: toClient
              ? `Nieuw bericht van ${company?.name ?? 'een bedrijf'}`
              : 'Nieuw bericht van een klant',
            template: 'chat_unread',
            body: [
              'Hallo,',
              '',
              entry.waiting === 1
                ? 'Er wacht een ongelezen bericht op je.'
                : `Er wachten ${entry.waiting} ongelezen berichten op je.`,
              `Lees en beantwoord ze hier: ${link}`,
              '',
              'Met vriendelijke groet,',
              'Leadportaal',
            ].join('\n'),
          }),
        ),
      );
    });
    mailed += 1;
    for (const deliver of deliveries) await deliver().catch(() => undefined);
  }
  return mailed;
}

export function startUnreadMail(
  deps: UnreadMailDeps,
  intervalMs = 60_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(() => mailUnreadMessages(deps), intervalMs, log);
}
