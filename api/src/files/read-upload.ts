import type { FastifyRequest } from 'fastify';
import { ApiError } from '../shared/errors';

export const uploadFailed = () => new ApiError(400, 'MESSAGE.UPLOAD_FAILED');

/** The one file of a multipart request, refused when larger than `maxBytes`. */
export async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw uploadFailed();
  let data: Buffer;
  let filename = '';
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw uploadFailed();
    filename = part.filename;
    data = await part.toBuffer();
    if (part.file.truncated) throw uploadFailed();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadFailed(); // too large, cut off or not a proper multipart body
  }
  if (data.length === 0 || data.length > maxBytes) throw uploadFailed();
  return { data, filename };
}
