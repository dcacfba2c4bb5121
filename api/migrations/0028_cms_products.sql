-- CMS products: what the public sites say about a service product (one per product
-- discriminator), and the logos shown with it (brands, installers' marks), in order.
CREATE TABLE cms_products (
  id serial PRIMARY KEY,
  discr text NOT NULL UNIQUE REFERENCES products (discr) ON UPDATE CASCADE ON DELETE CASCADE,
  title text NOT NULL,
  intro text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cms_product_logos (
  id serial PRIMARY KEY,
  cms_product_id integer NOT NULL REFERENCES cms_products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  file_key text NOT NULL UNIQUE,
  content_type text NOT NULL
);
CREATE INDEX cms_product_logos_product_idx ON cms_product_logos (cms_product_id, position);
