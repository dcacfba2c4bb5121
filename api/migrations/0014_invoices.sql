-- Invoices. A company's uninvoiced leads and claim credits make its current invoice,
-- which is only computed; completing it (or an extra invoice typed by staff) stores an
-- invoice with the next number of its series and year. Invoices and credit notes are
-- numbered apart, each without gaps (Dutch tax rules), by a counter row locked inside
-- the completing transaction.

CREATE TABLE invoice_number_series (
  kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  year integer NOT NULL,
  last_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, year)
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE RESTRICT,
  kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit_note')),
  -- The invoice a credit note corrects.
  corrects_invoice_id integer REFERENCES invoices (id) ON DELETE RESTRICT,
  number text NOT NULL UNIQUE,
  year integer NOT NULL,
  sequence integer NOT NULL,
  status smallint NOT NULL DEFAULT 1,
  payment_method smallint,
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  payment_date timestamptz,
  sent_at timestamptz,
  book_internal boolean NOT NULL DEFAULT false,
  send_email boolean NOT NULL DEFAULT true,
  -- Typed by staff on /invoice/extra/company/{id} rather than built from leads.
  extra boolean NOT NULL DEFAULT false,
  -- The buyer as invoiced (name, attention, address, KvK, e-mail): a later change of
  -- the company does not rewrite an invoice already issued.
  buyer jsonb NOT NULL,
  subtotal_cents integer NOT NULL,
  vat_rate_percent integer NOT NULL,
  vat_cents integer NOT NULL,
  total_cents integer NOT NULL,
  -- When the dunning run last moved it, so the next step counts from there.
  dunning_at timestamptz,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (kind, year, sequence),
  CHECK (kind = 'invoice' OR corrects_invoice_id IS NOT NULL)
);
CREATE INDEX invoices_company_idx ON invoices (company_id, id DESC);
CREATE INDEX invoices_status_idx ON invoices (status, due_date);
CREATE INDEX invoices_unsent_idx ON invoices (id) WHERE sent_at IS NULL;

CREATE TABLE invoice_lines (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  -- Both set, or both null for a text-only line.
  quantity integer,
  price_cents integer,
  ledger_number smallint,
  CHECK ((quantity IS NULL) = (price_cents IS NULL))
);
CREATE INDEX invoice_lines_invoice_idx ON invoice_lines (invoice_id, position);

-- What an invoice billed: a lead is invoiced once, a claim credit once.
ALTER TABLE assigned_leads ADD COLUMN invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL;
CREATE INDEX assigned_leads_uninvoiced_idx ON assigned_leads (company_id)
  WHERE invoice_id IS NULL AND settled = false;
ALTER TABLE claim_credits
  ADD CONSTRAINT claim_credits_invoice_fk FOREIGN KEY (invoice_id) REFERENCES invoices (id) ON DELETE SET NULL;

-- Our own details printed on invoices and in e-invoices come from the config (seller.ts);
-- the buyer's VAT number is the company's.
ALTER TABLE companies ADD COLUMN vat_number text;
