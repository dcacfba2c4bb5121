-- The partner home reads the claims a partner decides: those of the companies on its side
-- and those on leads it sent. The second half was a join of every open claim to its
-- assigned lead and lead (270 ms on three years of claims); the claim now carries the
-- partner of its lead, kept by triggers, so both halves are index reads. docs/dashboards.md.

ALTER TABLE claims ADD COLUMN lead_partner_company_id integer
  REFERENCES companies (id) ON DELETE SET NULL;

CREATE INDEX claims_lead_partner_idx ON claims (lead_partner_company_id, created_at)
  WHERE lead_partner_company_id IS NOT NULL;

-- A new claim (or one moved to another assigned lead) takes the partner of its lead.
CREATE FUNCTION claims_lead_partner_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.partner_company_id INTO NEW.lead_partner_company_id
    FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
   WHERE a.id = NEW.assigned_lead_id;
  RETURN NEW;
END $$;

CREATE TRIGGER claims_lead_partner BEFORE INSERT OR UPDATE OF assigned_lead_id ON claims
  FOR EACH ROW EXECUTE FUNCTION claims_lead_partner_fill();

-- A lead given to another partner moves its claims along.
CREATE FUNCTION leads_partner_claims_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE claims c SET lead_partner_company_id = NEW.partner_company_id
    FROM assigned_leads a
   WHERE a.lead_id = NEW.id AND c.assigned_lead_id = a.id;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_partner_claims AFTER UPDATE OF partner_company_id ON leads
  FOR EACH ROW WHEN (OLD.partner_company_id IS DISTINCT FROM NEW.partner_company_id)
  EXECUTE FUNCTION leads_partner_claims_sync();

-- Backfill: the claims that exist.
UPDATE claims c SET lead_partner_company_id = l.partner_company_id
  FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
 WHERE a.id = c.assigned_lead_id AND l.partner_company_id IS NOT NULL;
