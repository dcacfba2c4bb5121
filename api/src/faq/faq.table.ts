import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { FaqAudience } from '#domain/faq/faq-audience';

/** One question and its answer, in its audience's list at `position`. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  audience: text('audience').$type<FaqAudience>().notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type FaqRow = typeof faqs.$inferSelect;
