-- Money back for an assigned lead happens at most once: by an accepted claim's credit
-- or by a credit note of an invoice that billed it. One row per lead (its primary key),
-- naming what gave the money back; the claim path and the credit-note path both read and
-- write it under the assigned lead's row lock (docs/claims.md, docs/invoices.md).
CREATE TABLE lead_refunds (
  assigned_lead_id integer PRIMARY KEY REFERENCES assigned_leads (id) ON DELETE CASCADE,
  claim_id integer REFERENCES claims (id) ON DELETE CASCADE,
  credit_note_id integer REFERENCES invoices (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((claim_id IS NULL) <> (credit_note_id IS NULL))
);
CREATE INDEX lead_refunds_claim_idx ON lead_refunds (claim_id) WHERE claim_id IS NOT NULL;

-- What gave money back before this table: credited claims, then the leads of credited invoices.
INSERT INTO lead_refunds (assigned_lead_id, claim_id)
  SELECT assigned_lead_id, id FROM claims WHERE credited
  ON CONFLICT DO NOTHING;
INSERT INTO lead_refunds (assigned_lead_id, credit_note_id)
  SELECT al.id, note.id
  FROM assigned_leads al
  JOIN invoices note ON note.kind = 'credit_note' AND note.corrects_invoice_id = al.invoice_id
  ON CONFLICT DO NOTHING;
