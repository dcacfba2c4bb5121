import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const emailLog = pgTable('email_log', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  template: text('template').notNull(),
  /** File names of what went along. */
  attachments: text('attachments').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

export type EmailLogRow = typeof emailLog.$inferSelect;
