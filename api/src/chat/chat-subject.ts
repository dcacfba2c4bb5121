import { eq, sql } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { conversations } from './conversation.table';

/** The assigned lead with what the chat needs: its lead's consumer and revocation, the company's switch. */
export async function chatSubject(db: Executor, assignedLeadId: number) {
  const [row] = await db
    .select({
      assignedLead: assignedLeads,
      clientId: leads.userId,
      revoked: sql<boolean>`${leads.revokeReason} IS NOT NULL`,
      chatEnabled: companies.chatEnabled,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(eq(assignedLeads.id, assignedLeadId));
  return row ?? null;
}

/** Writing is possible: the company has chat on and the lead is not revoked. */
export async function chatIsOpen(db: Executor, assignedLeadId: number): Promise<boolean> {
  const subject = await chatSubject(db, assignedLeadId);
  return Boolean(subject?.chatEnabled && !subject.revoked);
}

/**
 * A conversation with what sending to it needs, in one query: whether the chat is open
 * and the names on the message. Undefined when there is no such conversation.
 */
export async function conversationForSending(
  db: Executor,
  conversationId: number,
  writerId: number,
) {
  const [row] = await db
    .select({
      conversation: conversations,
      open: sql<boolean>`${companies.chatEnabled} AND ${leads.revokeReason} IS NULL`,
      companyName: companies.name,
      writerName: sql<string | null>`(SELECT given_name FROM users WHERE users.id = ${writerId})`,
      consumer: { givenName: leads.givenName, familyName: leads.familyName },
    })
    .from(conversations)
    .innerJoin(assignedLeads, eq(assignedLeads.id, conversations.assignedLeadId))
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(eq(conversations.id, conversationId));
  return row;
}
