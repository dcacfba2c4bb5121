import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tradeName: text('trade_name'),
  state: text('state').notNull().default('archived'),
  previousState: text('previous_state'),
  pausedFrom: ts('paused_from'),
  pausedUntil: ts('paused_until'),
  country: text('country').notNull().default('NL'),
  postalCode: text('postal_code'),
  houseNumber: text('house_number'),
  street: text('street'),
  city: text('city'),
  municipality: text('municipality'),
  province: text('province'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  chamberOfCommerceNumber: text('chamber_of_commerce_number'),
  kvkHoofdvestiginsnummer: text('kvk_hoofdvestiginsnummer'),
  /** Printed on invoices and e-invoices as the buyer's VAT id. */
  vatNumber: text('vat_number'),
  website: text('website'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  separateInvoiceData: boolean('separate_invoice_data').notNull().default(false),
  invoiceCompanyName: text('invoice_company_name'),
  invoiceToTheAttentionOf: text('invoice_to_the_attention_of'),
  invoiceAddress: text('invoice_address'),
  isPartner: boolean('is_partner').notNull().default(false),
  isComparison: boolean('is_comparison').notNull().default(false),
  isLeadGenerator: boolean('is_lead_generator').notNull().default(true),
  isPrepaid: boolean('is_prepaid').notNull().default(false),
  /** Prepaid balance in cents. */
  balance: integer('balance').notNull().default(0),
  prepaidLeadPayments: boolean('prepaid_lead_payments').notNull().default(false),
  paymentTerms: integer('payment_terms').notNull().default(14),
  hasValidContract: boolean('has_valid_contract').notNull().default(false),
  allowNoCureNoPay: boolean('allow_no_cure_no_pay').notNull().default(false),
  /** Stands in for "has unpaid invoices" until the invoices area exists. */
  hasOpenDebt: boolean('has_open_debt').notNull().default(false),
  trialAccount: boolean('trial_account').notNull().default(false),
  pipedriveIntegrationEnabled: boolean('pipedrive_integration_enabled').notNull().default(false),
  teamleaderIntegrationEnabled: boolean('teamleader_integration_enabled').notNull().default(false),
  dateOfEstablishment: date('date_of_establishment', { mode: 'string' }),
  verifiedOn: ts('verified_on'),
  approved: boolean('approved').notNull().default(false),
  comments: text('comments'),
  logo: text('logo'),
  listLogo: text('list_logo'),
  commercialRegisterExtract: text('commercial_register_extract'),
  accountManagerId: integer('account_manager_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  salespersonId: integer('salesperson_id').references(() => users.id, { onDelete: 'set null' }),
  prospectSource: text('prospect_source'),
  welcomedAt: ts('welcomed_at'),
  plazaOnly: boolean('plaza_only').notNull().default(false),
  /** Consumers and the company may chat about its leads (api/migrations/0008_chat.sql). */
  chatEnabled: boolean('chat_enabled').notNull().default(true),
  everActive: boolean('ever_active').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
