-- Leads (a consumer's request), their assignments to companies, CRM tasks, notes,
-- attachments, the prepaid balance ledger and notification intents.

CREATE TABLE leads (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  gender text,
  given_name text,
  family_name text NOT NULL,
  email text NOT NULL,
  phone_number text,
  additional_phone_number text,
  contact_preference text,
  company_name text,
  street text,
  house_number text,
  postal_code text NOT NULL,
  city text,
  country text NOT NULL DEFAULT 'NL',
  municipality text,
  province text,
  building_year integer,
  latitude double precision,
  longitude double precision,
  house_ownership text,
  starting_date text,
  building_type text,
  build_type text,
  building_age text,
  house_contract_type text,
  lead_request_type_choice text,
  -- Answers to the product's questions: key -> option value, values, or a number.
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  description text,
  remaining_assignments integer NOT NULL CHECK (remaining_assignments >= 0),
  internal_notes text,
  verified boolean NOT NULL DEFAULT false,
  must_be_verified boolean NOT NULL DEFAULT false,
  -- Why the lead waits for a check: partner_product, phone, address.
  hold_reasons text[] NOT NULL DEFAULT '{}',
  bad boolean NOT NULL DEFAULT false,
  bad_reason text,
  stop_matching boolean NOT NULL DEFAULT false,
  handled boolean NOT NULL DEFAULT false,
  must_call boolean NOT NULL DEFAULT false,
  do_not_call boolean NOT NULL DEFAULT false,
  duplicate_of_id integer REFERENCES leads (id) ON DELETE SET NULL,
  source text NOT NULL DEFAULT 'staff',
  partner_company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  partner_request_id text,
  -- The sender's address for quote-form requests (rate limit).
  client_ip text,
  feedback_requested_on timestamptz,
  phone_number_requested_on timestamptz,
  revoke_reason text,
  last_matched_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX leads_partner_request_idx ON leads (partner_company_id, partner_request_id)
  WHERE partner_request_id IS NOT NULL;
CREATE INDEX leads_created_idx ON leads (created_at DESC);
CREATE INDEX leads_product_created_idx ON leads (product_id, created_at DESC);
CREATE INDEX leads_email_idx ON leads (lower(email), product_id);
CREATE INDEX leads_user_idx ON leads (user_id);
CREATE INDEX leads_client_ip_idx ON leads (client_ip, created_at) WHERE client_ip IS NOT NULL;
-- Leads still waiting for companies (the retry sweep).
CREATE INDEX leads_open_idx ON leads (created_at)
  WHERE remaining_assignments > 0 AND NOT stop_matching AND NOT bad AND duplicate_of_id IS NULL;

CREATE TABLE assigned_leads (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  company_product_id integer REFERENCES company_products (id) ON DELETE SET NULL,
  filter_id integer REFERENCES company_product_filters (id) ON DELETE SET NULL,
  state integer NOT NULL DEFAULT 0,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- How the price was set: ncnp, partner, product (deals later), or manual.
  price_source text NOT NULL,
  -- match (automatic), manual (staff), plaza (bought).
  origin text NOT NULL DEFAULT 'match',
  allow_claim boolean NOT NULL DEFAULT true,
  -- Set once the invoices issue has put the price on an invoice (or the prepaid ledger paid it).
  settled boolean NOT NULL DEFAULT false,
  review_requested_on timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, company_id)
);
CREATE INDEX assigned_leads_company_idx ON assigned_leads (company_id, created_at DESC);
CREATE INDEX assigned_leads_company_product_idx ON assigned_leads (company_product_id, created_at);
CREATE INDEX assigned_leads_filter_idx ON assigned_leads (filter_id, created_at);

CREATE TABLE crm_tasks (
  id serial PRIMARY KEY,
  assigned_lead_id integer NOT NULL REFERENCES assigned_leads (id) ON DELETE CASCADE,
  type integer NOT NULL,
  task_date timestamptz NOT NULL,
  send_reminder boolean NOT NULL DEFAULT false,
  request_review boolean NOT NULL DEFAULT false,
  note text,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crm_tasks_assigned_lead_idx ON crm_tasks (assigned_lead_id, task_date);

-- Staff notes and call notes on a lead.
CREATE TABLE lead_notes (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('note', 'call')),
  text text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, created_at);

CREATE TABLE lead_attachments (
  id serial PRIMARY KEY,
  lead_id integer NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  file_name text NOT NULL,
  media_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_attachments_lead_idx ON lead_attachments (lead_id);

-- Every change of a prepaid balance: negative for a lead paid, positive for a top-up or refund.
CREATE TABLE balance_ledger (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL,
  balance_after_cents integer NOT NULL,
  reason text NOT NULL,
  assigned_lead_id integer REFERENCES assigned_leads (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX balance_ledger_company_idx ON balance_ledger (company_id, created_at DESC);

-- Messages the portal means to send over a channel it has no provider for yet (WhatsApp).
CREATE TABLE notification_intents (
  id serial PRIMARY KEY,
  channel text NOT NULL,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  template text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
