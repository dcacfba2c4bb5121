import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { leads } from './lead.table';

/** Staff notes ('note') and call notes ('call') on a lead. */
export const leadNotes = pgTable('lead_notes', {
  id: serial('id').primaryKey(),
  leadId: integer('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'note' | 'call'>().notNull(),
  text: text('text').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
