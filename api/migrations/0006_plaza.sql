-- The lead plaza: the leads on sale, kept as a narrow copy for faceted search,
-- and the searches companies save. docs/plaza.md explains the design.

-- How many companies have a lead, and whether one of them claimed it: kept by a
-- trigger on assigned_leads, read by the plaza (competitors, not claimed).
ALTER TABLE leads
  ADD COLUMN assigned_count integer NOT NULL DEFAULT 0,
  ADD COLUMN claimed boolean NOT NULL DEFAULT false;

UPDATE leads l
   SET assigned_count = s.n, claimed = s.claimed
  FROM (SELECT lead_id, count(*)::int AS n, bool_or(state = 8) AS claimed
          FROM assigned_leads GROUP BY lead_id) s
 WHERE s.lead_id = l.id;

CREATE FUNCTION lead_assignment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.lead_id ELSE NEW.lead_id END;
BEGIN
  UPDATE leads
     SET assigned_count = (SELECT count(*) FROM assigned_leads WHERE lead_id = target),
         claimed = EXISTS (SELECT 1 FROM assigned_leads WHERE lead_id = target AND state = 8)
   WHERE id = target;
  RETURN NULL;
END $$;

CREATE TRIGGER assigned_leads_count_change
  AFTER INSERT OR DELETE ON assigned_leads
  FOR EACH ROW EXECUTE FUNCTION lead_assignment_counts();
-- Only a move into or out of the claimed state (8) matters to the lead.
CREATE TRIGGER assigned_leads_claim_change
  AFTER UPDATE OF state ON assigned_leads
  FOR EACH ROW WHEN ((OLD.state = 8) <> (NEW.state = 8))
  EXECUTE FUNCTION lead_assignment_counts();

-- The consumer's choices as bits: every option of the product's choice questions,
-- in question order then option order, gets the next bit (at most 63). The api
-- numbers the options the same way (domain/plaza/option-bits.ts).
CREATE FUNCTION plaza_option_mask(questions jsonb, answers jsonb) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(bit_or(1::bigint << o.bit), 0)
    FROM (SELECT q.value ->> 'key' AS key, opt.value ->> 'value' AS value,
                 (row_number() OVER (ORDER BY q.ord, opt.ord) - 1)::int AS bit
            FROM jsonb_array_elements(questions) WITH ORDINALITY AS q(value, ord),
                 jsonb_array_elements(q.value -> 'options') WITH ORDINALITY AS opt(value, ord)
           WHERE q.value ->> 'kind' IN ('single_choice', 'multiple_choice')) o
   WHERE o.bit < 63 AND (answers -> o.key) @> to_jsonb(o.value)
$$;

-- The consumer's numbers (range questions) in question order, NULL where left open.
CREATE FUNCTION plaza_range_values(questions jsonb, answers jsonb) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(CASE WHEN jsonb_typeof(answers -> (q.value ->> 'key')) = 'number'
                                 THEN (answers ->> (q.value ->> 'key'))::numeric::integer END
                            ORDER BY q.ord), '{}')
    FROM jsonb_array_elements(questions) WITH ORDINALITY AS q(value, ord)
   WHERE q.value ->> 'kind' IN ('integer_range', 'meter_range')
$$;

-- One row per lead on sale, with only what the search filters, sorts and counts
-- on: a sequential pass over it is several times cheaper than over leads.
CREATE TABLE plaza_offers (
  lead_id integer PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  product_id integer NOT NULL,
  competitors smallint NOT NULL,
  option_mask bigint NOT NULL,
  -- The place as a point on the unit sphere: the straight-line (chord) distance
  -- between two such points orders and limits exactly as the great-circle
  -- distance does, with no trigonometry per row.
  x double precision,
  y double precision,
  z double precision,
  country text NOT NULL,
  -- The postal-code area: the first two characters of the postal code.
  area text NOT NULL,
  municipality text,
  range_values integer[] NOT NULL
);
CREATE INDEX plaza_offers_created_idx ON plaza_offers (created_at DESC, lead_id DESC);

-- A lead is on sale while it has assignments left and is not bad, a duplicate,
-- on hold, stopped or claimed; the age limit (7 days) is applied by the search,
-- and a housekeeping job removes rows past it.
CREATE FUNCTION plaza_offer_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.remaining_assignments > 0 AND NOT NEW.bad AND NEW.duplicate_of_id IS NULL
     AND NOT NEW.stop_matching AND NOT NEW.claimed AND (NEW.verified OR NOT NEW.must_be_verified)
     AND NEW.created_at > now() - interval '8 days' THEN
    INSERT INTO plaza_offers AS o (lead_id, created_at, product_id, competitors, option_mask,
                                   x, y, z, country, area, municipality, range_values)
    SELECT NEW.id, NEW.created_at, NEW.product_id, NEW.assigned_count,
           plaza_option_mask(p.questions, NEW.answers),
           cos(radians(NEW.latitude)) * cos(radians(NEW.longitude)),
           cos(radians(NEW.latitude)) * sin(radians(NEW.longitude)), sin(radians(NEW.latitude)),
           NEW.country,
           left(upper(replace(NEW.postal_code, ' ', '')), 2), NEW.municipality,
           plaza_range_values(p.questions, NEW.answers)
      FROM products p WHERE p.id = NEW.product_id
    ON CONFLICT (lead_id) DO UPDATE
       SET created_at = excluded.created_at, product_id = excluded.product_id,
           competitors = excluded.competitors, option_mask = excluded.option_mask,
           x = excluded.x, y = excluded.y, z = excluded.z,
           country = excluded.country, area = excluded.area,
           municipality = excluded.municipality, range_values = excluded.range_values;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM plaza_offers WHERE lead_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_plaza_offer_insert AFTER INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION plaza_offer_sync();
CREATE TRIGGER leads_plaza_offer_update
  AFTER UPDATE OF remaining_assignments, bad, duplicate_of_id, stop_matching, claimed, verified,
    must_be_verified, assigned_count, answers, product_id, postal_code, country, latitude,
    longitude, municipality, created_at
  ON leads FOR EACH ROW EXECUTE FUNCTION plaza_offer_sync();

-- A product whose questions change numbers its options anew.
CREATE FUNCTION plaza_product_questions_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE plaza_offers o
     SET option_mask = plaza_option_mask(NEW.questions, l.answers),
         range_values = plaza_range_values(NEW.questions, l.answers)
    FROM leads l
   WHERE l.id = o.lead_id AND o.product_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER products_plaza_questions AFTER UPDATE OF questions ON products
  FOR EACH ROW EXECUTE FUNCTION plaza_product_questions_sync();

INSERT INTO plaza_offers (lead_id, created_at, product_id, competitors, option_mask, x, y, z,
                          country, area, municipality, range_values)
SELECT l.id, l.created_at, l.product_id, l.assigned_count, plaza_option_mask(p.questions, l.answers),
       cos(radians(l.latitude)) * cos(radians(l.longitude)),
       cos(radians(l.latitude)) * sin(radians(l.longitude)), sin(radians(l.latitude)), l.country, left(upper(replace(l.postal_code, ' ', '')), 2),
       l.municipality, plaza_range_values(p.questions, l.answers)
  FROM leads l JOIN products p ON p.id = l.product_id
 WHERE l.remaining_assignments > 0 AND NOT l.bad AND l.duplicate_of_id IS NULL
   AND NOT l.stop_matching AND NOT l.claimed AND (l.verified OR NOT l.must_be_verified)
   AND l.created_at > now() - interval '8 days';

-- Searches a company saved on the plaza, optionally with an hourly e-mail of new leads.
CREATE TABLE plaza_searches (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  query jsonb NOT NULL,
  digest boolean NOT NULL DEFAULT false,
  -- Leads created after this moment are new for the next digest.
  digest_checked_at timestamptz NOT NULL DEFAULT now(),
  digest_sent_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plaza_searches_company_idx ON plaza_searches (company_id, name);
CREATE INDEX plaza_searches_digest_idx ON plaza_searches (digest_checked_at) WHERE digest;
