import { CSRF_HEADERS } from './csrf';

/** What an upload route answered: its JSON on success, else the message key to show. */
export type UploadResult<T> = { ok: true; answer: T } | { ok: false; error: string };

/**
 * Sends one file to one of the gateway's upload routes (multipart, not GraphQL),
 * with form `fields` before it (the api reads them first).
 */
export async function sendUpload<T = unknown>(
  url: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<UploadResult<T>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: CSRF_HEADERS,
    });
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (response.ok) return { ok: true, answer: answer as T };
    return {
      ok: false,
      error:
        typeof answer.message === 'string' && answer.message.startsWith('MESSAGE.')
          ? answer.message
          : 'MESSAGE.UPLOAD_FAILED',
    };
  } catch {
    return { ok: false, error: 'MESSAGE.UPLOAD_FAILED' };
  }
}

/** Like sendUpload, for routes whose answer is only a message: null on success, else the key. */
export async function uploadFile(
  url: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<string | null> {
  const result = await sendUpload(url, file, fields);
  return result.ok ? null : result.error;
}
