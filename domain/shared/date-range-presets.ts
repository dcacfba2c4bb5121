/** The date range picker's presets; all-time starts 2013-01-01, before the oldest data. */
export const DATE_RANGE_PRESETS = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_60_days',
  'last_90_days',
  'this_month',
  'last_month',
  'this_year',
  'last_365_days',
  'previous_year',
  'all_time',
  'custom',
] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];
export interface DateRange {
  start: Date;
  end: Date;
}

export const ALL_TIME_START = new Date(2013, 0, 1);

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const endOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The range of a preset in local time, whole days from 00:00 to 23:59:59.999.
 * "Last N days" ends today and counts today. 'custom' has no range (null).
 */
export function dateRangeForPreset(
  preset: DateRangePreset,
  now: Date = new Date(),
): DateRange | null {
  const today = startOfDay(now);
  const year = now.getFullYear();
  const month = now.getMonth();
  const lastDays = (days: number) => ({ start: addDays(today, -(days - 1)), end: endOfDay(today) });
  switch (preset) {
    case 'today':
      return { start: today, end: endOfDay(today) };
    case 'yesterday':
      return { start: addDays(today, -1), end: endOfDay(addDays(today, -1)) };
    case 'last_7_days':
      return lastDays(7);
    case 'last_30_days':
      return lastDays(30);
    case 'last_60_days':
      return lastDays(60);
    case 'last_90_days':
      return lastDays(90);
    case 'last_365_days':
      return lastDays(365);
    case 'this_month':
      return { start: new Date(year, month, 1), end: endOfDay(new Date(year, month + 1, 0)) };
    case 'last_month':
      return { start: new Date(year, month - 1, 1), end: endOfDay(new Date(year, month, 0)) };
    case 'this_year':
      return { start: new Date(year, 0, 1), end: endOfDay(new Date(year, 11, 31)) };
    case 'previous_year':
      return { start: new Date(year - 1, 0, 1), end: endOfDay(new Date(year - 1, 11, 31)) };
    case 'all_time':
      return { start: ALL_TIME_START, end: endOfDay(today) };
    default:
      return null;
  }
}
