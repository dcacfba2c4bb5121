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

-- Images and files the editors upload for their pages, per domain. The file itself
-- lives in the file storage under storage_key; its type is checked by content.
CREATE TABLE cms_uploads (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE RESTRICT,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  title text NOT NULL DEFAULT '',
  alt text NOT NULL DEFAULT '',
  -- What the first bytes say: png, jpeg, webp, svg or pdf.
  file_type text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  width integer,
  height integer,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_uploads_domain_idx ON cms_uploads (domain_id);
CREATE INDEX cms_uploads_uploaded_by_idx ON cms_uploads (uploaded_by);

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
  header_image_id integer REFERENCES cms_uploads (id) ON DELETE RESTRICT,
  image1_id integer REFERENCES cms_uploads (id) ON DELETE RESTRICT,
  image2_id integer REFERENCES cms_uploads (id) ON DELETE RESTRICT,
  image3_id integer REFERENCES cms_uploads (id) ON DELETE RESTRICT,
  image4_id integer REFERENCES cms_uploads (id) ON DELETE RESTRICT,
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
CREATE INDEX cms_pages_header_image_idx ON cms_pages (header_image_id);
CREATE INDEX cms_pages_image1_idx ON cms_pages (image1_id);
CREATE INDEX cms_pages_image2_idx ON cms_pages (image2_id);
CREATE INDEX cms_pages_image3_idx ON cms_pages (image3_id);
CREATE INDEX cms_pages_image4_idx ON cms_pages (image4_id);

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
