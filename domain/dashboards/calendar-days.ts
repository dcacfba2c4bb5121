/**
 * Calendar days as the dashboards count them: 'YYYY-MM-DD' strings in Dutch time
 * (the day-stats tables are keyed by them). Arithmetic runs on UTC dates, so
 * daylight-saving changes never shift a day.
 */

export const DASHBOARD_TIME_ZONE = 'Europe/Amsterdam';
export const GROUP_BYS = ['day', 'week', 'month'] as const;
export type GroupBy = (typeof GROUP_BYS)[number];
export const COMPARE_WITH = ['previous_period', 'previous_year'] as const;
export type CompareWith = (typeof COMPARE_WITH)[number];

export interface DayRange {
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

const DAY_MS = 86_400_000;
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Dutch calendar day of a moment. */
export function dutchDay(at: Date): string {
  return dayFormat.format(at);
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isDay(value: string): boolean {
  // A month or day out of range parses as NaN (no date to format): not a day.
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    Number.isFinite(toUtc(value)) &&
    fromUtc(toUtc(value)) === value
  );
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** Days from start to end, both included. */
export function dayCount(range: DayRange): number {
  return Math.round((toUtc(range.end) - toUtc(range.start)) / DAY_MS) + 1;
}

/** The first day of the day, week (Monday) or month a day falls in. */
export function bucketStart(day: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return day;
  if (groupBy === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function nextBucket(start: string, groupBy: GroupBy): string {
  if (groupBy === 'day') return addDays(start, 1);
  if (groupBy === 'week') return addDays(start, 7);
  const date = new Date(toUtc(start));
  return fromUtc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** Every bucket that touches the range, in order: a chart's x axis without gaps. */
export function bucketsOf(range: DayRange, groupBy: GroupBy): string[] {
  const buckets: string[] = [];
  for (let at = bucketStart(range.start, groupBy); at <= range.end; at = nextBucket(at, groupBy))
    buckets.push(at);
  return buckets;
}

/** The range to compare with: the as long stretch just before, or the same days a year earlier. */
export function comparedRange(range: DayRange, compareWith: CompareWith): DayRange {
  if (compareWith === 'previous_period') {
    const length = dayCount(range);
    return { start: addDays(range.start, -length), end: addDays(range.end, -length) };
  }
  const yearEarlier = (day: string) => {
    const date = new Date(toUtc(day));
    const shifted = new Date(Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), 1));
    // 29 February becomes 28 February.
    const lastDay = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0));
    return fromUtc(
      Date.UTC(
        shifted.getUTCFullYear(),
        shifted.getUTCMonth(),
        Math.min(date.getUTCDate(), lastDay.getUTCDate()),
      ),
    );
  };
  return { start: yearEarlier(range.start), end: yearEarlier(range.end) };
}

/** The last `days` days up to and including today. */
export function lastDays(today: string, days: number): DayRange {
  return { start: addDays(today, -(days - 1)), end: today };
}
