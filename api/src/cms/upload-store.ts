import { randomBytes } from 'node:crypto';
import { imageSize } from '#domain/cms/image-size';
import type { UploadType } from '#domain/cms/upload-type';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, detectFileType, type DetectedType } from '../files';
import { ApiError } from '../shared/errors';
import { cmsUploads, type CmsUploadRow } from './upload.table';
import { makeThumbnail } from './upload-thumbnail';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The name a file was sent with, kept for display only (never used as a path). */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return printable.slice(0, 200) || 'bestand';
}

/**
 * Stores an uploaded file for a domain and records it: the type comes from the
 * content (not the name), images get their pixel size and raster images a
 * thumbnail. The stored files are removed again when the record cannot be written.
 */
export async function storeUpload(
  tx: Executor,
  storage: FileStorage,
  file: { data: Buffer; filename: string },
  domainId: number,
  userId: number,
  allowed: readonly DetectedType[],
  uploadType: UploadType = 'cms',
): Promise<CmsUploadRow> {
  const type = detectFileType(file.data);
  if (!type || !allowed.includes(type)) throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  const size = imageSize(type, file.data);
  const thumbnail = await makeThumbnail(file.data, type);
  const key = `${uploadType}/${domainId}/${randomBytes(12).toString('hex')}.${type}`;
  const thumbnailKey = thumbnail ? thumbnailKeyOf(key) : null;
  await storage.put(key, file.data, CONTENT_TYPES[type]);
  try {
    if (thumbnail && thumbnailKey) await storage.put(thumbnailKey, thumbnail, 'image/webp');
    const fileName = cleanFileName(file.filename);
    const [row] = await tx
      .insert(cmsUploads)
      .values({
        domainId,
        uploadType,
        storageKey: key,
        thumbnailKey,
        fileName,
        title: fileName.replace(/\.[a-z0-9]+$/i, ''),
        fileType: type,
        contentType: CONTENT_TYPES[type],
        sizeBytes: file.data.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        uploadedBy: userId,
      })
      .returning();
    return row!;
  } catch (error) {
    await removeStoredUpload(storage, { storageKey: key, thumbnailKey });
    throw error;
  }
}

/** Where an upload's thumbnail is kept: next to the file. */
export const thumbnailKeyOf = (key: string) => `${key.replace(/\.[a-z0-9]+$/i, '')}-thumb.webp`;

/** Removes an upload's file and thumbnail from the storage; a file already gone is no error. */
export async function removeStoredUpload(
  storage: FileStorage,
  upload: { storageKey: string; thumbnailKey: string | null },
): Promise<void> {
  await storage.delete(upload.storageKey).catch(() => undefined);
  if (upload.thumbnailKey) await storage.delete(upload.thumbnailKey).catch(() => undefined);
}
