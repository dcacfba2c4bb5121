import { CLICKOUT_TYPE_FIELDS, CLICKOUT_TYPES } from '#domain/cms/content-block-kinds';
import type { ContentBlock } from '#domain/cms/content-block';
import { pageTypeFeatures } from '#domain/cms/page-type-features';

/** The part of a page the save rules look at. */
export interface PageRuleFields {
  type: string;
  blocks: ContentBlock[];
  created: string | null;
  updated: string | null;
}

/** Empty values of the click-out fields, used when another click-out type is chosen. */
const CLEARED_CLICKOUT_FIELDS = {
  default_table: '',
  clickout_links: [],
  table_heading: '',
  ean: null,
} as const;

/** A block as it is saved: no anchor without a heading, only its click-out type's fields. */
export function applyBlockSaveRules(block: ContentBlock, position: number): ContentBlock {
  const saved = { ...block, position };
  if (saved.heading.trim() === '') saved.anchor = '';
  if (saved.type === 'ClickoutBlock') {
    for (const type of CLICKOUT_TYPES) {
      if (type === saved.clickout_type) continue;
      for (const field of CLICKOUT_TYPE_FIELDS[type]) {
        Object.assign(saved, { [field]: CLEARED_CLICKOUT_FIELDS[field] });
      }
    }
  }
  return saved;
}

/**
 * The save rules of a page (docs/cms.md, "Pages and blocks"): blocks are numbered in
 * their order and cleaned as above; created and updated are kept only on blog
 * and news detail pages.
 */
export function applyPageSaveRules<P extends PageRuleFields>(page: P): P {
  const dated = pageTypeFeatures(page.type).dates;
  return {
    ...page,
    blocks: page.blocks.map((block, index) => applyBlockSaveRules(block, index)),
    created: dated ? page.created : null,
    updated: dated ? page.updated : null,
  };
}
