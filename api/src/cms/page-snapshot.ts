import type { PageInput } from '#domain/cms/page-input';
import type { CmsPageRow } from './page.table';

/** A stored page as the page input it was saved from (what a revision keeps). */
export function pageSnapshot(row: CmsPageRow): PageInput {
  return {
    type: row.type as PageInput['type'],
    url: row.url,
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
  };
}
