import { pageDepth } from '#domain/cms/page-depth';
import type { z } from 'zod';
import type { cmsPageSchema, cmsPageSummarySchema } from './page.schema';
import type { CmsPageRow } from './page.table';

/** A page as REST sends it. */
export function pageJson(row: CmsPageRow): z.input<typeof cmsPageSchema> {
  return {
    id: row.id,
    domain_id: row.domainId,
    type: row.type,
    url: row.url,
    depth: pageDepth(row.url),
    blocks: row.blocks,
    author_id: row.authorId,
    sources: row.sources,
    created: row.created,
    updated: row.updated,
    header_image_id: row.headerImageId,
    image1_id: row.image1Id,
    image2_id: row.image2Id,
    image3_id: row.image3Id,
    image4_id: row.image4Id,
    tags: row.tags,
    widget_position: row.widgetPosition,
    lead_product_id: row.leadProductId,
    product_eans: row.productEans,
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
