-- Consent between accounts: a customer who adds an existing account to a company
-- invites it (the account accepts while logged in), and an account's own e-mail
-- change waits for the link sent to the new address.

CREATE TABLE company_invitations (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- The invited account; the e-mail is kept as it was typed, for the company's list.
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- Accepting makes the account the main user (asked for by the inviter).
  admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  declined_at timestamptz
);
-- One open invitation per account and company.
CREATE UNIQUE INDEX company_invitations_open_idx ON company_invitations (company_id, user_id)
  WHERE accepted_at IS NULL AND declined_at IS NULL;
CREATE INDEX company_invitations_user_idx ON company_invitations (user_id);

-- token_hash is the sha256 (hex) of the link's token, as for password resets.
CREATE TABLE email_change_requests (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz
);
CREATE INDEX email_change_requests_user_idx ON email_change_requests (user_id);
