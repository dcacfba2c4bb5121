import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { consumerName } from '#domain/leads/consumer-name';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import { chatMessages } from './chat-message.table';
import type { ConversationRow } from './conversation.table';

const contact = {
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  city: z.string().nullable(),
};

/** The chat-info modal: who the two sides are and what the request is about. */
export const chatInfoSchema = z
  .object({
    conversation_id: z.number().int(),
    started: z.string(),
    message_count: z.number().int(),
    lead: z.object({
      id: z.number().int(),
      product_name: z.string(),
      created: z.string(),
      postal_code: z.string(),
      description: z.string().nullable(),
    }),
    client: z.object(contact).describe('the consumer, as the lead names them'),
    company: z.object({ ...contact, website: z.string().nullable() }),
  })
  .meta({ id: 'ChatInfo' });

/**
 * What both sides may know of each other: the company got the consumer's details
 * with the lead, the consumer sees the company's public contact details.
 */
export async function chatInfo(db: Executor, conversation: ConversationRow) {
  const [[row], [messages]] = await Promise.all([
    db
      .select({ lead: leads, productName: products.name, company: companies })
      .from(assignedLeads)
      .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
      .innerJoin(products, eq(products.id, leads.productId))
      .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
      .where(eq(assignedLeads.id, conversation.assignedLeadId)),
    db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversation.id)),
  ]);
  const { lead, company } = row!;
  return {
    conversation_id: conversation.id,
    started: conversation.createdAt.toISOString(),
    message_count: messages?.n ?? 0,
    lead: {
      id: lead.id,
      product_name: row!.productName,
      created: lead.createdAt.toISOString(),
      postal_code: lead.postalCode,
      description: lead.description,
    },
    client: {
      name: consumerName(lead),
      email: lead.email,
      phone_number: lead.phoneNumber,
      city: lead.city,
    },
    company: {
      name: company.tradeName || company.name,
      email: company.email,
      phone_number: company.phoneNumber,
      city: company.city,
      website: company.website,
    },
  };
}
