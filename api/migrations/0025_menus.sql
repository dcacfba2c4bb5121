-- Menus and product menus of a site (docs/cms.md). Both are trees of the same
-- rows, told apart by `kind`; a product-menu item also has an icon and maybe a product.
CREATE TABLE cms_menu_items (
  id serial PRIMARY KEY,
  domain_id integer NOT NULL REFERENCES cms_domains (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('menu', 'product_menu')),
  -- A parent's subtree goes with it.
  parent_id integer REFERENCES cms_menu_items (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  label text NOT NULL CHECK (length(btrim(label)) > 0),
  external boolean NOT NULL DEFAULT false,
  external_url text,
  -- A deleted page leaves the item without a link (the delivery skips its url) rather
  -- than blocking the page's deletion; the editor then asks for a page again.
  page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  icon text,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The hyperlink keeps only the kind chosen.
  CHECK (NOT external OR page_id IS NULL),
  CHECK (external OR external_url IS NULL),
  CHECK ((kind = 'product_menu') = (icon IS NOT NULL)),
  CHECK (kind = 'product_menu' OR product_id IS NULL),
  -- Siblings have one position each; checked at commit, as a move renumbers in steps.
  CONSTRAINT cms_menu_items_sibling_position UNIQUE NULLS NOT DISTINCT (domain_id, kind, parent_id, position)
    DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX cms_menu_items_tree_idx ON cms_menu_items (domain_id, kind, parent_id, position);
CREATE INDEX cms_menu_items_parent_idx ON cms_menu_items (parent_id);
CREATE INDEX cms_menu_items_page_idx ON cms_menu_items (page_id);
