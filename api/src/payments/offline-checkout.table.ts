import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The offline provider's checkouts (its own book, apart from our payments). */
export const offlineCheckouts = pgTable('offline_checkouts', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  status: text('status')
    .$type<'open' | 'paid' | 'canceled' | 'expired'>()
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A first payment: once paid, the customer has given a (simulated) mandate. */
  givesMandate: boolean('gives_mandate').notNull().default(false),
});
