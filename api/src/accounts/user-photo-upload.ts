import type { FastifyRequest } from 'fastify';
import { detectFileType, type DetectedType, readUpload } from '../files';
import { ApiError } from '../shared/errors';

/** A profile photo: a plain raster image up to 2 MB (no SVG: it could carry script). */
export const PHOTO_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'webp'];
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The one file of a multipart request, checked by its first bytes (name and type header are not trusted). */
export async function readPhoto(
  request: FastifyRequest,
): Promise<{ data: Buffer; type: DetectedType }> {
  const { data } = await readUpload(request, PHOTO_MAX_BYTES);
  const type = detectFileType(data);
  if (!type || !PHOTO_TYPES.includes(type))
    throw new ApiError(400, 'MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  return { data, type };
}
