import { sql, type SQL } from 'drizzle-orm';
import type { GroupBy } from '#domain/dashboards/calendar-days';

/** The first day of a day-stats row's bucket as 'YYYY-MM-DD' (weeks start on Monday). */
export function bucketSql(groupBy: GroupBy, day: SQL = sql`day`): SQL {
  if (groupBy === 'day') return sql`to_char(${day}, 'YYYY-MM-DD')`;
  if (groupBy === 'week')
    return sql`to_char(${day} - (extract(isodow FROM ${day})::int - 1), 'YYYY-MM-DD')`;
  return sql`to_char(${day}, 'YYYY-MM-01')`;
}
