-- CMS, part 2: outgoing links and what visitors do with them.

-- Shops and partners that outgoing (affiliate) links lead to; they pay per click
-- or commission, so every click-out names the company it went to.
CREATE TABLE affiliate_companies (
  id serial PRIMARY KEY,
  name text NOT NULL,
  website text,
  description text,
  -- The logo in the file store (null: none yet) and its media type.
  logo_key text UNIQUE,
  logo_type text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_companies_name_idx ON affiliate_companies (lower(name));

ALTER TABLE cms_redirections
  ADD COLUMN affiliate_company_id integer REFERENCES affiliate_companies (id) ON DELETE SET NULL;
CREATE INDEX cms_redirections_affiliate_company_idx ON cms_redirections (affiliate_company_id);
CREATE INDEX cms_redirections_domain_url_idx ON cms_redirections (domain_id, lower(url));

-- One row per visitor sent on through an /out/ link. What the link, page and company
-- were at the time is kept as text too, so renaming or deleting them keeps the history.
CREATE TABLE cms_clickouts (
  id bigserial PRIMARY KEY,
  clicked_at timestamptz NOT NULL DEFAULT now(),
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE CASCADE,
  redirection_id integer REFERENCES cms_redirections (id) ON DELETE SET NULL,
  url text NOT NULL,
  target text NOT NULL,
  -- The page the visitor clicked on (null: not known or not a page of the domain).
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  page_url text,
  affiliate_company_id integer REFERENCES affiliate_companies (id) ON DELETE SET NULL,
  -- The service product of that page, so clicks can be counted per product.
  product_id integer REFERENCES products (id) ON DELETE SET NULL
);
CREATE INDEX cms_clickouts_clicked_at_idx ON cms_clickouts (clicked_at);
CREATE INDEX cms_clickouts_domain_idx ON cms_clickouts (domain_id, clicked_at);
CREATE INDEX cms_clickouts_redirection_idx ON cms_clickouts (redirection_id);
CREATE INDEX cms_clickouts_page_idx ON cms_clickouts (page_id);
CREATE INDEX cms_clickouts_company_idx ON cms_clickouts (affiliate_company_id, clicked_at);
CREATE INDEX cms_clickouts_product_idx ON cms_clickouts (product_id, clicked_at);
