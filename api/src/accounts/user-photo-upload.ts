import type { FastifyRequest } from 'fastify';
import { detectFileType, type DetectedType } from '../files/file-type';
import { ApiError } from '../shared/errors';

/** A profile photo: a plain raster image up to 2 MB (no SVG: it could carry script). */
export const PHOTO_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const uploadFailed = () => new ApiError(400, 'MESSAGE.UPLOAD_FAILED');

/** The one file of a multipart request, checked by its first bytes (name and type header are not trusted). */
export async function readPhoto(
  request: FastifyRequest,
): Promise<{ data: Buffer; type: DetectedType }> {
  if (!request.isMultipart()) throw uploadFailed();
  let data: Buffer;
  try {
    const part = await request.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
    if (!part) throw uploadFailed();
    data = await part.toBuffer();
    if (part.file.truncated) throw uploadFailed();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadFailed(); // too large, cut off or no proper multipart body
  }
  if (data.length === 0 || data.length > PHOTO_MAX_BYTES) throw uploadFailed();
  const type = detectFileType(data);
  if (!type || !PHOTO_TYPES.includes(type))
    throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  return { data, type };
}
