/** A score or average with one decimal, in the user's language ("7,5" in Dutch). */
export function formatScore(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '–';
  return value.toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

export function formatReviewDate(value: string, language: string): string {
  return new Date(value).toLocaleDateString(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}
