-- Affiliate tables: a ranked comparison of offers (energy contracts, solar panel
-- deals, …) that editors compose from affiliate companies and show on pages.
CREATE TABLE affiliate_tables (
  id serial PRIMARY KEY,
  name text NOT NULL,
  title text,
  intro text,
  logo_key text UNIQUE,
  logo_type text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_tables_name_idx ON affiliate_tables (lower(name));

-- A table's rows in their order; saved as a whole with the table's version. A row
-- goes with its company: an offer without the company behind it means nothing.
CREATE TABLE affiliate_table_rows (
  id serial PRIMARY KEY,
  table_id integer NOT NULL REFERENCES affiliate_tables (id) ON DELETE CASCADE,
  position integer NOT NULL,
  affiliate_company_id integer NOT NULL REFERENCES affiliate_companies (id) ON DELETE CASCADE,
  offer text NOT NULL,
  price text,
  -- An outgoing link of a site (/out/…, counted as click-outs) or an address.
  link_url text NOT NULL,
  usps text[] NOT NULL DEFAULT '{}',
  highlighted boolean NOT NULL DEFAULT false
);
CREATE INDEX affiliate_table_rows_table_idx ON affiliate_table_rows (table_id, position);
CREATE INDEX affiliate_table_rows_company_idx ON affiliate_table_rows (affiliate_company_id);
