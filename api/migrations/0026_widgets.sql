-- Widgets: one of each type per domain, with ordered link groups of ordered links,
-- type-specific settings and named images (docs/cms.md, "Widgets").
CREATE TABLE widgets (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE CASCADE,
  type text NOT NULL
    CHECK (type IN ('front_page_links', 'home_page_cta', 'about_us_menu', 'how_to_b2c', 'footer_bar')),
  settings jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (domain_id, type)
);

CREATE TABLE widget_link_groups (
  id serial PRIMARY KEY,
  widget_id integer NOT NULL REFERENCES widgets (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  position integer NOT NULL
);
CREATE INDEX widget_link_groups_widget_idx ON widget_link_groups (widget_id, position);

-- A link leads to an address (external) or to a page of the widget's domain, never both.
-- A deleted page leaves the link without a target until an editor picks another.
CREATE TABLE widget_links (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES widget_link_groups (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(btrim(label)) > 0),
  external boolean NOT NULL DEFAULT false,
  external_url text,
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  position integer NOT NULL,
  CHECK (external OR external_url IS NULL),
  CHECK (NOT external OR (page_id IS NULL AND external_url IS NOT NULL))
);
CREATE INDEX widget_links_group_idx ON widget_links (group_id, position);
CREATE INDEX widget_links_page_idx ON widget_links (page_id);

-- The images of a widget by name (names per type in domain/widgets/widget.ts).
CREATE TABLE widget_images (
  widget_id integer NOT NULL REFERENCES widgets (id) ON DELETE CASCADE,
  name text NOT NULL,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  file_name text NOT NULL,
  size_bytes integer NOT NULL,
  width integer,
  height integer,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (widget_id, name)
);
