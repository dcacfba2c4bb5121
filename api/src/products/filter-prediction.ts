import { rowsOf } from '../shared/rows';
import { sql } from 'drizzle-orm';
import {
  filterWantsLead,
  METERS_PER_DEGREE_LATITUDE,
  type FilterArea,
} from '#domain/leads/filter-match';
import type { LeadAnswers } from '#domain/products/lead-answers';
import type { Executor } from '../db';

/** The filter prediction looks back this many days. */
export const PREDICTION_DAYS = 30;

interface LeadPlaceRow extends Record<string, unknown> {
  latitude: number | null;
  longitude: number | null;
  municipality: string | null;
  answers: LeadAnswers;
}

/**
 * How many leads of the product from the last 30 days the filter would have
 * wanted (area and choices; maxima and pauses left aside, as the editor shows
 * what the filter itself reaches). Bad and duplicate leads are not counted.
 */
export async function predictFilter(
  db: Executor,
  productId: number,
  filter: FilterArea,
  now: Date = new Date(),
): Promise<number> {
  const since = new Date(now.getTime() - PREDICTION_DAYS * 86_400_000);
  const band = filter.maxDistance / METERS_PER_DEGREE_LATITUDE;
  const result = await db.execute(sql`
    SELECT latitude, longitude, municipality, answers
      FROM leads
     WHERE product_id = ${productId} AND created_at >= ${since}
       AND NOT bad AND duplicate_of_id IS NULL
       AND (municipality IN (SELECT jsonb_array_elements_text(${JSON.stringify(filter.municipalities)}::jsonb))
            OR (${filter.maxDistance}::int > 0 AND ${filter.latitude}::float8 IS NOT NULL
                AND abs(latitude - ${filter.latitude}::float8) <= ${band}::float8))`);
  const rows = rowsOf<LeadPlaceRow>(result);
  return rows.filter((lead) => filterWantsLead(filter, lead) !== false).length;
}
