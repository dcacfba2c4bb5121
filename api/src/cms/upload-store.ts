import { randomBytes } from 'node:crypto';
import { imageSize } from '#domain/cms/image-size';
import type { Executor } from '../db';
import type { FileStorage } from '../files';
import { CONTENT_TYPES, detectFileType, type DetectedType } from '../files/file-type';
import { ApiError } from '../shared/errors';
import { cmsUploads, type CmsUploadRow } from './upload.table';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The name a file was sent with, kept for display only (never used as a path). */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return printable.slice(0, 200) || 'bestand';
}

/**
 * Stores an uploaded file for a domain and records it: the type comes from the
 * content (not the name), images get their pixel size. The stored file is
 * removed again when the record cannot be written.
 */
export async function storeUpload(
  tx: Executor,
  storage: FileStorage,
  file: { data: Buffer; filename: string },
  domainId: number,
  userId: number,
  allowed: readonly DetectedType[],
): Promise<CmsUploadRow> {
  const type = detectFileType(file.data);
  if (!type || !allowed.includes(type)) throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  const size = imageSize(type, file.data);
  const key = `cms/${domainId}/${randomBytes(12).toString('hex')}.${type}`;
  await storage.put(key, file.data, CONTENT_TYPES[type]);
  try {
    const fileName = cleanFileName(file.filename);
    const [row] = await tx
      .insert(cmsUploads)
      .values({
        domainId,
        storageKey: key,
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
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
