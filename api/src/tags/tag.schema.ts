import { z } from 'zod';
import { itemsOf, listOf } from '../shared/responses';

const id = z.number().int();

/** A tag with its bound page (if any) and how many pages carry it. */
export const tagSchema = z
  .object({
    id,
    name: z.string(),
    bound_page_id: id.nullable(),
    bound_page_url: z.string().nullable(),
    bound_page_domain_id: id.nullable(),
    page_count: z.number().int().describe('pages that carry the tag'),
    version: z.number().int(),
  })
  .meta({ id: 'Tag' });

export const tagListSchema = listOf(tagSchema).meta({ id: 'TagList' });

/** Suggestions for the page editor's tag field (at most 50). */
export const tagSuggestionListSchema = itemsOf(tagSchema).meta({ id: 'TagSuggestionList' });
