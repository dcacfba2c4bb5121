import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * New leads, their assignments and revenue per day and tracking values, kept by triggers
 * (api/migrations/0042_marketing_stats.sql, docs/marketing.md). '' and 0 mean "none".
 */
export const marketingDayStats = pgTable(
  'marketing_day_stats',
  {
    day: date('day').notNull(),
    productId: integer('product_id').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    sourceDomain: text('source_domain').notNull().default(''),
    partnerCompanyId: integer('partner_company_id').notNull().default(0),
    leads: integer('leads').notNull().default(0),
    assignedLeads: integer('assigned_leads').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      columns: [
        t.day,
        t.productId,
        t.utmSource,
        t.utmMedium,
        t.utmCampaign,
        t.sourceDomain,
        t.partnerCompanyId,
      ],
    }),
  ],
);
