-- Marketing: where each lead came from, and the campaigns staff run to bring leads in
-- (docs/marketing.md).

-- The tracking values a lead arrived with: the quote form's utm parameters and the site it
-- was sent from, or a partner's defaults (company_partners) when the partner api sends none.
ALTER TABLE leads
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN source_domain text;

-- A campaign: ads on one channel for one product (or all) over a stretch of days. Its leads
-- are the leads whose utm_campaign is the campaign's; its cost is what staff enter.
CREATE TABLE campaigns (
  id serial PRIMARY KEY,
  name text NOT NULL,
  utm_campaign text NOT NULL UNIQUE,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  start_date date,
  end_date date,
  cost_cents bigint NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
  -- The return the ads platform reports (revenue / ad spend); an empty entry is null.
  advertising_return_on_ad_spend numeric(12, 2),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
