-- Features of the price comparison (docs/comparison.md): the feature names feeds and spec
-- websites bring in that are not mapped to a feature yet, the spec websites the
-- catalogue reads specs from with their own spec names (synonyms), and per core
-- product the templates of a product page's meta title and description.

-- A feature name seen in a product feed or on a spec website, per core product.
-- state: unmapped (waiting for an editor), mapped (to mapped_feature_id), ignored.
-- Mapped and ignored rows stay, so the history shows what became of a name.
CREATE TABLE comparison_unmapped_features (
  id serial PRIMARY KEY,
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  source text NOT NULL CHECK (source IN ('feed', 'spec_website')),
  sample_value text,
  seen_count integer NOT NULL DEFAULT 1 CHECK (seen_count >= 1),
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'unmapped' CHECK (state IN ('unmapped', 'mapped', 'ignored')),
  mapped_feature_id integer REFERENCES comparison_features (id) ON DELETE SET NULL,
  handled_at timestamptz,
  handled_by integer REFERENCES users (id) ON DELETE SET NULL,
  CHECK (state <> 'unmapped' OR (mapped_feature_id IS NULL AND handled_at IS NULL))
);
CREATE UNIQUE INDEX comparison_unmapped_features_name_key
  ON comparison_unmapped_features (core_product_id, source, lower(name));
CREATE INDEX comparison_unmapped_features_open_idx
  ON comparison_unmapped_features (core_product_id, seen_count DESC) WHERE state = 'unmapped';
CREATE INDEX comparison_unmapped_features_feature_idx
  ON comparison_unmapped_features (mapped_feature_id);
CREATE INDEX comparison_unmapped_features_handled_by_idx
  ON comparison_unmapped_features (handled_by);

-- The values products had for a name while it was unmapped. Mapping the name turns
-- them into specs of the feature (a product's existing spec is kept) and removes them.
CREATE TABLE comparison_unmapped_feature_values (
  unmapped_feature_id integer NOT NULL
    REFERENCES comparison_unmapped_features (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  value text NOT NULL CHECK (length(btrim(value)) > 0),
  PRIMARY KEY (unmapped_feature_id, product_id)
);
CREATE INDEX comparison_unmapped_feature_values_product_idx
  ON comparison_unmapped_feature_values (product_id);

-- A website specs of one core product's products are read from; name unique without
-- regard to case.
CREATE TABLE comparison_spec_websites (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  base_url text NOT NULL CHECK (base_url ~ '^https?://'),
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX comparison_spec_websites_name_key ON comparison_spec_websites (lower(name));
CREATE INDEX comparison_spec_websites_core_idx ON comparison_spec_websites (core_product_id);

-- A spec website's own name for a spec. Mapped when it names a feature of the website's
-- core product (feature_id) or is explicitly not a feature we keep (no_feature);
-- the others are the synonym suggestions.
CREATE TABLE comparison_spec_synonyms (
  id serial PRIMARY KEY,
  spec_website_id integer NOT NULL REFERENCES comparison_spec_websites (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  sample_value text,
  feature_id integer REFERENCES comparison_features (id) ON DELETE SET NULL,
  no_feature boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT (no_feature AND feature_id IS NOT NULL))
);
CREATE UNIQUE INDEX comparison_spec_synonyms_name_key
  ON comparison_spec_synonyms (spec_website_id, lower(name));
CREATE INDEX comparison_spec_synonyms_unmapped_idx
  ON comparison_spec_synonyms (spec_website_id, name) WHERE feature_id IS NULL AND NOT no_feature;
CREATE INDEX comparison_spec_synonyms_feature_idx ON comparison_spec_synonyms (feature_id);

-- Per core product: the templates the public sites build a product page's meta title
-- and description from ({name}, {brand}, {core_product}, {ean}, {feature:<name>}).
-- No row: nothing saved yet (the screen shows empty templates, version 0).
CREATE TABLE comparison_product_meta (
  core_product_id integer PRIMARY KEY
    REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  title_template text NOT NULL DEFAULT '',
  description_template text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);
