import { CSRF_HEADERS } from '../../lib/csrf';

/** Sends the photo to the gateway's upload route; resolves with the failure's message key, or null. */
export async function uploadUserPhoto(userId: string, file: File): Promise<string | null> {
  const body = new FormData();
  body.append('file', file);
  try {
    const response = await fetch(`/upload/user/${encodeURIComponent(userId)}/photo`, {
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
