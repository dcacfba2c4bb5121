import { CSRF_HEADERS } from './csrf';

/**
 * Sends one file to one of the gateway's upload routes (multipart, not GraphQL),
 * with form `fields` before it (the api reads them first). Resolves with null on
 * success, or with the message key to show on failure.
 */
export async function uploadFile(
  url: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<string | null> {
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
    if (response.ok) return null;
    const answer = (await response.json().catch(() => ({}))) as { message?: unknown };
    return typeof answer.message === 'string' && answer.message.startsWith('MESSAGE.')
      ? answer.message
      : 'MESSAGE.UPLOAD_FAILED';
  } catch {
    return 'MESSAGE.UPLOAD_FAILED';
  }
}
