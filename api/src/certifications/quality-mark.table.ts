import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A quality mark shown on company profiles: a name, what it certifies and a logo. */
export const qualityMarks = pgTable('quality_marks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  certificate: text('certificate').notNull().default(''),
  logoKey: text('logo_key'),
  logoContentType: text('logo_content_type'),
  logoFileName: text('logo_file_name'),
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type QualityMarkRow = typeof qualityMarks.$inferSelect;
