import { addDays, dayCount, lastDays, type DayRange, type GroupBy } from './calendar-days';

/**
 * The metrics screen's date presets (docs/dashboards.md). Our reading of the two "year"
 * presets: `last_year` is the rolling year up to today (from the day after the same date a
 * year earlier), `previous_year` the calendar year before this one.
 */
export const DATE_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_60_days',
  'last_90_days',
  'this_month',
  'last_month',
  'last_year',
  'this_year',
  'last_365_days',
  'previous_year',
  'all_time',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** "All time" starts when the business started keeping leads. */
export const ALL_TIME_START = '2013-01-01';

const yearOf = (day: string) => Number(day.slice(0, 4));
const pad = (n: number) => String(n).padStart(2, '0');
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The same date a year earlier; 29 February becomes 28 February. */
function yearBefore(day: string): string {
  const year = yearOf(day) - 1;
  const [month, date] = [Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(date, lastOfMonth))}`;
}

/** The days a preset covers, both included, for today's Dutch day. */
export function presetRange(preset: DatePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday':
      return { start: addDays(today, -1), end: addDays(today, -1) };
    case 'last_7_days':
      return lastDays(today, 7);
    case 'last_30_days':
      return lastDays(today, 30);
    case 'last_60_days':
      return lastDays(today, 60);
    case 'last_90_days':
      return lastDays(today, 90);
    case 'this_month':
      return { start: firstOfMonth(today), end: today };
    case 'last_month': {
      const end = addDays(firstOfMonth(today), -1);
      return { start: firstOfMonth(end), end };
    }
    case 'this_year':
      return { start: `${yearOf(today)}-01-01`, end: today };
    case 'last_year':
      return { start: addDays(yearBefore(today), 1), end: today };
    case 'last_365_days':
      return lastDays(today, 365);
    case 'previous_year':
      return { start: `${yearOf(today) - 1}-01-01`, end: `${yearOf(today) - 1}-12-31` };
    case 'all_time':
      return { start: ALL_TIME_START, end: today };
  }
}

/** A readable chart: days up to three months, weeks up to a year and a half, else months. */
export function groupByFor(range: DayRange): GroupBy {
  const days = dayCount(range);
  if (days <= 92) return 'day';
  if (days <= 550) return 'week';
  return 'month';
}
