-- The account managers' perfect view (docs/perfect-view.md): each account manager (or lead
-- manager) keeps named views of the company they would like to see, and chooses one; the
-- lead managers' home lists the companies that meet every criterion of the chosen view.
CREATE TABLE perfect_views (
  id serial PRIMARY KEY,
  owner_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  -- Criteria; an empty list or null is "any".
  product_ids integer[] NOT NULL DEFAULT '{}',
  provinces text[] NOT NULL DEFAULT '{}',
  states text[] NOT NULL DEFAULT '{}',
  min_review_average numeric(3, 1) CHECK (min_review_average BETWEEN 0 AND 10),
  account_manager text NOT NULL DEFAULT 'any' CHECK (account_manager IN ('any', 'mine', 'none')),
  chosen boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A name once per owner (case-insensitive), and at most one chosen view per owner.
CREATE UNIQUE INDEX perfect_views_owner_name_idx ON perfect_views (owner_user_id, lower(name));
CREATE UNIQUE INDEX perfect_views_owner_chosen_idx ON perfect_views (owner_user_id) WHERE chosen;

