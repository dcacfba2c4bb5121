-- Comparison reviews (docs/comparison.md): visitors of the public sites review comparison
-- products, comparison editors moderate them. Labels: new, on hold, public, deleted.
-- "deleted" is a state: the review leaves the sites and the default list but can be
-- found back (state filter) and restored. Ratings are whole numbers 1-10.
-- approved_at / approved_by: the approval that made the review public; set exactly
-- while the review is public (approved_by is cleared when that user goes).
CREATE TABLE comparison_reviews (
  id serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES comparison_products (id) ON DELETE CASCADE,
  author_name text NOT NULL CHECK (length(btrim(author_name)) > 0),
  email text NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 10),
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  text text NOT NULL,
  pros text[] NOT NULL DEFAULT '{}',
  cons text[] NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'on_hold', 'public', 'deleted')),
  -- The sender's address of a public submission (the hourly limit per address).
  client_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_at timestamptz,
  approved_by integer REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'public') = (approved_at IS NOT NULL))
);
CREATE INDEX comparison_reviews_product_idx ON comparison_reviews (product_id);
CREATE INDEX comparison_reviews_created_idx ON comparison_reviews (created_at);
CREATE INDEX comparison_reviews_awaiting_idx ON comparison_reviews (created_at, id)
  WHERE state = 'new';
CREATE INDEX comparison_reviews_approved_by_idx ON comparison_reviews (approved_by);
CREATE INDEX comparison_reviews_client_ip_idx ON comparison_reviews (client_ip, created_at)
  WHERE client_ip IS NOT NULL;
