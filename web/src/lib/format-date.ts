/** Dates and times as the portal shows them, in the user's language. */
const locale = (language: string) => (language === 'en' ? 'en-GB' : 'nl-NL');

/** 23-11-2026 (Dutch) or 23/11/2026. */
export function formatDate(value: string, language: string): string {
  return new Date(value).toLocaleDateString(locale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** 23-11-2026 14:00, 24 hours. */
export function formatDateTime(value: string, language: string): string {
  return new Date(value).toLocaleString(locale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
