import { CSRF_HEADERS } from '../../lib/csrf';

/** Sends one file to the gateway's upload route; resolves with the server's message key on failure. */
export async function uploadCompanyFile(url: string, file: File): Promise<string | null> {
  const body = new FormData();
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
