-- Dashboards: per-day aggregates of leads, assigned leads (revenue) and claims, so the
-- homes never scan the lead tables per request. Triggers keep them (no write path can
-- forget one); this file fills them for the rows that exist. docs/dashboards.md.

-- The calendar day in Dutch time, the day every dashboard counts by.
CREATE FUNCTION dashboard_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (at AT TIME ZONE 'Europe/Amsterdam')::date
$$;

-- New leads per day, product and source (staff, partner, quote form, ...).
CREATE TABLE lead_day_stats (
  day date NOT NULL,
  product_id integer NOT NULL,
  source text NOT NULL,
  leads integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, product_id, source)
);

-- Assigned leads and their prices per day, company and product (the lead's product).
CREATE TABLE assigned_lead_day_stats (
  company_id integer NOT NULL,
  day date NOT NULL,
  product_id integer NOT NULL,
  leads integer NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day, product_id)
);

-- The same summed over companies, for the business's figures: a company dimension makes
-- the table above nearly as long as assigned_leads itself over a few years.
CREATE TABLE assigned_product_day_stats (
  day date NOT NULL,
  product_id integer NOT NULL,
  leads integer NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, product_id)
);

-- Claims per day and company: filed and accepted by the day the claim was filed, the
-- credit (claim credits for the next invoice and prepaid refunds, reversals negative)
-- by the day it was given.
CREATE TABLE claim_day_stats (
  company_id integer NOT NULL,
  day date NOT NULL,
  filed integer NOT NULL DEFAULT 0,
  accepted integer NOT NULL DEFAULT 0,
  credited_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (company_id, day)
);
CREATE INDEX claim_day_stats_day_idx
  ON claim_day_stats (day) INCLUDE (filed, accepted, credited_cents);

-- Planned CRM tasks of a company (task date from today) are few against all tasks.
CREATE INDEX crm_tasks_task_date_idx ON crm_tasks (task_date);

-- Leads -------------------------------------------------------------------------------

CREATE FUNCTION lead_day_stats_add(at timestamptz, product integer, src text, n integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO lead_day_stats AS s (day, product_id, source, leads)
  VALUES (dashboard_day(at), product, src, n)
  ON CONFLICT (day, product_id, source) DO UPDATE SET leads = s.leads + excluded.leads
$$;

CREATE FUNCTION assigned_lead_day_stats_add(
  company integer, at timestamptz, product integer, n integer, cents bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO assigned_lead_day_stats AS s (company_id, day, product_id, leads, revenue_cents)
  VALUES (company, dashboard_day(at), product, n, cents)
  ON CONFLICT (company_id, day, product_id) DO UPDATE
     SET leads = s.leads + excluded.leads, revenue_cents = s.revenue_cents + excluded.revenue_cents;
  INSERT INTO assigned_product_day_stats AS s (day, product_id, leads, revenue_cents)
  VALUES (dashboard_day(at), product, n, cents)
  ON CONFLICT (day, product_id) DO UPDATE
     SET leads = s.leads + excluded.leads, revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;

CREATE FUNCTION lead_day_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM lead_day_stats_add(OLD.created_at, OLD.product_id, OLD.source, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM lead_day_stats_add(NEW.created_at, NEW.product_id, NEW.source, 1);
  END IF;
  -- A lead that moves to another product takes its assignments along.
  IF TG_OP = 'UPDATE' AND OLD.product_id <> NEW.product_id THEN
    PERFORM assigned_lead_day_stats_add(a.company_id, a.created_at, OLD.product_id, -1, -a.price_cents),
            assigned_lead_day_stats_add(a.company_id, a.created_at, NEW.product_id, 1, a.price_cents)
       FROM assigned_leads a WHERE a.lead_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

-- A deleted lead takes its assignments out before the cascade removes them: by then the
-- lead (and so their product) is gone, and the assignments' own trigger skips them.
CREATE FUNCTION lead_assignments_day_stats_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM assigned_lead_day_stats_add(a.company_id, a.created_at, OLD.product_id, -1, -a.price_cents)
     FROM assigned_leads a WHERE a.lead_id = OLD.id;
  RETURN OLD;
END $$;

CREATE TRIGGER leads_day_stats AFTER INSERT OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_day_stats_sync();
CREATE TRIGGER leads_day_stats_change AFTER UPDATE OF created_at, product_id, source ON leads
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.product_id <> NEW.product_id OR OLD.source <> NEW.source)
  EXECUTE FUNCTION lead_day_stats_sync();
CREATE TRIGGER leads_assignments_day_stats BEFORE DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_assignments_day_stats_remove();

-- Assigned leads ----------------------------------------------------------------------

CREATE FUNCTION assigned_lead_day_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT product_id INTO product FROM leads WHERE id = OLD.lead_id;
    IF FOUND THEN
      PERFORM assigned_lead_day_stats_add(OLD.company_id, OLD.created_at, product, -1, -OLD.price_cents);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT product_id INTO product FROM leads WHERE id = NEW.lead_id;
    PERFORM assigned_lead_day_stats_add(NEW.company_id, NEW.created_at, product, 1, NEW.price_cents);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER assigned_leads_day_stats AFTER INSERT OR DELETE ON assigned_leads
  FOR EACH ROW EXECUTE FUNCTION assigned_lead_day_stats_sync();
CREATE TRIGGER assigned_leads_day_stats_change
  AFTER UPDATE OF company_id, created_at, price_cents, lead_id ON assigned_leads
  FOR EACH ROW WHEN (OLD.company_id <> NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.price_cents <> NEW.price_cents OR OLD.lead_id <> NEW.lead_id)
  EXECUTE FUNCTION assigned_lead_day_stats_sync();

-- Claims ------------------------------------------------------------------------------

CREATE FUNCTION claim_day_stats_add(
  company integer, at timestamptz, filed_n integer, accepted_n integer, cents bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO claim_day_stats AS s (company_id, day, filed, accepted, credited_cents)
  VALUES (company, dashboard_day(at), filed_n, accepted_n, cents)
  ON CONFLICT (company_id, day) DO UPDATE
     SET filed = s.filed + excluded.filed, accepted = s.accepted + excluded.accepted,
         credited_cents = s.credited_cents + excluded.credited_cents
$$;

CREATE FUNCTION claim_day_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM claim_day_stats_add(OLD.company_id, OLD.created_at, -1,
                                CASE WHEN OLD.status = 2 THEN -1 ELSE 0 END, 0);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM claim_day_stats_add(NEW.company_id, NEW.created_at, 1,
                                CASE WHEN NEW.status = 2 THEN 1 ELSE 0 END, 0);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER claims_day_stats AFTER INSERT OR DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION claim_day_stats_sync();
CREATE TRIGGER claims_day_stats_change AFTER UPDATE OF company_id, created_at, status ON claims
  FOR EACH ROW WHEN (OLD.company_id <> NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR (OLD.status = 2) <> (NEW.status = 2))
  EXECUTE FUNCTION claim_day_stats_sync();

-- A credit row (claim_credits, or a claim line of the prepaid ledger) moves money.
CREATE FUNCTION claim_credit_day_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM claim_day_stats_add(OLD.company_id, OLD.created_at, 0, 0, -OLD.amount_cents);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM claim_day_stats_add(NEW.company_id, NEW.created_at, 0, 0, NEW.amount_cents);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER claim_credits_day_stats AFTER INSERT OR DELETE ON claim_credits
  FOR EACH ROW EXECUTE FUNCTION claim_credit_day_stats_sync();
CREATE TRIGGER claim_credits_day_stats_change
  AFTER UPDATE OF company_id, created_at, amount_cents ON claim_credits
  FOR EACH ROW EXECUTE FUNCTION claim_credit_day_stats_sync();
CREATE TRIGGER balance_ledger_claim_day_stats AFTER INSERT ON balance_ledger
  FOR EACH ROW WHEN (NEW.reason IN ('claim_credited', 'claim_credit_reversed'))
  EXECUTE FUNCTION claim_credit_day_stats_sync();
CREATE TRIGGER balance_ledger_claim_day_stats_remove AFTER DELETE ON balance_ledger
  FOR EACH ROW WHEN (OLD.reason IN ('claim_credited', 'claim_credit_reversed'))
  EXECUTE FUNCTION claim_credit_day_stats_sync();

-- Backfill ----------------------------------------------------------------------------

INSERT INTO lead_day_stats (day, product_id, source, leads)
SELECT dashboard_day(created_at), product_id, source, count(*)::int
  FROM leads GROUP BY 1, 2, 3;

INSERT INTO assigned_lead_day_stats (company_id, day, product_id, leads, revenue_cents)
SELECT a.company_id, dashboard_day(a.created_at), l.product_id, count(*)::int, sum(a.price_cents)
  FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
 GROUP BY 1, 2, 3;

INSERT INTO assigned_product_day_stats (day, product_id, leads, revenue_cents)
SELECT dashboard_day(a.created_at), l.product_id, count(*)::int, sum(a.price_cents)
  FROM assigned_leads a JOIN leads l ON l.id = a.lead_id
 GROUP BY 1, 2;

INSERT INTO claim_day_stats (company_id, day, filed, accepted, credited_cents)
SELECT company_id, day, sum(filed)::int, sum(accepted)::int, sum(cents)
  FROM (SELECT company_id, dashboard_day(created_at) AS day, 1 AS filed,
               CASE WHEN status = 2 THEN 1 ELSE 0 END AS accepted, 0 AS cents
          FROM claims
        UNION ALL
        SELECT company_id, dashboard_day(created_at), 0, 0, amount_cents FROM claim_credits
        UNION ALL
        SELECT company_id, dashboard_day(created_at), 0, 0, amount_cents FROM balance_ledger
         WHERE reason IN ('claim_credited', 'claim_credit_reversed')) t
 GROUP BY 1, 2;
