import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/**
 * A content block as stored: the fields every block has, plus the fields of its
 * kind (domain/cms/content-block.ts describes each kind).
 */
export const contentBlockJsonSchema = z
  .looseObject({
    type: z.string(),
    columns: z.number().int(),
    position: z.number().int(),
    heading: z.string(),
    anchor: z.string(),
  })
  .meta({ id: 'CmsContentBlock' });

/** A page of a domain with its content blocks. */
export const cmsPageSchema = z
  .object({
    id,
    domain_id: id,
    type: z.string(),
    url: z.string(),
    depth: z.number().int().describe('levels below the top, from the url'),
    blocks: z.array(contentBlockJsonSchema),
    author_id: id.nullable(),
    sources: z.array(z.string()),
    created: z.string().nullable().describe('YYYY-MM-DD; blog and news detail pages only'),
    updated: z.string().nullable().describe('YYYY-MM-DD; blog and news detail pages only'),
    header_image_id: id.nullable(),
    image1_id: id.nullable(),
    image2_id: id.nullable(),
    image3_id: id.nullable(),
    image4_id: id.nullable(),
    tags: z.array(z.string()),
    widget_position: z.number().int(),
    lead_product_id: id.nullable(),
    product_eans: z.array(z.string()),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
    updated_by: id.nullable(),
    published_version: z
      .number()
      .int()
      .nullable()
      .describe('the version the public sites show; null: not published'),
    published_at: z.string().nullable(),
    published_by: id.nullable(),
    has_unpublished_changes: z
      .boolean()
      .describe('the draft differs from the published copy (always true when not published)'),
    publish_at: z.string().nullable().describe('a planned publication of the draft'),
  })
  .meta({ id: 'CmsPage' });

/** A line of the page list. */
export const cmsPageSummarySchema = z
  .object({
    id,
    domain_id: id,
    type: z.string(),
    url: z.string(),
    depth: z.number().int(),
    block_count: z.number().int(),
    version: z.number().int(),
    updated_at: z.string(),
    published: z.boolean().describe('the public sites show the page'),
    has_unpublished_changes: z.boolean(),
    publish_at: z.string().nullable(),
  })
  .meta({ id: 'CmsPageSummary' });

export const cmsPageListSchema = listOf(cmsPageSummarySchema).meta({ id: 'CmsPageList' });

/** A user of the CMS role, offered as a page author. */
export const cmsAuthorSchema = z
  .object({ id, name: z.string(), email: z.string() })
  .meta({ id: 'CmsAuthor' });

export const cmsAuthorListSchema = z
  .object({ items: z.array(cmsAuthorSchema) })
  .meta({ id: 'CmsAuthorList' });
