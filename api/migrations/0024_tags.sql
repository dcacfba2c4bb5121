-- Tags (docs/cms.md, "Tags") and the pages that carry them.
-- A tag is one row whatever its spelling: names are unique without regard to case.
-- bound_page: the page a tag belongs to (its landing page), optional.
CREATE TABLE tags (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  bound_page_id integer REFERENCES cms_pages (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tags_name_key ON tags (lower(name));
CREATE INDEX tags_bound_page_idx ON tags (bound_page_id);

-- Which tags a page carries, in the page's order; a tag at most once per page.
CREATE TABLE cms_page_tags (
  page_id integer NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (page_id, tag_id)
);
CREATE INDEX cms_page_tags_tag_idx ON cms_page_tags (tag_id);

-- cms_pages.tags stays as the page's tag names (what the editor, the revisions and the
-- public delivery read), now a read model kept here: no write path can forget it.
CREATE FUNCTION cms_page_tag_names_refresh(page integer) RETURNS void LANGUAGE sql AS $$
  UPDATE cms_pages SET tags = coalesce(
    (SELECT array_agg(t.name ORDER BY pt.position, t.id)
       FROM cms_page_tags pt JOIN tags t ON t.id = pt.tag_id
      WHERE pt.page_id = page),
    '{}')
  WHERE id = page;
$$;

CREATE FUNCTION cms_page_tags_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM cms_page_tag_names_refresh(OLD.page_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.page_id <> OLD.page_id) THEN
    PERFORM cms_page_tag_names_refresh(NEW.page_id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER cms_page_tags_names AFTER INSERT OR UPDATE OR DELETE ON cms_page_tags
  FOR EACH ROW EXECUTE FUNCTION cms_page_tags_sync();

CREATE FUNCTION tags_rename_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cms_page_tag_names_refresh(pt.page_id) FROM cms_page_tags pt WHERE pt.tag_id = NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tags_renamed AFTER UPDATE OF name ON tags
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION tags_rename_sync();

-- Pages saved before this migration: their names become tag rows (first spelling wins).
INSERT INTO tags (name)
SELECT DISTINCT ON (lower(btrim(n))) btrim(n)
  FROM cms_pages, unnest(tags) AS n
 WHERE btrim(n) <> ''
 ORDER BY lower(btrim(n)), btrim(n);

INSERT INTO cms_page_tags (page_id, tag_id, position)
SELECT p.id, t.id, min(u.ord)::int
  FROM cms_pages p
 CROSS JOIN LATERAL unnest(p.tags) WITH ORDINALITY AS u(n, ord)
  JOIN tags t ON lower(t.name) = lower(btrim(u.n))
 GROUP BY p.id, t.id;
