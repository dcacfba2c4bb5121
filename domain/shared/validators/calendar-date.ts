const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Does this day exist? `Date.parse('2026-02-30')` quietly rolls over to 2 March, so a
 * date only counts when its year, month and day come back unchanged.
 */
function dayExists(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date 'YYYY-MM-DD' of a day that exists (no 30 February, no month 13). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && dayExists(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An ISO 8601 date or date-time ('2026-03-01', '2026-03-01T09:30:00.000Z', with an offset)
 * whose day and time exist, as a Date; null for anything else, also for what
 * `Date.parse` would roll over into another day or accept in a form of its own.
 */
export function parseIsoDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = match;
  if (!dayExists(Number(year), Number(month), Number(day))) return null;
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  // A date alone is a UTC midnight (as Date.parse reads it); an offset is kept.
  const normalized =
    match[4] === undefined ? `${text.trim()}T00:00:00Z` : text.trim().replace(' ', 'T');
  const time = Date.parse(normalized);
  return Number.isNaN(time) ? null : new Date(time);
}
