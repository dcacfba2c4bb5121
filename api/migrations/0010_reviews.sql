-- Reviews: a consumer rates the company that did the job.
-- A request mails a single-use link; the review goes through moderation; the
-- company may reply once before it is published (docs/reviews.md).

CREATE TABLE review_requests (
  id serial PRIMARY KEY,
  assigned_lead_id integer NOT NULL UNIQUE REFERENCES assigned_leads (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  -- Set when the review (or its revision) was received: the link then answers "already received".
  used_at timestamptz,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reviews (
  id serial PRIMARY KEY,
  assigned_lead_id integer NOT NULL UNIQUE REFERENCES assigned_leads (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'on_hold', 'public', 'deleted')),
  recommend boolean NOT NULL,
  fulfill boolean NOT NULL,
  rating_appointments integer CHECK (rating_appointments BETWEEN 1 AND 10),
  rating_service integer CHECK (rating_service BETWEEN 1 AND 10),
  rating_price_quality integer CHECK (rating_price_quality BETWEEN 1 AND 10),
  rating numeric(3, 1),
  pros jsonb NOT NULL DEFAULT '[]',
  cons jsonb NOT NULL DEFAULT '[]',
  comment text,
  author_name text NOT NULL,
  reply text,
  replied_at timestamptz,
  replied_by integer REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  published_at timestamptz,
  revision_requested_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_company_idx ON reviews (company_id, created_at DESC);
CREATE INDEX reviews_status_idx ON reviews (status, created_at DESC);

-- Files sent with the review link; they belong to the request until the review exists.
CREATE TABLE review_attachments (
  id serial PRIMARY KEY,
  review_request_id integer NOT NULL REFERENCES review_requests (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  file_name text NOT NULL,
  media_type text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_attachments_request_idx ON review_attachments (review_request_id);
