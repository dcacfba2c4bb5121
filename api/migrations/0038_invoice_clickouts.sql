-- Comparison shops pay per click-out: the invoice that billed a click-out, so each
-- invoice can list exactly the click-outs it charged (its click-out specification).
ALTER TABLE comparison_clickouts
  ADD COLUMN invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL;
CREATE INDEX comparison_clickouts_invoice_idx ON comparison_clickouts (invoice_id);
-- What the next invoice of a shop bills: its priced click-outs not invoiced yet.
CREATE INDEX comparison_clickouts_uninvoiced_idx ON comparison_clickouts (company_id, clicked_at)
  WHERE invoice_id IS NULL AND click_price_cents > 0;
