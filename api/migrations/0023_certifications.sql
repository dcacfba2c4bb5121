-- Quality marks (with a logo), certifications granted by an agency, and the
-- certifications companies hold with their state and certificate file.
CREATE TABLE quality_marks (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  certificate text NOT NULL DEFAULT '',
  logo_key text,
  logo_content_type text,
  logo_file_name text,
  logo_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX quality_marks_name_idx ON quality_marks (lower(name));

CREATE TABLE certifications (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  agency_name text NOT NULL,
  agency_value text NOT NULL,
  requires_certificate boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX certifications_name_idx ON certifications (lower(name));

-- A certificate file, uploaded before the company certification that uses it is saved.
CREATE TABLE certification_attachments (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  certification_id integer NOT NULL REFERENCES certifications (id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX certification_attachments_owner_idx
  ON certification_attachments (company_id, certification_id);

-- A company holds a certification once; the pair is its address.
CREATE TABLE company_certifications (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  certification_id integer NOT NULL REFERENCES certifications (id),
  state text NOT NULL DEFAULT 'active'
    CHECK (state IN ('active', 'expired', 'halted', 'invalid', 'review', 'revoked')),
  revoke_reason text,
  attachment_id integer REFERENCES certification_attachments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, certification_id)
);
CREATE INDEX company_certifications_certification_idx
  ON company_certifications (certification_id);
