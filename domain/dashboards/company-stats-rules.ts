import { addDays, bucketStart, comparedRange, type DayRange } from './calendar-days';
import { ALL_TIME_START } from './lead-generator-metrics-presets';

/** Companies per page of the staff overview of every company's figures. */
export const ALL_STATS_PAGE_SIZE = 25;

/** Entries per page of the company activities card. */
export const COMPANY_ACTIVITIES_PAGE_SIZE = 5;

/** What the overview of every company's figures can be sorted by (claims: filed). */
export const ALL_STATS_SORTS = ['leads', 'revenue', 'claims'] as const;
export type AllStatsSort = (typeof ALL_STATS_SORTS)[number];

/** The days of one company's stats and the stretch they are compared with. */
export interface CompanyStatsPeriod {
  range: DayRange;
  /** The as long stretch just before; null for all time (nothing before it). */
  compared: DayRange | null;
  allTime: boolean;
}

/** The previous calendar month of a day. */
export function monthBefore(today: string): DayRange {
  const end = addDays(bucketStart(today, 'month'), -1);
  return { start: bucketStart(end, 'month'), end };
}

/**
 * The period of a company's stats: the days asked for, or by default all time (from
 * ALL_TIME_START to today), and for a partner company the previous calendar month.
 * A start alone runs to today, an end alone from the start of all time. Any period
 * other than all time is compared with the as long stretch just before.
 */
export function companyStatsPeriod(
  company: { isPartner: boolean },
  today: string,
  asked: { startDate?: string; endDate?: string },
): CompanyStatsPeriod {
  if (!asked.startDate && !asked.endDate) {
    if (company.isPartner) {
      const range = monthBefore(today);
      return { range, compared: comparedRange(range, 'previous_period'), allTime: false };
    }
    return { range: { start: ALL_TIME_START, end: today }, compared: null, allTime: true };
  }
  const range = { start: asked.startDate ?? ALL_TIME_START, end: asked.endDate ?? today };
  return { range, compared: comparedRange(range, 'previous_period'), allTime: false };
}
