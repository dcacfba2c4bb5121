-- The lead managers' work on their home (docs/dashboards.md, "The lead managers' home").

-- Failed partner lead API requests: what the partner sent (secrets left out), how it was
-- answered, and whether a retry from the home has taken it in since.
CREATE TABLE partner_request_failures (
  id serial PRIMARY KEY,
  partner_company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  request_id text,
  body jsonb NOT NULL,
  status integer NOT NULL,
  error_key text NOT NULL,
  error_fields jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  retry_count integer NOT NULL DEFAULT 0,
  retried_at timestamptz,
  done_at timestamptz,
  lead_id integer REFERENCES leads (id) ON DELETE SET NULL
);
-- The home lists the open failures newest first.
CREATE INDEX partner_request_failures_open_idx
  ON partner_request_failures (created_at DESC, id DESC) WHERE done_at IS NULL;
CREATE INDEX partner_request_failures_partner_idx ON partner_request_failures (partner_company_id);

-- Change requests: a company's user asks staff to change the company's registration data
-- (name, chamber of commerce number, address); staff accept (the change is saved as a
-- company save with version check) or reject it (the requester is told by mail).
CREATE TABLE company_change_requests (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  old_values jsonb NOT NULL,
  note text,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'accepted', 'rejected')),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX company_change_requests_open_idx
  ON company_change_requests (created_at DESC, id DESC) WHERE state = 'open';
CREATE INDEX company_change_requests_company_idx
  ON company_change_requests (company_id, created_at DESC);
