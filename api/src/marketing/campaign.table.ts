import {
  bigint,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from '../products';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Ads run to bring leads in; its leads carry its utm_campaign (docs/marketing.md). */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  utmCampaign: text('utm_campaign').notNull().unique(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  startDate: date('start_date'),
  endDate: date('end_date'),
  costCents: bigint('cost_cents', { mode: 'number' }).notNull().default(0),
  advertisingReturnOnAdSpend: numeric('advertising_return_on_ad_spend', {
    precision: 12,
    scale: 2,
  }),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
