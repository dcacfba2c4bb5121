-- Claims: a company asks its money back for a bad lead; accepted claims credit it
-- (prepaid balance at once, otherwise a credit for the next invoice). docs/claims.md.

CREATE TABLE claims (
  id serial PRIMARY KEY,
  -- One claim per assigned lead: a second one answers CLAIM_RECEIVED.
  assigned_lead_id integer NOT NULL UNIQUE REFERENCES assigned_leads (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- 0 new, 4 call center, 1 pending (labelled with the product), 2 accepted, 3 denied.
  status integer NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, 4)),
  -- The reason the company picked (domain/claims/claim-reasons.ts).
  description text NOT NULL,
  message text NOT NULL,
  is_default_message boolean NOT NULL DEFAULT false,
  stop_matching boolean NOT NULL DEFAULT false,
  enable_email_notifications boolean NOT NULL DEFAULT false,
  proof_key text,
  proof_name text,
  proof_media_type text,
  proof_size integer,
  -- Why the portal decided by itself (invalid_phone, duplicate_lead, filed_late), if it did.
  auto_reason text,
  -- True while the status is still the automatic one (staff may override it).
  auto_decided boolean NOT NULL DEFAULT false,
  -- Set while the company holds the credit of this claim: guards crediting twice.
  credited boolean NOT NULL DEFAULT false,
  -- The assigned lead's pipeline state before acceptance made it "claimed".
  state_before_accept integer,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  decided_by_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_company_idx ON claims (company_id, created_at DESC);
CREATE INDEX claims_status_idx ON claims (status, created_at DESC);
CREATE INDEX claims_created_idx ON claims (created_at DESC, id DESC);
CREATE INDEX claims_decided_by_idx ON claims (decided_by_user_id);
CREATE INDEX claims_user_idx ON claims (user_id);

-- Credits for companies that pay by invoice: the invoices area prints the rows not yet
-- invoiced as credit lines and stamps them. A reversal (staff overrode an automatic
-- acceptance) is a row with a negative amount.
CREATE TABLE claim_credits (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  assigned_lead_id integer REFERENCES assigned_leads (id) ON DELETE SET NULL,
  amount_cents integer NOT NULL,
  reason text NOT NULL CHECK (reason IN ('claim_accepted', 'claim_reversed')),
  invoiced_at timestamptz,
  -- The invoice that carried it (the invoices area adds the table and the reference).
  invoice_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_credits_claim_idx ON claim_credits (claim_id);
CREATE INDEX claim_credits_assigned_lead_idx ON claim_credits (assigned_lead_id);
CREATE INDEX claim_credits_pending_idx ON claim_credits (company_id) WHERE invoiced_at IS NULL;
CREATE INDEX claim_credits_invoice_idx ON claim_credits (invoice_id) WHERE invoice_id IS NOT NULL;
