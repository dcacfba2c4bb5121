import { z } from 'zod';
import { chatAttachmentSchema } from './chat-attachment-json';

const id = z.number().int();

export const chatMessageSchema = z
  .object({
    id,
    conversation_id: id,
    message: z.string(),
    created: z.string(),
    side: z.enum(['client', 'company']).describe('who wrote it'),
    sender: z
      .string()
      .nullable()
      .describe("a company writer's given name; for the consumer, the name on the lead"),
    sender_company: z.string().nullable().describe('the company, for messages of the company side'),
    read: z.boolean().describe('the receiver opened the conversation since'),
    attachments: z.array(chatAttachmentSchema).describe('images and PDF sent with it'),
  })
  .meta({ id: 'ChatMessage' });

/** A conversation as its viewer sees it (unread: messages waiting for the viewer). */
export const conversationSchema = z
  .object({
    id,
    assigned_lead_id: id,
    lead_id: id,
    product_name: z.string(),
    client: z.object({ id, name: z.string() }).describe('the consumer, as the lead names them'),
    company: z.object({ id, name: z.string() }),
    chat_enabled: z
      .boolean()
      .describe('false: the company switched chat off or the lead was revoked'),
    viewer_side: z.enum(['client', 'company', 'staff']),
    last_message: chatMessageSchema.nullable(),
    unread: z.number().int(),
    messages: z
      .array(chatMessageSchema)
      .describe('only in the conversation itself; empty in lists'),
  })
  .meta({ id: 'Conversation' });
