-- Prepaid, part 2: finance's refunds and corrections of a balance, and receipts.
-- A ledger row now says who made a manual change and why (the note finance typed),
-- and a deposit's row names the payment it books, so its receipt can be found.
ALTER TABLE balance_ledger
  ADD COLUMN created_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN note text,
  ADD COLUMN payment_id integer REFERENCES payments (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX balance_ledger_payment_idx ON balance_ledger (payment_id);
-- A manual change always carries its reason.
ALTER TABLE balance_ledger
  ADD CONSTRAINT balance_ledger_manual_note CHECK (
    reason NOT IN ('adjustment', 'refund') OR (note IS NOT NULL AND length(btrim(note)) > 0)
  );
