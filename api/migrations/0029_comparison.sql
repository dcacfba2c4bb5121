-- Price comparison catalogue (docs/comparison.md): the core products compared on the public
-- sites (heat pumps, solar panels, ...), their brands, products with EANs and specs,
-- the features specs are given for, product images, the shops' offers and the
-- click-outs to them with the click price of the core product's commission scale.

CREATE TABLE comparison_core_products (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  -- Products take their discriminator from their core product.
  discr text NOT NULL UNIQUE CHECK (discr ~ '^[a-z][a-z0-9_]*$'),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What a click-out costs the shop, by the price of the offer clicked: the row whose
-- range [min, max) holds the price; max NULL is open-ended (the last row only).
-- Saved as a whole on the core product (its version guards it).
CREATE TABLE comparison_commission_scales (
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  min_cents integer NOT NULL CHECK (min_cents >= 0),
  max_cents integer CHECK (max_cents IS NULL OR max_cents > min_cents),
  click_price_cents integer NOT NULL CHECK (click_price_cents >= 0),
  PRIMARY KEY (core_product_id, position)
);

-- A brand; its keyword is its name as shown and in addresses, unique without regard to case.
-- page: the brand's own CMS page, when it has one (has_home: the sites show a brand home).
CREATE TABLE comparison_brands (
  id serial PRIMARY KEY,
  keyword text NOT NULL CHECK (length(btrim(keyword)) > 0),
  has_home boolean NOT NULL DEFAULT false,
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  logo_key text UNIQUE,
  logo_content_type text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX comparison_brands_keyword_key ON comparison_brands (lower(keyword));
CREATE INDEX comparison_brands_page_idx ON comparison_brands (page_id);

CREATE TABLE comparison_products (
  id serial PRIMARY KEY,
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE RESTRICT,
  brand_id integer REFERENCES comparison_brands (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  pros text[] NOT NULL DEFAULT '{}',
  cons text[] NOT NULL DEFAULT '{}',
  -- The manufacturer's page the specs are read from (re-read in the background after a save).
  scrape_uri text,
  crawl_state text NOT NULL DEFAULT 'idle'
    CHECK (crawl_state IN ('idle', 'queued', 'crawling', 'failed')),
  -- When the page was last read (while crawling: when the read started).
  crawled_at timestamptz,
  approved_at timestamptz,
  approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  cloned_from_id integer REFERENCES comparison_products (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comparison_products_core_idx ON comparison_products (core_product_id, name);
CREATE INDEX comparison_products_brand_idx ON comparison_products (brand_id);
CREATE INDEX comparison_products_approved_by_idx ON comparison_products (approved_by);
CREATE INDEX comparison_products_cloned_from_idx ON comparison_products (cloned_from_id);

-- Every EAN (GTIN) a product is known by: its main one and the additional ones. Kept by
-- numeric value, so 0871... and 871... are one EAN, and no EAN belongs to two products.
CREATE TABLE comparison_product_eans (
  ean bigint PRIMARY KEY CHECK (ean > 0),
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  is_main boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comparison_product_eans_product_idx ON comparison_product_eans (product_id);
CREATE UNIQUE INDEX comparison_product_eans_main_key
  ON comparison_product_eans (product_id) WHERE is_main;

-- What a spec is given for: per core product, shown under a category (ordered by the
-- category's priority, then position); group: features shown as one line.
CREATE TABLE comparison_features (
  id serial PRIMARY KEY,
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  unit text,
  category text NOT NULL DEFAULT '',
  category_priority integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0,
  group_id integer,
  enabled boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX comparison_features_name_key
  ON comparison_features (core_product_id, lower(name));

-- A product's value for a feature; source: who gave it (an editor, a feed, a spec website).
CREATE TABLE comparison_specs (
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES comparison_features (id) ON DELETE CASCADE,
  value text NOT NULL CHECK (length(btrim(value)) > 0),
  source text NOT NULL DEFAULT 'editor' CHECK (source IN ('editor', 'feed', 'spec_website')),
  PRIMARY KEY (product_id, feature_id)
);
CREATE INDEX comparison_specs_feature_idx ON comparison_specs (feature_id, value);

-- A product's images, in order: comparison uploads (an editor's, or a provider's image
-- stored when chosen), so every image is served from our own storage.
CREATE TABLE comparison_product_images (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  upload_id integer NOT NULL REFERENCES cms_uploads (id) ON DELETE RESTRICT,
  position integer NOT NULL CHECK (position >= 0),
  source text NOT NULL DEFAULT 'upload' CHECK (source IN ('upload', 'provider')),
  UNIQUE (product_id, upload_id)
);
CREATE INDEX comparison_product_images_upload_idx ON comparison_product_images (upload_id);
CREATE INDEX comparison_product_images_product_idx ON comparison_product_images (product_id, position);

-- A shop's current offer for a product (product feeds fill these; retired_at: gone from
-- the feed's newest run).
CREATE TABLE comparison_offers (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  shipping_cents integer CHECK (shipping_cents >= 0),
  in_stock boolean,
  delivery_time text,
  url text NOT NULL,
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comparison_offers_product_idx ON comparison_offers (product_id) WHERE retired_at IS NULL;
CREATE INDEX comparison_offers_company_idx ON comparison_offers (company_id);

-- A visitor sent on to a shop's offer. What was clicked is also kept as text, and the
-- click price as it was, so history survives changes to offers, products and scales.
CREATE TABLE comparison_clickouts (
  id bigserial PRIMARY KEY,
  clicked_at timestamptz NOT NULL DEFAULT now(),
  offer_id integer REFERENCES comparison_offers (id) ON DELETE SET NULL,
  product_id integer REFERENCES comparison_products (id) ON DELETE SET NULL,
  core_product_id integer REFERENCES comparison_core_products (id) ON DELETE SET NULL,
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  domain_id integer REFERENCES cms_domains (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  company_name text NOT NULL,
  target_url text NOT NULL,
  page_url text,
  offer_price_cents integer NOT NULL,
  click_price_cents integer NOT NULL
);
CREATE INDEX comparison_clickouts_clicked_idx ON comparison_clickouts (clicked_at);
CREATE INDEX comparison_clickouts_offer_idx ON comparison_clickouts (offer_id);
CREATE INDEX comparison_clickouts_product_idx ON comparison_clickouts (product_id);
CREATE INDEX comparison_clickouts_core_idx ON comparison_clickouts (core_product_id);
CREATE INDEX comparison_clickouts_company_idx ON comparison_clickouts (company_id);
CREATE INDEX comparison_clickouts_domain_idx ON comparison_clickouts (domain_id);
