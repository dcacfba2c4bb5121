import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CertificationState } from '#domain/certifications/certification';
import { users } from '../accounts';
import { companies } from '../companies';

/** A certification an agency grants (agency: a display name and its code). */
export const certifications = pgTable('certifications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  agencyName: text('agency_name').notNull(),
  agencyValue: text('agency_value').notNull(),
  requiresCertificate: boolean('requires_certificate').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type CertificationRow = typeof certifications.$inferSelect;

/** A certificate file for a company's certification, stored before the record is saved. */
export const certificationAttachments = pgTable('certification_attachments', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id')
    .notNull()
    .references(() => certifications.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CertificationAttachmentRow = typeof certificationAttachments.$inferSelect;

/** A certification a company holds, once per company, with its state. */
export const companyCertifications = pgTable('company_certifications', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  certificationId: integer('certification_id')
    .notNull()
    .references(() => certifications.id),
  state: text('state').$type<CertificationState>().notNull().default('active'),
  revokeReason: text('revoke_reason'),
  attachmentId: integer('attachment_id').references(() => certificationAttachments.id, {
    onDelete: 'set null',
  }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

export type CompanyCertificationRow = typeof companyCertifications.$inferSelect;
