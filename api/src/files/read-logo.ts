import type { FastifyRequest } from 'fastify';
import { MESSAGE } from '#domain/shared/messages';
import { ApiError } from '../shared/errors';
import { detectFileType, type DetectedType } from './file-type';
import { readUpload } from './read-upload';

const LOGO_TYPES: readonly DetectedType[] = ['png', 'jpeg', 'svg', 'webp'];
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The one logo of a multipart request: PNG, JPEG, SVG or WebP by its content, up to 2 MB. */
export async function readLogo(
  request: FastifyRequest,
): Promise<{ data: Buffer; filename: string; type: DetectedType }> {
  const { data, filename } = await readUpload(request, MAX_LOGO_BYTES);
  const type = detectFileType(data);
  if (!type || !LOGO_TYPES.includes(type)) throw new ApiError(400, MESSAGE.FILE_TYPE_NOT_SUPPORTED);
  return { data, filename, type };
}
