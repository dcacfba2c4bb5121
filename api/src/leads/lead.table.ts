import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LeadAnswers } from '#domain/products/lead-answers';
import type { HoldReason } from '#domain/leads/lead-input';
import { users } from '../accounts';
import { companies } from '../companies';
import { products } from '../products';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A consumer's request for quotations of one product. */
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  gender: text('gender'),
  givenName: text('given_name'),
  familyName: text('family_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  additionalPhoneNumber: text('additional_phone_number'),
  contactPreference: text('contact_preference'),
  companyName: text('company_name'),
  street: text('street'),
  houseNumber: text('house_number'),
  postalCode: text('postal_code').notNull(),
  city: text('city'),
  country: text('country').notNull().default('NL'),
  municipality: text('municipality'),
  province: text('province'),
  buildingYear: integer('building_year'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  houseOwnership: text('house_ownership'),
  startingDate: text('starting_date'),
  buildingType: text('building_type'),
  buildType: text('build_type'),
  buildingAge: text('building_age'),
  houseContractType: text('house_contract_type'),
  leadRequestTypeChoice: text('lead_request_type_choice'),
  answers: jsonb('answers').$type<LeadAnswers>().notNull().default({}),
  description: text('description'),
  remainingAssignments: integer('remaining_assignments').notNull(),
  /** Companies that have the lead (kept by a trigger on assigned_leads). */
  assignedCount: integer('assigned_count').notNull().default(0),
  /** One of them claimed it (kept by the same trigger); the plaza does not sell it. */
  claimed: boolean('claimed').notNull().default(false),
  internalNotes: text('internal_notes'),
  verified: boolean('verified').notNull().default(false),
  mustBeVerified: boolean('must_be_verified').notNull().default(false),
  holdReasons: text('hold_reasons').array().$type<HoldReason[]>().notNull().default([]),
  bad: boolean('bad').notNull().default(false),
  badReason: text('bad_reason'),
  stopMatching: boolean('stop_matching').notNull().default(false),
  handled: boolean('handled').notNull().default(false),
  mustCall: boolean('must_call').notNull().default(false),
  doNotCall: boolean('do_not_call').notNull().default(false),
  duplicateOfId: integer('duplicate_of_id').references((): AnyPgColumn => leads.id, {
    onDelete: 'set null',
  }),
  source: text('source').notNull().default('staff'),
  partnerCompanyId: integer('partner_company_id').references(() => companies.id, {
    onDelete: 'set null',
  }),
  partnerRequestId: text('partner_request_id'),
  clientIp: text('client_ip'),
  // Tracking values it arrived with (docs/marketing.md).
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  sourceDomain: text('source_domain'),
  feedbackRequestedOn: ts('feedback_requested_on'),
  phoneNumberRequestedOn: ts('phone_number_requested_on'),
  revokeReason: text('revoke_reason'),
  lastMatchedAt: ts('last_matched_at'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;
