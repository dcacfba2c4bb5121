-- The campaign ad generator (docs/marketing.md, "Ad generator"): the images a lead admin
-- uploads for a campaign's ads, and the ads composed from them.

-- One row per uploaded image: the main image (kind 'main', position 0) and the product
-- images (kind 'product', positions 0..5). The file lives in the file storage.
CREATE TABLE campaign_ad_images (
  id serial PRIMARY KEY,
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  kind text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  storage_key text NOT NULL,
  content_type text NOT NULL,
  file_name text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  byte_size integer NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (campaign_id, kind, position),
  CHECK (
    (kind = 'main' AND position = 0) OR (kind = 'product' AND position BETWEEN 0 AND 5)
  )
);

-- The last ad composed per campaign and format, kept until its inputs change: the
-- fingerprint is a hash of the campaign's texts and the images it was made of.
CREATE TABLE campaign_ad_renders (
  campaign_id integer NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  format text NOT NULL,
  fingerprint text NOT NULL,
  storage_key text NOT NULL,
  rendered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (campaign_id, format)
);
