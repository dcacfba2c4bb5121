-- Service products (the catalogue), the products a company takes with their filters,
-- and the per-company cost overrides (no-cure-no-pay, partner).

CREATE TABLE products (
  id serial PRIMARY KEY,
  discr text NOT NULL UNIQUE,
  name text NOT NULL,
  -- The choice questions of the product's quote form (domain/products/product-question.ts).
  questions jsonb NOT NULL DEFAULT '[]'::jsonb,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- How many companies a new lead of this product goes to.
  max_assignments integer NOT NULL DEFAULT 3 CHECK (max_assignments BETWEEN 1 AND 10),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE company_products (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  paused boolean NOT NULL DEFAULT false,
  paused_until timestamptz,
  assign_by_filter boolean NOT NULL DEFAULT false,
  assignment_max integer CHECK (assignment_max IS NULL OR assignment_max >= 0),
  assignment_period text NOT NULL DEFAULT 'week' CHECK (assignment_period IN ('day', 'week', 'month')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, product_id)
);
CREATE INDEX company_products_product_idx ON company_products (product_id);

CREATE TABLE company_product_filters (
  id serial PRIMARY KEY,
  company_product_id integer NOT NULL REFERENCES company_products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  paused boolean NOT NULL DEFAULT false,
  latitude double precision,
  longitude double precision,
  deviating_coordinates boolean NOT NULL DEFAULT false,
  -- Metres (kilometres x 1000); 0 means the filter works by municipalities only.
  max_distance integer NOT NULL DEFAULT 0 CHECK (max_distance BETWEEN 0 AND 500000),
  municipalities text[] NOT NULL DEFAULT '{}',
  -- Per question key: allowed option values, or { gte, lte } for ranges.
  choices jsonb NOT NULL DEFAULT '{}'::jsonb,
  notification_list_id integer REFERENCES notification_lists (id) ON DELETE SET NULL,
  assignment_max integer CHECK (assignment_max IS NULL OR assignment_max >= 0),
  assignment_period text NOT NULL DEFAULT 'week' CHECK (assignment_period IN ('day', 'week', 'month')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_product_filters_company_product_idx ON company_product_filters (company_product_id);

-- No-cure-no-pay cost per lead, per company and product.
CREATE TABLE ncnp_products (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  cost_per_lead_cents integer NOT NULL CHECK (cost_per_lead_cents >= 0),
  PRIMARY KEY (company_id, product_id)
);

-- What a partner company pays (or is paid) per lead of a product.
CREATE TABLE partner_product_costs (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  cost_cents integer NOT NULL CHECK (cost_cents >= 0),
  PRIMARY KEY (company_id, product_id)
);
