import type { z } from 'zod';
import type { cmsUploadSchema } from './upload.schema';
import type { CmsUploadRow } from './upload.table';

/** File types shown as images (the rest are documents). */
export const IMAGE_FILE_TYPES = ['png', 'jpeg', 'webp', 'svg'] as const;

export const isImageType = (type: string) => (IMAGE_FILE_TYPES as readonly string[]).includes(type);

export function uploadJson(row: CmsUploadRow): z.input<typeof cmsUploadSchema> {
  return {
    id: row.id,
    domain_id: row.domainId,
    upload_type: row.uploadType,
    file_name: row.fileName,
    title: row.title,
    alt: row.alt,
    file_type: row.fileType,
    content_type: row.contentType,
    is_image: isImageType(row.fileType),
    size_bytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    has_thumbnail: row.thumbnailKey !== null,
    uploaded_by: row.uploadedBy,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
