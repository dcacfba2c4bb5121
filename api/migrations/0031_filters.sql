-- Comparison filters (docs/comparison.md): the facets a public site offers on a core product's
-- product list. One filter per feature of the core product; `position` orders the filter
-- panel, `list_position` the columns/badges of the product list (NULL: not shown there).
-- step_type 'range': the editor's steps (below); 'min_max': a slider between min and max
-- (both cleared for any other step type). The feature's core product is checked by the api.

CREATE TABLE comparison_filters (
  id serial PRIMARY KEY,
  core_product_id integer NOT NULL REFERENCES comparison_core_products (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES comparison_features (id) ON DELETE CASCADE,
  label text NOT NULL CHECK (length(btrim(label)) > 0),
  position integer NOT NULL CHECK (position >= 0),
  list_position integer CHECK (list_position IS NULL OR list_position >= 0),
  step_type text NOT NULL CHECK (step_type IN ('range', 'min_max')),
  min double precision,
  max double precision,
  sorting text NOT NULL DEFAULT 'key_asc'
    CHECK (sorting IN ('count_asc', 'count_desc', 'key_asc', 'key_desc')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (step_type = 'min_max' OR (min IS NULL AND max IS NULL)),
  CHECK (min IS NULL OR max IS NULL OR min < max)
);
-- One filter per feature.
CREATE UNIQUE INDEX comparison_filters_feature_key ON comparison_filters (feature_id);
CREATE INDEX comparison_filters_core_idx ON comparison_filters (core_product_id, position);

-- A filter's options in order. A range step matches numeric spec values in [range_from,
-- range_to) (either end open); a value step matches the spec value itself (text features).
CREATE TABLE comparison_filter_steps (
  filter_id integer NOT NULL REFERENCES comparison_filters (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  label text NOT NULL CHECK (length(btrim(label)) > 0),
  value text,
  range_from double precision,
  range_to double precision,
  PRIMARY KEY (filter_id, position),
  CHECK (
    (value IS NOT NULL AND range_from IS NULL AND range_to IS NULL)
    OR (value IS NULL AND (range_from IS NOT NULL OR range_to IS NOT NULL))
  ),
  CHECK (range_from IS NULL OR range_to IS NULL OR range_from < range_to)
);
