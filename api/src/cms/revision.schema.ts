import { z } from 'zod';
import { contentBlockJsonSchema } from './page.schema';

const id = z.number().int();

/** One saved version of a page: its number, who saved it and when. */
export const cmsPageRevisionSchema = z
  .object({
    version: z.number().int(),
    saved_by: id.nullable(),
    saved_by_name: z.string().nullable(),
    saved_at: z.string(),
    block_count: z.number().int(),
    current: z.boolean().describe('true for the version the page has now'),
    published: z.boolean().describe('true for the version the public sites show'),
  })
  .meta({ id: 'CmsPageRevision' });

export const cmsPageRevisionListSchema = z
  .object({ items: z.array(cmsPageRevisionSchema), total: z.number().int() })
  .meta({ id: 'CmsPageRevisionList' });

/** The page fields of a version, as they were saved. */
export const cmsPageSnapshotSchema = z
  .object({
    type: z.string(),
    url: z.string(),
    blocks: z.array(contentBlockJsonSchema),
    author_id: id.nullable(),
    sources: z.array(z.string()),
    created: z.string().nullable(),
    updated: z.string().nullable(),
    header_image_id: id.nullable(),
    image1_id: id.nullable(),
    image2_id: id.nullable(),
    image3_id: id.nullable(),
    image4_id: id.nullable(),
    tags: z.array(z.string()),
    widget_position: z.number().int(),
    lead_product_id: id.nullable(),
    product_eans: z.array(z.string()),
  })
  .meta({ id: 'CmsPageSnapshot' });

export const cmsPageRevisionDetailSchema = cmsPageRevisionSchema
  .extend({ page: cmsPageSnapshotSchema })
  .meta({ id: 'CmsPageRevisionDetail' });

/** Two versions compared: the page fields that differ and what happened at each block position. */
export const cmsPageComparisonSchema = z
  .object({
    from: z.number().int(),
    to: z.number().int(),
    fields: z.array(z.string()),
    blocks: z.array(
      z.object({
        position: z.number().int(),
        change: z.enum(['same', 'changed', 'added', 'removed']),
        type_from: z.string().nullable(),
        type_to: z.string().nullable(),
        fields: z.array(z.string()),
        before: contentBlockJsonSchema.nullable(),
        after: contentBlockJsonSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'CmsPageComparison' });

/** Something that happened to a page's publication, with who and when. */
export const cmsPagePublicationSchema = z
  .object({
    id,
    action: z.enum([
      'published',
      'unpublished',
      'scheduled',
      'schedule_cancelled',
      'draft_discarded',
    ]),
    version: z
      .number()
      .int()
      .nullable()
      .describe('the version published, unpublished or whose draft was discarded'),
    publish_at: z
      .string()
      .nullable()
      .describe('scheduled: the moment planned; published: the moment it was planned for'),
    user_id: id.nullable(),
    user_name: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'CmsPagePublication' });

export const cmsPagePublicationListSchema = z
  .object({ items: z.array(cmsPagePublicationSchema), total: z.number().int() })
  .meta({ id: 'CmsPagePublicationList' });
