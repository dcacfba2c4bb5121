-- CMS publishing: the editor's autosaves change the page's draft (the cms_pages row as
-- before); the public delivery serves the published copy only. See docs/cms.md.

-- The published copy of the page (its fields as a revision keeps them, REST names), which
-- version of the page it was, and who published it when. NULL: not published (the public
-- delivery answers 404).
ALTER TABLE cms_pages
  ADD COLUMN published_version integer,
  ADD COLUMN published_snapshot jsonb,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN published_by integer REFERENCES users (id) ON DELETE SET NULL,
  -- A publication planned by an editor: the page's draft as it is then goes live at this
  -- moment (the api's scheduled job), once, whichever api process gets there first.
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN publish_at_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT cms_pages_published_together CHECK (
    (published_version IS NULL) = (published_snapshot IS NULL)
    AND (published_version IS NULL) = (published_at IS NULL)
  );
CREATE INDEX cms_pages_publish_at_idx ON cms_pages (publish_at) WHERE publish_at IS NOT NULL;
CREATE INDEX cms_pages_published_by_idx ON cms_pages (published_by);
CREATE INDEX cms_pages_publish_at_by_idx ON cms_pages (publish_at_by);

-- Pages that exist already were live as they are: they start out published.
UPDATE cms_pages SET
  published_version = version,
  published_at = updated_at,
  published_by = updated_by,
  published_snapshot = jsonb_build_object(
    'type', type,
    'url', url,
    'blocks', blocks,
    'author_id', author_id,
    'sources', to_jsonb(sources),
    'created', to_jsonb(created),
    'updated', to_jsonb(updated),
    'header_image_id', header_image_id,
    'image1_id', image1_id,
    'image2_id', image2_id,
    'image3_id', image3_id,
    'image4_id', image4_id,
    'tags', to_jsonb(tags),
    'widget_position', widget_position,
    'lead_product_id', lead_product_id,
    'product_eans', to_jsonb(product_eans)
  );

-- What happened to a page's publication, with who and when: the page history shows it
-- beside the saved versions.
CREATE TABLE cms_page_publications (
  id serial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES cms_pages (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (
    action IN ('published', 'unpublished', 'scheduled', 'schedule_cancelled', 'draft_discarded')
  ),
  -- The page version published, or whose draft was discarded.
  version integer,
  -- For 'scheduled': when it is to go live; for 'published': when it was planned for (a
  -- publication by the scheduled job), else NULL.
  publish_at timestamptz,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cms_page_publications_page_idx ON cms_page_publications (page_id, id);
CREATE INDEX cms_page_publications_user_idx ON cms_page_publications (user_id);
