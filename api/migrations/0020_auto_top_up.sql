-- Automatic top-up of a prepaid balance (our addition, as Bark and Lago wallets
-- do): below a threshold the company chose, a deposit of its chosen amount is
-- collected on the mandate it gave with a first payment.
ALTER TABLE payments ADD COLUMN sequence text NOT NULL DEFAULT 'oneoff'
  CHECK (sequence IN ('oneoff', 'first', 'recurring'));

CREATE TABLE prepaid_auto_top_ups (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  threshold_cents integer NOT NULL CHECK (threshold_cents >= 0),
  amount_euros integer NOT NULL,
  -- The provider's reference of the mandate (Mollie: customer and mandate id).
  mandate_reference text,
  last_top_up_at timestamptz,
  version integer NOT NULL DEFAULT 1
);

-- The offline provider simulates a mandate given with a first payment.
ALTER TABLE offline_checkouts ADD COLUMN gives_mandate boolean NOT NULL DEFAULT false;
