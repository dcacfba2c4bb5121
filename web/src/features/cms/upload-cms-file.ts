import { CSRF_HEADERS } from '../../lib/csrf';

/**
 * Sends one file with its form fields (domainId, or a page's version) to one of
 * the gateway's CMS upload routes; the fields go first, as the api reads them.
 * Resolves with null on success, or with the message key to show on failure.
 */
export async function uploadCmsFile(
  url: string,
  fields: Record<string, string>,
  file: File,
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
