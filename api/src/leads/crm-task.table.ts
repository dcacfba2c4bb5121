import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { assignedLeads } from './assigned-lead.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A step a company records on an assigned lead (call, e-mail, appointment, quote …). */
export const crmTasks = pgTable('crm_tasks', {
  id: serial('id').primaryKey(),
  assignedLeadId: integer('assigned_lead_id')
    .notNull()
    .references(() => assignedLeads.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  taskDate: ts('task_date').notNull(),
  sendReminder: boolean('send_reminder').notNull().default(false),
  requestReview: boolean('request_review').notNull().default(false),
  note: text('note'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type CrmTaskRow = typeof crmTasks.$inferSelect;
