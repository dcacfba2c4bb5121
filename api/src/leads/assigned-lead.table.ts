import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { PriceSource } from '#domain/leads/assignment-price';
import { companies } from '../companies';
import { companyProductFilters, companyProducts } from '../products';
import { leads } from './lead.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type AssignmentOrigin = 'match' | 'manual' | 'plaza';

/** A lead given to (or bought by) one company, worked through the company's pipeline. */
export const assignedLeads = pgTable(
  'assigned_leads',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyProductId: integer('company_product_id').references(() => companyProducts.id, {
      onDelete: 'set null',
    }),
    filterId: integer('filter_id').references(() => companyProductFilters.id, {
      onDelete: 'set null',
    }),
    state: integer('state').notNull().default(0),
    priceCents: integer('price_cents').notNull(),
    /** The deal that priced it (its leads count against the deal's maximum). */
    dealId: integer('deal_id'),
    priceSource: text('price_source').$type<PriceSource | 'manual'>().notNull(),
    origin: text('origin').$type<AssignmentOrigin>().notNull().default('match'),
    allowClaim: boolean('allow_claim').notNull().default(true),
    settled: boolean('settled').notNull().default(false),
    /** The invoice that billed it (api/migrations/0014_invoices.sql); null until invoiced. */
    invoiceId: integer('invoice_id'),
    reviewRequestedOn: ts('review_requested_on'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.leadId, t.companyId)],
);

export type AssignedLeadRow = typeof assignedLeads.$inferSelect;
