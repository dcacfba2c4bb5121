import { integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { campaigns } from './campaign.table';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A campaign's uploaded ad image: the main image or a product image by position (docs/marketing.md). */
export const campaignAdImages = pgTable(
  'campaign_ad_images',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'main' | 'product'>().notNull(),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.campaignId, table.kind, table.position)],
);

export type CampaignAdImageRow = typeof campaignAdImages.$inferSelect;

/** The last composed ad per campaign and format, valid while its fingerprint matches the inputs. */
export const campaignAdRenders = pgTable(
  'campaign_ad_renders',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    fingerprint: text('fingerprint').notNull(),
    storageKey: text('storage_key').notNull(),
    renderedAt: ts('rendered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.format] })],
);
