import type { FastifyRequest } from 'fastify';
import { uploadFailed } from '../files';
import { ApiError } from '../shared/errors';

/**
 * The one file of a multipart request with the form fields sent before it
 * (domainId), refused when larger than `maxBytes`.
 */
export async function readUploadForm(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ data: Buffer; filename: string; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw uploadFailed();
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw uploadFailed();
    const data = await part.toBuffer();
    if (part.file.truncated || data.length === 0) throw uploadFailed();
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === 'field') fields[name] = String(value.value);
    }
    return { data, filename: part.filename, fields };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw uploadFailed(); // too large, cut off or not a proper multipart body
  }
}
