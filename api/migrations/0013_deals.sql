-- Deals: prices per product for one company, a maximum of leads, free plaza leads,
-- a period; a deal's price goes before every other price of an assigned lead.

CREATE TABLE deals (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- Leads the deal covers (null: no maximum).
  max integer CHECK (max IS NULL OR max >= 0),
  max_free_lead_plaza integer CHECK (max_free_lead_plaza IS NULL OR max_free_lead_plaza >= 0),
  lead_plaza_only boolean NOT NULL DEFAULT false,
  start_at timestamptz,
  end_at timestamptz,
  has_free_lead boolean NOT NULL DEFAULT false,
  pause_account boolean NOT NULL DEFAULT false,
  allow_claim boolean NOT NULL DEFAULT true,
  ended_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX deals_company_idx ON deals (company_id, id DESC);

CREATE TABLE deal_products (
  deal_id integer NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  free boolean NOT NULL DEFAULT false,
  PRIMARY KEY (deal_id, product_id)
);

-- The deal an assigned lead was priced by: its leads count against the deal's maximum.
ALTER TABLE assigned_leads ADD COLUMN deal_id integer REFERENCES deals (id) ON DELETE SET NULL;
CREATE INDEX assigned_leads_deal_idx ON assigned_leads (deal_id) WHERE deal_id IS NOT NULL;
