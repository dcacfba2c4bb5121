-- Companies: the company record, its users, notification lists, SEPA mandate,
-- event log, public profile, partner settings and excluded matches.

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  trade_name text,
  state text NOT NULL DEFAULT 'archived',
  previous_state text,
  paused_from timestamptz,
  paused_until timestamptz,
  country text NOT NULL DEFAULT 'NL',
  postal_code text,
  house_number text,
  street text,
  city text,
  municipality text,
  province text,
  latitude double precision,
  longitude double precision,
  chamber_of_commerce_number text,
  kvk_hoofdvestiginsnummer text,
  website text,
  email text,
  phone_number text,
  separate_invoice_data boolean NOT NULL DEFAULT false,
  invoice_company_name text,
  invoice_to_the_attention_of text,
  invoice_address text,
  is_partner boolean NOT NULL DEFAULT false,
  is_comparison boolean NOT NULL DEFAULT false,
  is_lead_generator boolean NOT NULL DEFAULT true,
  is_prepaid boolean NOT NULL DEFAULT false,
  -- prepaid balance in cents
  balance integer NOT NULL DEFAULT 0,
  prepaid_lead_payments boolean NOT NULL DEFAULT false,
  payment_terms integer NOT NULL DEFAULT 14,
  has_valid_contract boolean NOT NULL DEFAULT false,
  allow_no_cure_no_pay boolean NOT NULL DEFAULT false,
  -- stands in for "has unpaid invoices" until the invoices area exists
  has_open_debt boolean NOT NULL DEFAULT false,
  trial_account boolean NOT NULL DEFAULT false,
  pipedrive_integration_enabled boolean NOT NULL DEFAULT false,
  teamleader_integration_enabled boolean NOT NULL DEFAULT false,
  date_of_establishment date,
  verified_on timestamptz,
  approved boolean NOT NULL DEFAULT false,
  comments text,
  logo text,
  list_logo text,
  commercial_register_extract text,
  account_manager_id integer REFERENCES users (id) ON DELETE SET NULL,
  salesperson_id integer REFERENCES users (id) ON DELETE SET NULL,
  prospect_source text,
  welcomed_at timestamptz,
  plaza_only boolean NOT NULL DEFAULT false,
  ever_active boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_state_idx ON companies (state);
CREATE INDEX companies_account_manager_idx ON companies (account_manager_id);
CREATE INDEX companies_salesperson_idx ON companies (salesperson_id);
CREATE INDEX companies_province_idx ON companies (province);
CREATE INDEX companies_paused_from_idx ON companies (paused_from) WHERE paused_from IS NOT NULL;
CREATE INDEX companies_paused_until_idx ON companies (paused_until) WHERE paused_until IS NOT NULL;

-- admin marks the main user; at most one per company.
CREATE TABLE company_users (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  admin boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, user_id)
);
CREATE INDEX company_users_user_idx ON company_users (user_id);
CREATE UNIQUE INDEX company_users_one_admin ON company_users (company_id) WHERE admin;

CREATE TABLE notification_lists (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  finance boolean NOT NULL DEFAULT false,
  leads boolean NOT NULL DEFAULT false,
  claims boolean NOT NULL DEFAULT false,
  account boolean NOT NULL DEFAULT false,
  crm boolean NOT NULL DEFAULT false,
  newsletter boolean NOT NULL DEFAULT false,
  wa_leads boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, user_id)
);
CREATE INDEX notification_lists_user_idx ON notification_lists (user_id);

-- One mandate per company.
CREATE TABLE sepa_mandates (
  id serial PRIMARY KEY,
  company_id integer NOT NULL UNIQUE REFERENCES companies (id) ON DELETE CASCADE,
  company_name text NOT NULL,
  address text,
  city text,
  chamber_of_commerce_number text,
  iban text NOT NULL,
  bic text,
  signed_by text NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  accepted boolean NOT NULL DEFAULT true,
  enabled boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1
);

-- The company's event log (timeline): who did what and when.
CREATE TABLE company_events (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  type text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_events_company_idx ON company_events (company_id, created_at DESC, id DESC);
CREATE INDEX company_events_user_idx ON company_events (user_id);

CREATE TABLE company_profiles (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  slug text NOT NULL UNIQUE,
  why_us text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE company_partners (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  guid uuid NOT NULL UNIQUE,
  must_be_verified_products text[] NOT NULL DEFAULT '{}',
  utm_campaign text,
  utm_medium text,
  utm_source text,
  source_domain text,
  version integer NOT NULL DEFAULT 1
);

-- A partner company manages other companies.
CREATE TABLE company_partner_links (
  partner_company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (partner_company_id, company_id)
);
CREATE INDEX company_partner_links_company_idx ON company_partner_links (company_id);

CREATE TABLE match_excludes (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  match_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, match_id)
);
