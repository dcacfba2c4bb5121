import type { PageInput } from '#domain/cms/page-input';
import type { NewCmsPageRow } from './page.table';
import { withSafeRichText } from './rich-text-sanitizer';

/**
 * The table columns of a checked page input, its rich text sanitized. Tags are not among them: they are rows
 * of cms_page_tags (`setPageTags`), and the `tags` column follows by trigger.
 */
export function pageColumns(input: PageInput): Omit<NewCmsPageRow, 'domainId' | 'tags'> {
  return {
    type: input.type,
    url: input.url,
    blocks: input.blocks.map(withSafeRichText),
    authorId: input.author_id,
    sources: input.sources,
    created: input.created,
    updated: input.updated,
    headerImageId: input.header_image_id,
    image1Id: input.image1_id,
    image2Id: input.image2_id,
    image3Id: input.image3_id,
    image4Id: input.image4_id,
    widgetPosition: input.widget_position,
    leadProductId: input.lead_product_id,
    productEans: input.product_eans,
  };
}
