-- Payments through a payment provider: an invoice paid online or a prepaid deposit.
-- `status` is ours and moves once from open to a final state; the webhook may be
-- delivered any number of times, the booking happens once (the row is locked and
-- only an open row changes).
CREATE TABLE payments (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invoice', 'deposit')),
  invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  description text NOT NULL,
  provider text NOT NULL,
  provider_payment_id text,
  checkout_url text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed', 'canceled', 'expired')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  CHECK ((purpose = 'invoice') = (invoice_id IS NOT NULL))
);
CREATE UNIQUE INDEX payments_provider_idx ON payments (provider, provider_payment_id);
CREATE INDEX payments_company_idx ON payments (company_id, id DESC);
-- At most one open deposit per company, and one open payment per invoice.
CREATE UNIQUE INDEX payments_open_deposit_idx ON payments (company_id) WHERE purpose = 'deposit' AND status = 'open';
CREATE UNIQUE INDEX payments_open_invoice_idx ON payments (invoice_id) WHERE status = 'open';

-- The offline provider's own book: the checkouts it serves (a stand-in for a real
-- provider's systems, so the portal runs without an account).
CREATE TABLE offline_checkouts (
  id text PRIMARY KEY,
  amount_cents integer NOT NULL,
  description text NOT NULL,
  redirect_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'canceled', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now()
);
