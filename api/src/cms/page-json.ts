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
  };
}

export type PageSummaryRow = Pick<
  CmsPageRow,
  'id' | 'domainId' | 'type' | 'url' | 'version' | 'updatedAt'
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
  };
}
