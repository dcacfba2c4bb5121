import type { ContentBlock } from '#domain/cms/content-block';
import type { ContentBlockKind } from '#domain/cms/content-block-kinds';
import { isRichTextEmpty } from '#domain/cms/rich-text-content';

/**
 * Rich-text fields a block cannot go without (required means not empty): an
 * attention box without text would show as an empty coloured box. New blocks
 * start empty, so this is checked when a page is saved, not in the defaults.
 */
export const REQUIRED_BLOCK_TEXT: Partial<Record<ContentBlockKind, 'content'>> = {
  AttentionBlock: 'content',
};

/** Where a page's blocks miss required text: [block index, field]. */
export function missingBlockText(blocks: readonly ContentBlock[]): [number, string][] {
  return blocks.flatMap((block, index): [number, string][] => {
    const field = REQUIRED_BLOCK_TEXT[block.type];
    if (!field) return [];
    const value = (block as Record<string, unknown>)[field];
    return typeof value === 'string' && isRichTextEmpty(value) ? [[index, field]] : [];
  });
}
