import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user.table';

/** An account's own e-mail change, waiting for the link mailed to the new address. */
export const emailChangeRequests = pgTable('email_change_requests', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
