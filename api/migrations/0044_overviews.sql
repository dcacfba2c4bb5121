-- The staff overviews and the shops' clicks (docs/dashboards.md):
-- 1. What companies paid for each partner's leads, on the partner's day rows, kept by
--    triggers like the other day-stats tables (the partner overview never reads leads).
-- 2. An index-only read of the period's lead places for the coverage overview.
-- 3. A shop's own click-outs by time, for its clicks screen.

-- 1. Partner lead revenue --------------------------------------------------------------

-- The prices of the lead's assignments, on the partner's row of the day the lead came in
-- (the lead's day and product, like the other figures of the row).
ALTER TABLE partner_lead_day_stats ADD COLUMN revenue_cents bigint NOT NULL DEFAULT 0;

CREATE FUNCTION partner_lead_revenue_add(partner integer, at timestamptz, product integer, cents bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO partner_lead_day_stats AS s (partner_company_id, day, product_id, revenue_cents)
  VALUES (partner, dashboard_day(at), product, cents)
  ON CONFLICT (partner_company_id, day, product_id) DO UPDATE
     SET revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;

-- An assignment added, removed, repriced or moved to another lead.
CREATE FUNCTION partner_lead_revenue_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead record;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    -- Not found: the lead is being deleted and took its revenue out already.
    SELECT partner_company_id, created_at, product_id INTO lead FROM leads WHERE id = OLD.lead_id;
    IF FOUND AND lead.partner_company_id IS NOT NULL AND OLD.price_cents <> 0 THEN
      PERFORM partner_lead_revenue_add(lead.partner_company_id, lead.created_at, lead.product_id,
                                       -OLD.price_cents);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT partner_company_id, created_at, product_id INTO lead FROM leads WHERE id = NEW.lead_id;
    IF FOUND AND lead.partner_company_id IS NOT NULL AND NEW.price_cents <> 0 THEN
      PERFORM partner_lead_revenue_add(lead.partner_company_id, lead.created_at, lead.product_id,
                                       NEW.price_cents);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER assigned_leads_partner_revenue AFTER INSERT OR DELETE ON assigned_leads
  FOR EACH ROW EXECUTE FUNCTION partner_lead_revenue_sync();
CREATE TRIGGER assigned_leads_partner_revenue_change
  AFTER UPDATE OF price_cents, lead_id ON assigned_leads
  FOR EACH ROW WHEN (OLD.price_cents <> NEW.price_cents OR OLD.lead_id <> NEW.lead_id)
  EXECUTE FUNCTION partner_lead_revenue_sync();

-- A lead that moves to another partner, day or product takes its revenue along; a deleted
-- lead takes it out before the cascade removes its assignments (their trigger then finds
-- no lead and skips them).
CREATE FUNCTION partner_lead_revenue_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT coalesce(sum(price_cents), 0) INTO total FROM assigned_leads WHERE lead_id = OLD.id;
  IF total <> 0 THEN
    IF OLD.partner_company_id IS NOT NULL THEN
      PERFORM partner_lead_revenue_add(OLD.partner_company_id, OLD.created_at, OLD.product_id, -total);
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.partner_company_id IS NOT NULL THEN
      PERFORM partner_lead_revenue_add(NEW.partner_company_id, NEW.created_at, NEW.product_id, total);
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_partner_revenue_change
  AFTER UPDATE OF partner_company_id, created_at, product_id ON leads
  FOR EACH ROW WHEN (
    (OLD.partner_company_id IS NOT NULL OR NEW.partner_company_id IS NOT NULL)
    AND (OLD.partner_company_id IS DISTINCT FROM NEW.partner_company_id
         OR dashboard_day(OLD.created_at) IS DISTINCT FROM dashboard_day(NEW.created_at)
         OR OLD.product_id <> NEW.product_id))
  EXECUTE FUNCTION partner_lead_revenue_move();
CREATE TRIGGER leads_partner_revenue_remove BEFORE DELETE ON leads
  FOR EACH ROW WHEN (OLD.partner_company_id IS NOT NULL)
  EXECUTE FUNCTION partner_lead_revenue_move();

-- Backfill: the revenue of the partner leads that exist.
INSERT INTO partner_lead_day_stats AS s (partner_company_id, day, product_id, revenue_cents)
SELECT l.partner_company_id, dashboard_day(l.created_at), l.product_id, sum(a.price_cents)
  FROM leads l JOIN assigned_leads a ON a.lead_id = l.id
 WHERE l.partner_company_id IS NOT NULL
 GROUP BY l.partner_company_id, dashboard_day(l.created_at), l.product_id
ON CONFLICT (partner_company_id, day, product_id) DO UPDATE
   SET revenue_cents = excluded.revenue_cents;

-- 2. Coverage overview ------------------------------------------------------------------

-- The period's lead places, newest first, and their count per municipality: read from
-- the index alone.
CREATE INDEX leads_coverage_idx ON leads (created_at DESC)
  INCLUDE (product_id, municipality, province, latitude, longitude);

-- 3. A shop's clicks --------------------------------------------------------------------

CREATE INDEX comparison_clickouts_company_clicked_idx ON comparison_clickouts (company_id, clicked_at);
