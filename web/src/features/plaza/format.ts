import { formatMoney } from '#domain/shared/format-money';

/** Kilometres with one decimal in the language's style (Dutch: 3,2 km). */
export function kilometres(km: number | null | undefined, language: string): string {
  if (km === null || km === undefined) return '–';
  return `${km.toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })} km`;
}

export const price = (cents: number) => formatMoney(cents, { symbol: true });

/** When a lead came in: time today, else the date and time. */
export function receivedAt(iso: string, language: string): string {
  const date = new Date(iso);
  const locale = language === 'en' ? 'en-GB' : 'nl-NL';
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
}
