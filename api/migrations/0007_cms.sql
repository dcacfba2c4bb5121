-- CMS: the sites (domains) the editors keep, and their pages built from content blocks.

CREATE TABLE cms_domains (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- Host name the public site answers on, e.g. www.zonnepanelen-offertes.nl.
  host text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cms_pages (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE RESTRICT,
  type text NOT NULL DEFAULT 'GenericPage',
  -- Path under the domain: '/', '/zonnepanelen/kosten'. One page per path and domain.
  url text NOT NULL,
  -- The content blocks in order, each as domain/cms/content-block.ts checks it.
  blocks jsonb NOT NULL DEFAULT '[]'::jsonb,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  sources text[] NOT NULL DEFAULT '{}',
  -- The article's own dates; only blog and news detail pages keep them.
  created date,
  updated date,
  header_image_id integer,
  image1_id integer,
  image2_id integer,
  image3_id integer,
  image4_id integer,
  tags text[] NOT NULL DEFAULT '{}',
  widget_position integer NOT NULL DEFAULT 0 CHECK (widget_position >= 0),
  -- The lead-generator product of city, province and country pages.
  lead_product_id integer REFERENCES products (id) ON DELETE SET NULL,
  -- Comparison products picked on best-products and product-list pages.
  product_eans text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (domain_id, url)
);
CREATE INDEX cms_pages_author_idx ON cms_pages (author_id);
CREATE INDEX cms_pages_lead_product_idx ON cms_pages (lead_product_id);
CREATE INDEX cms_pages_updated_by_idx ON cms_pages (updated_by);

-- Earlier versions of a page: every save keeps the version it replaces, with who
-- saved that version and when, so an editor can compare and restore.
CREATE TABLE cms_page_revisions (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
  version integer NOT NULL,
  -- The page's fields as saved (domain/cms/page-input.ts, REST names).
  snapshot jsonb NOT NULL,
  saved_by integer REFERENCES users (id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (page_id, version)
);
CREATE INDEX cms_page_revisions_saved_by_idx ON cms_page_revisions (saved_by);
