import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed logins counted per key ('email:…' or 'ip:…') and fixed window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
