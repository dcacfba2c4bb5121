import { newContentBlock } from '#domain/cms/content-block';
import type { PageInput } from '#domain/cms/page-input';
import { DEFAULT_PAGE_TYPE } from '#domain/cms/page-types';

/**
 * A new page before its first save: a page with submenu
 * and cover, one full-width text block, no tags, widget position 0.
 */
export function newPageDefaults(url = ''): PageInput {
  return {
    type: DEFAULT_PAGE_TYPE,
    url,
    blocks: [newContentBlock('TextBlock')],
    author_id: null,
    sources: [],
    created: null,
    updated: null,
    header_image_id: null,
    image1_id: null,
    image2_id: null,
    image3_id: null,
    image4_id: null,
    tags: [],
    widget_position: 0,
    lead_product_id: null,
    product_eans: [],
  };
}
