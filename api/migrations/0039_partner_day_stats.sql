-- The partner home: the leads each partner sent per day and product, with their outcome
-- so far (accepted or rejected at intake, given to a company, claimed). A trigger on
-- leads keeps it, as 0037_dashboards.sql does for the other homes. docs/dashboards.md.

CREATE TABLE partner_lead_day_stats (
  partner_company_id integer NOT NULL,
  day date NOT NULL,
  product_id integer NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  -- Taken in: neither marked bad nor a duplicate.
  accepted integer NOT NULL DEFAULT 0,
  -- Marked bad or a duplicate of an earlier request.
  rejected integer NOT NULL DEFAULT 0,
  -- Given to at least one company.
  assigned integer NOT NULL DEFAULT 0,
  -- One of its companies claimed it.
  claimed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (partner_company_id, day, product_id)
);

-- The partner's leads of today, newest first, for the home's list.
CREATE INDEX leads_partner_created_idx ON leads (partner_company_id, created_at)
  WHERE partner_company_id IS NOT NULL;

CREATE FUNCTION partner_lead_day_stats_add(
  partner integer, at timestamptz, product integer, n integer,
  is_bad boolean, duplicate integer, assigned_to integer, is_claimed boolean
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO partner_lead_day_stats AS s
         (partner_company_id, day, product_id, sent, accepted, rejected, assigned, claimed)
  VALUES (partner, dashboard_day(at), product, n,
          CASE WHEN is_bad OR duplicate IS NOT NULL THEN 0 ELSE n END,
          CASE WHEN is_bad OR duplicate IS NOT NULL THEN n ELSE 0 END,
          CASE WHEN assigned_to > 0 THEN n ELSE 0 END,
          CASE WHEN is_claimed THEN n ELSE 0 END)
  ON CONFLICT (partner_company_id, day, product_id) DO UPDATE
     SET sent = s.sent + excluded.sent, accepted = s.accepted + excluded.accepted,
         rejected = s.rejected + excluded.rejected, assigned = s.assigned + excluded.assigned,
         claimed = s.claimed + excluded.claimed
$$;

CREATE FUNCTION partner_lead_day_stats_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.partner_company_id IS NOT NULL THEN
    PERFORM partner_lead_day_stats_add(OLD.partner_company_id, OLD.created_at, OLD.product_id, -1,
      OLD.bad, OLD.duplicate_of_id, OLD.assigned_count, OLD.claimed);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.partner_company_id IS NOT NULL THEN
    PERFORM partner_lead_day_stats_add(NEW.partner_company_id, NEW.created_at, NEW.product_id, 1,
      NEW.bad, NEW.duplicate_of_id, NEW.assigned_count, NEW.claimed);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_partner_day_stats AFTER INSERT OR DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION partner_lead_day_stats_sync();
-- assigned_count and claimed are kept by the assigned_leads trigger, so assignments and
-- claims arrive here as updates of the lead; a deleted original clears duplicate_of_id.
CREATE TRIGGER leads_partner_day_stats_change
  AFTER UPDATE OF partner_company_id, created_at, product_id, bad, duplicate_of_id,
                  assigned_count, claimed ON leads
  FOR EACH ROW WHEN (
    (OLD.partner_company_id IS NOT NULL OR NEW.partner_company_id IS NOT NULL)
    AND (OLD.partner_company_id IS DISTINCT FROM NEW.partner_company_id
         OR OLD.created_at IS DISTINCT FROM NEW.created_at
         OR OLD.product_id <> NEW.product_id
         OR OLD.bad <> NEW.bad
         OR OLD.duplicate_of_id IS DISTINCT FROM NEW.duplicate_of_id
         OR (OLD.assigned_count > 0) <> (NEW.assigned_count > 0)
         OR OLD.claimed <> NEW.claimed))
  EXECUTE FUNCTION partner_lead_day_stats_sync();

-- Backfill ----------------------------------------------------------------------------

INSERT INTO partner_lead_day_stats
       (partner_company_id, day, product_id, sent, accepted, rejected, assigned, claimed)
SELECT partner_company_id, dashboard_day(created_at), product_id, count(*),
       count(*) FILTER (WHERE NOT bad AND duplicate_of_id IS NULL),
       count(*) FILTER (WHERE bad OR duplicate_of_id IS NOT NULL),
       count(*) FILTER (WHERE assigned_count > 0),
       count(*) FILTER (WHERE claimed)
  FROM leads WHERE partner_company_id IS NOT NULL
 GROUP BY partner_company_id, dashboard_day(created_at), product_id;
