-- Product feeds (docs/feeds.md): shops' CSV or XML files of offers, read by a job
-- runner inside the api (downloading -> normalizing -> analysing_structure ->
-- confirming_structure -> processing -> confirming_mapping -> idling, each with an
-- error variant), the data mappings applied to their values, the problems found per
-- item and the offers they write into comparison_offers.

CREATE TABLE comparison_product_feeds (
  id serial PRIMARY KEY,
  source text NOT NULL
    CHECK (source IN ('amazon_ext', 'bol', 'kieskeurig', 'kieskeurig_ext', 'icecat')),
  type text NOT NULL CHECK (type IN ('csv', 'xml')),
  url text NOT NULL CHECK (length(btrim(url)) > 0),
  -- The shop whose offers the feed carries (optional: an icecat feed may serve all).
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  -- 1 while a run waits in the queue (an idle feed with priority 1 is queued).
  priority integer NOT NULL DEFAULT 0 CHECK (priority >= 0),
  paused boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'idling' CHECK (state IN (
    'downloading', 'normalizing', 'analysing_structure', 'confirming_structure', 'processing',
    'confirming_mapping', 'idling', 'downloading_error', 'normalizing_error',
    'analysing_structure_error', 'confirming_structure_error', 'processing_error',
    'confirming_mapping_error', 'idling_error')),
  error_message text,
  -- [{ feed_key, property, sample_values }]: the feed's keys and what they map to.
  structure jsonb NOT NULL DEFAULT '[]',
  structure_confirmed boolean NOT NULL DEFAULT false,
  -- Items of the running step done and in all (for the screen's progress bar).
  progress_done integer NOT NULL DEFAULT 0,
  progress_total integer,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (source = 'icecat' OR type = 'xml')
);
CREATE INDEX comparison_product_feeds_company_idx ON comparison_product_feeds (company_id);
CREATE INDEX comparison_product_feeds_position_idx ON comparison_product_feeds (position, id);

-- One run of a feed through the steps, and the job the runner claims for it
-- (FOR UPDATE SKIP LOCKED): `step` is the next step to do, so a process killed in the
-- middle resumes from the last finished one. Finished jobs are the run history.
CREATE TABLE comparison_feed_jobs (
  id serial PRIMARY KEY,
  feed_id integer NOT NULL REFERENCES comparison_product_feeds (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'running', 'waiting', 'finished', 'failed', 'cancelled')),
  step text NOT NULL DEFAULT 'download'
    CHECK (step IN ('download', 'normalize', 'analyse', 'process', 'done')),
  -- Higher first: a run an editor just confirmed goes before fresh downloads.
  priority integer NOT NULL DEFAULT 1,
  claimed_by text,
  heartbeat_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- Items of the processing step already written (committed with them).
  checkpoint integer NOT NULL DEFAULT 0,
  -- What the steps found: bytes, charset, gzip, format, item path, delimiter.
  file_info jsonb NOT NULL DEFAULT '{}',
  -- Per step: { started_at, ms } of its last attempt.
  steps jsonb NOT NULL DEFAULT '{}',
  items_total integer,
  items_processed integer NOT NULL DEFAULT 0,
  offers_written integer NOT NULL DEFAULT 0,
  offers_retired integer NOT NULL DEFAULT 0,
  problem_counts jsonb NOT NULL DEFAULT '{}',
  error_state text,
  error_message text,
  queued_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One run at a time per feed.
CREATE UNIQUE INDEX comparison_feed_jobs_active_key
  ON comparison_feed_jobs (feed_id) WHERE state IN ('queued', 'running', 'waiting');
CREATE INDEX comparison_feed_jobs_claim_idx
  ON comparison_feed_jobs (priority DESC, id) WHERE state IN ('queued', 'running');
CREATE INDEX comparison_feed_jobs_feed_idx ON comparison_feed_jobs (feed_id, id DESC);
CREATE INDEX comparison_feed_jobs_queued_by_idx ON comparison_feed_jobs (queued_by);

-- Problems found per item of a run (counted in full on the job; rows kept up to a cap
-- per kind as examples).
CREATE TABLE comparison_feed_problems (
  id bigserial PRIMARY KEY,
  job_id integer NOT NULL REFERENCES comparison_feed_jobs (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('unknown_ean_product', 'new_unknown_product',
    'data_mapping_error', 'invalid_ean', 'invalid_price', 'invalid_shipping_price',
    'invalid_url')),
  item_number integer NOT NULL,
  customer_id text,
  name text,
  ean text,
  value text,
  UNIQUE (job_id, item_number, kind)
);
CREATE INDEX comparison_feed_problems_kind_idx ON comparison_feed_problems (job_id, kind, id);

-- EANs a feed sent that no product has: seen first in an earlier run (unknown EAN
-- product) or new in this one (new unknown product).
CREATE TABLE comparison_feed_unknown_eans (
  feed_id integer NOT NULL REFERENCES comparison_product_feeds (id) ON DELETE CASCADE,
  ean bigint NOT NULL,
  name text,
  first_job_id integer NOT NULL,
  last_job_id integer NOT NULL,
  PRIMARY KEY (feed_id, ean)
);

-- A shop's data mappings for one property of its feeds: a value matching `pattern`
-- (a regular expression, case ignored) becomes `replacement` ($1 and the like work).
-- Only confirmed mappings are applied; the runner proposes unconfirmed ones for stock
-- texts it does not understand.
CREATE TABLE comparison_feed_mapping_groups (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  property text NOT NULL CHECK (property IN ('customerId', 'name', 'price', 'url',
    'description', 'ean', 'shippingCosts', 'inStock', 'deliveryTime', 'extra1')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comparison_feed_mapping_groups_company_idx
  ON comparison_feed_mapping_groups (company_id, name);

CREATE TABLE comparison_feed_data_mappings (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES comparison_feed_mapping_groups (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  pattern text NOT NULL CHECK (length(pattern) > 0),
  replacement text NOT NULL DEFAULT '',
  confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (group_id, pattern)
);
CREATE INDEX comparison_feed_data_mappings_open_idx
  ON comparison_feed_data_mappings (group_id) WHERE NOT confirmed;

-- Offers from a feed: one per feed and product (a run that is taken up again writes
-- over its own rows, never a second one); last_job_id: the newest run that had it.
ALTER TABLE comparison_offers
  ADD COLUMN feed_id integer REFERENCES comparison_product_feeds (id) ON DELETE SET NULL,
  ADD COLUMN last_job_id integer,
  ADD COLUMN customer_id text;
CREATE UNIQUE INDEX comparison_offers_feed_product_key
  ON comparison_offers (feed_id, product_id);
