import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { AssignmentPeriod } from '#domain/products/assignment-period';
import { companies } from '../companies';
import { products } from './product.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A product a company takes leads of, with its pause and assignment maximum. */
export const companyProducts = pgTable(
  'company_products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    paused: boolean('paused').notNull().default(false),
    pausedUntil: ts('paused_until'),
    assignByFilter: boolean('assign_by_filter').notNull().default(false),
    assignmentMax: integer('assignment_max'),
    assignmentPeriod: text('assignment_period').$type<AssignmentPeriod>().notNull().default('week'),
    version: integer('version').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.productId)],
);

export type CompanyProductRow = typeof companyProducts.$inferSelect;
