-- CMS, part 1 finished and part 2 started: upload thumbnails and kinds, and the
-- smallest glossary terms and redirections the editor's selectors need (part 2 grows them).

-- cms: the CMS's own uploads; comparison: uploaded by comparison editors (product images).
ALTER TABLE cms_uploads
  ADD COLUMN upload_type text NOT NULL DEFAULT 'cms' CHECK (upload_type IN ('cms', 'comparison')),
  -- A small WebP of a raster image for grids and pickers; null for SVG and PDF.
  ADD COLUMN thumbnail_key text UNIQUE;
CREATE INDEX cms_uploads_type_idx ON cms_uploads (upload_type);

-- Glossary terms: a name, a short explanation, the service product it belongs to
-- (none: a generic term) and the page that explains it. The editor links text to them.
CREATE TABLE cms_terms (
  id serial PRIMARY KEY,
  name text NOT NULL,
  description text,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_terms_name_idx ON cms_terms (lower(name));
CREATE INDEX cms_terms_product_idx ON cms_terms (product_id);
CREATE INDEX cms_terms_page_idx ON cms_terms (page_id);

-- Redirections of a domain: a path that leads to an address (target) or to a page,
-- never both. Outgoing (affiliate) links live under /out/ and are marked affiliate.
CREATE TABLE cms_redirections (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE CASCADE,
  url text NOT NULL,
  target text,
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  description text,
  affiliate boolean NOT NULL DEFAULT false,
  temporary boolean NOT NULL DEFAULT false,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (domain_id, url),
  CHECK (target IS NULL OR page_id IS NULL),
  CHECK (NOT affiliate OR url LIKE '/out/%')
);
CREATE INDEX cms_redirections_page_idx ON cms_redirections (page_id);
CREATE INDEX cms_redirections_created_by_idx ON cms_redirections (created_by);
CREATE INDEX cms_redirections_affiliate_idx ON cms_redirections (domain_id, url) WHERE affiliate;
