import { pageDepth } from '#domain/cms/page-depth';
import type { z } from 'zod';
import type { cmsPageSchema, cmsPageSummarySchema } from './page.schema';
import type { CmsPageRow } from './page.table';
import { pageSnapshot } from './page-snapshot';

/** A page as REST sends it. */
export function pageJson(row: CmsPageRow): z.input<typeof cmsPageSchema> {
  return {
    ...pageSnapshot(row),
    id: row.id,
    domain_id: row.domainId,
    depth: pageDepth(row.url),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy,
    published_version: row.publishedVersion,
    published_at: row.publishedAt?.toISOString() ?? null,
    published_by: row.publishedBy,
    has_unpublished_changes: hasUnpublishedChanges(row),
    publish_at: row.publishAt?.toISOString() ?? null,
  };
}

/**
 * Whether the draft differs from what the public sees: always for a page never published.
 * Every change of the content moves the version on (also a renamed tag's), and discarding
 * a draft makes the new version the published one again.
 */
export function hasUnpublishedChanges(row: Pick<CmsPageRow, 'publishedVersion' | 'version'>) {
  return row.publishedVersion !== row.version;
}

export type PageSummaryRow = Pick<
  CmsPageRow,
  'id' | 'domainId' | 'type' | 'url' | 'version' | 'updatedAt' | 'publishedVersion' | 'publishAt'
> & {
  blockCount: number;
};

export function pageSummaryJson(row: PageSummaryRow): z.input<typeof cmsPageSummarySchema> {
  return {
    id: row.id,
    domain_id: row.domainId,
    type: row.type,
    url: row.url,
    depth: pageDepth(row.url),
    block_count: row.blockCount,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    published: row.publishedVersion !== null,
    has_unpublished_changes: hasUnpublishedChanges(row),
    publish_at: row.publishAt?.toISOString() ?? null,
  };
}
