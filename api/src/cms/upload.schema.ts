import { z } from 'zod';
import { UPLOAD_TYPES } from '#domain/cms/upload-type';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** An image or file uploaded for a domain's pages. */
export const cmsUploadSchema = z
  .object({
    id,
    domain_id: id,
    upload_type: z
      .enum(UPLOAD_TYPES)
      .describe("cms, or comparison for a comparison editor's upload"),
    file_name: z.string(),
    title: z.string(),
    alt: z.string(),
    file_type: z.string().describe('png, jpeg, webp, svg or pdf (read from the content)'),
    content_type: z.string(),
    is_image: z.boolean(),
    size_bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    has_thumbnail: z
      .boolean()
      .describe('a WebP of at most 320×320 at …/thumbnail (raster images only)'),
    uploaded_by: id.nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CmsUpload' });

export const cmsUploadListSchema = listOf(cmsUploadSchema).meta({ id: 'CmsUploadList' });
