/** The window an assignment maximum counts over (default week; docs/matching.md). */
export const ASSIGNMENT_PERIODS = ['day', 'week', 'month'] as const;
export type AssignmentPeriod = (typeof ASSIGNMENT_PERIODS)[number];
export const DEFAULT_ASSIGNMENT_PERIOD: AssignmentPeriod = 'week';

/** Periods are calendar periods in Dutch time: a day from midnight, a week from Monday, a month from the 1st. */
export const ASSIGNMENT_TIME_ZONE = 'Europe/Amsterdam';

export interface AssignmentCounts {
  daily: number;
  weekly: number;
  monthly: number;
}

/** The count that the period's maximum is compared with. */
export function countInPeriod(counts: AssignmentCounts, period: AssignmentPeriod): number {
  if (period === 'day') return counts.daily;
  if (period === 'week') return counts.weekly;
  return counts.monthly;
}

/** A maximum of null means no maximum. */
export function isCapReached(max: number | null, count: number): boolean {
  return max !== null && count >= max;
}

/** The "maxed" label: shown when not paused and the maximum is not above the count. */
export function isMaxed(subject: { paused: boolean; max: number | null; count: number }): boolean {
  return !subject.paused && isCapReached(subject.max, subject.count);
}

/** A daily maximum as a weekly figure (weekly equals daily times 7). */
export function weeklyEquivalent(max: number, period: AssignmentPeriod): number {
  return period === 'day' ? max * 7 : max;
}

/** The wall-clock parts of an instant in a time zone. */
function zonedParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The instant of local midnight of a calendar date in the zone. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall;
  // Two rounds settle the zone's offset, also on the days clocks change.
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(instant, timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    instant += wall - shown;
  }
  return new Date(instant);
}

/** Where the current day, week (Monday) and month began, in Dutch time. */
export function periodStarts(
  now: Date = new Date(),
  timeZone = ASSIGNMENT_TIME_ZONE,
): Record<AssignmentPeriod, Date> {
  const p = zonedParts(now.getTime(), timeZone);
  const weekday = (new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(p.year, p.month - 1, p.day - weekday));
  return {
    day: zonedMidnight(p.year, p.month, p.day, timeZone),
    week: zonedMidnight(
      monday.getUTCFullYear(),
      monday.getUTCMonth() + 1,
      monday.getUTCDate(),
      timeZone,
    ),
    month: zonedMidnight(p.year, p.month, 1, timeZone),
  };
}
