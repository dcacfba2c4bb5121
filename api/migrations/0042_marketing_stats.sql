-- Marketing stats: new leads, their assignments and revenue per day and per tracking
-- values, so the marketing overview and the campaigns never scan the lead tables per
-- request. Kept by triggers like the dashboards' day stats (0037); docs/marketing.md.

-- Leads of a day by what they arrived with; '' and 0 stand for "none" (key columns).
-- Assignments and revenue count on the lead's own day and tracking values: what the
-- leads a channel brought in that day were sold for, whenever they were sold.
CREATE TABLE marketing_day_stats (
  day date NOT NULL,
  product_id integer NOT NULL,
  utm_source text NOT NULL DEFAULT '',
  utm_medium text NOT NULL DEFAULT '',
  utm_campaign text NOT NULL DEFAULT '',
  source_domain text NOT NULL DEFAULT '',
  partner_company_id integer NOT NULL DEFAULT 0,
  leads integer NOT NULL DEFAULT 0,
  assigned_leads integer NOT NULL DEFAULT 0,
  revenue_cents bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, product_id, utm_source, utm_medium, utm_campaign, source_domain,
               partner_company_id)
);
-- The campaigns list reads each campaign's days by its utm_campaign.
CREATE INDEX marketing_day_stats_campaign_idx
  ON marketing_day_stats (utm_campaign, day) WHERE utm_campaign <> '';

CREATE FUNCTION marketing_day_stats_add(
  lead leads, n integer, assigned integer, cents bigint
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO marketing_day_stats AS s (day, product_id, utm_source, utm_medium,
                                        utm_campaign, source_domain, partner_company_id,
                                        leads, assigned_leads, revenue_cents)
  VALUES (dashboard_day(lead.created_at), lead.product_id,
          coalesce(lead.utm_source, ''), coalesce(lead.utm_medium, ''),
          coalesce(lead.utm_campaign, ''), coalesce(lead.source_domain, ''),
          coalesce(lead.partner_company_id, 0), n, assigned, cents)
  ON CONFLICT (day, product_id, utm_source, utm_medium, utm_campaign, source_domain,
               partner_company_id) DO UPDATE
     SET leads = s.leads + excluded.leads,
         assigned_leads = s.assigned_leads + excluded.assigned_leads,
         revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;

-- A new lead counts once; a lead whose day, product or tracking values change moves its
-- whole figures (itself, its assignments and their prices) to its new key.
CREATE FUNCTION marketing_day_stats_lead_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  cents bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*)::int, coalesce(sum(price_cents), 0) INTO n, cents
      FROM assigned_leads WHERE lead_id = NEW.id;
    PERFORM marketing_day_stats_add(NEW, 1, n, cents);
  ELSE
    SELECT count(*)::int, coalesce(sum(price_cents), 0) INTO n, cents
      FROM assigned_leads WHERE lead_id = NEW.id;
    PERFORM marketing_day_stats_add(OLD, -1, -n, -cents);
    PERFORM marketing_day_stats_add(NEW, 1, n, cents);
  END IF;
  RETURN NULL;
END $$;

-- A deleted lead takes its figures out before the cascade removes its assignments: by
-- then the lead is gone and the assignments' own trigger skips them.
CREATE FUNCTION marketing_day_stats_lead_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  cents bigint;
BEGIN
  SELECT count(*)::int, coalesce(sum(price_cents), 0) INTO n, cents
    FROM assigned_leads WHERE lead_id = OLD.id;
  PERFORM marketing_day_stats_add(OLD, -1, -n, -cents);
  RETURN OLD;
END $$;

-- PostgreSQL fires a table's triggers in name order, and the order decides which day rows a
-- transaction locks first. Matching locks the partner's row (assigned_leads_count_change
-- updates the lead) before this table's row (assigned_leads_marketing_day_stats), so a new
-- lead must too: these names sort after leads_partner_day_stats, or a lead arriving while
-- another of the same partner, day and product is matched deadlocks with it.
CREATE TRIGGER leads_tracking_day_stats AFTER INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION marketing_day_stats_lead_sync();
CREATE TRIGGER leads_tracking_day_stats_change
  AFTER UPDATE OF created_at, product_id, utm_source, utm_medium, utm_campaign,
                  source_domain, partner_company_id ON leads
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
                     OR OLD.product_id <> NEW.product_id
                     OR OLD.utm_source IS DISTINCT FROM NEW.utm_source
                     OR OLD.utm_medium IS DISTINCT FROM NEW.utm_medium
                     OR OLD.utm_campaign IS DISTINCT FROM NEW.utm_campaign
                     OR OLD.source_domain IS DISTINCT FROM NEW.source_domain
                     OR OLD.partner_company_id IS DISTINCT FROM NEW.partner_company_id)
  EXECUTE FUNCTION marketing_day_stats_lead_sync();
CREATE TRIGGER leads_tracking_day_stats_remove BEFORE DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION marketing_day_stats_lead_remove();

-- An assignment adds to (or, deleted, takes from) its lead's row.
CREATE FUNCTION marketing_day_stats_assigned_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead leads;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO lead FROM leads WHERE id = OLD.lead_id;
    IF FOUND THEN
      PERFORM marketing_day_stats_add(lead, 0, -1, -OLD.price_cents);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO lead FROM leads WHERE id = NEW.lead_id;
    IF FOUND THEN
      PERFORM marketing_day_stats_add(lead, 0, 1, NEW.price_cents);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER assigned_leads_marketing_day_stats AFTER INSERT OR DELETE ON assigned_leads
  FOR EACH ROW EXECUTE FUNCTION marketing_day_stats_assigned_sync();
CREATE TRIGGER assigned_leads_marketing_day_stats_change
  AFTER UPDATE OF price_cents, lead_id ON assigned_leads
  FOR EACH ROW WHEN (OLD.price_cents <> NEW.price_cents OR OLD.lead_id <> NEW.lead_id)
  EXECUTE FUNCTION marketing_day_stats_assigned_sync();

-- Backfill ----------------------------------------------------------------------------

INSERT INTO marketing_day_stats (day, product_id, utm_source, utm_medium, utm_campaign,
                                 source_domain, partner_company_id, leads, assigned_leads,
                                 revenue_cents)
SELECT dashboard_day(l.created_at), l.product_id, coalesce(l.utm_source, ''),
       coalesce(l.utm_medium, ''), coalesce(l.utm_campaign, ''), coalesce(l.source_domain, ''),
       coalesce(l.partner_company_id, 0), count(*)::int, coalesce(sum(a.n), 0)::int,
       coalesce(sum(a.cents), 0)
  FROM leads l
  LEFT JOIN (SELECT lead_id, count(*) AS n, sum(price_cents) AS cents
               FROM assigned_leads GROUP BY lead_id) a ON a.lead_id = l.id
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
