import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { reviews } from './review.table';

const avg = (column: unknown) => sql<string | null>`round(avg(${column})::numeric, 1)`;
const num = (value: string | null) => (value === null ? null : Number(value));

/** The averages of a company's published reviews, one decimal. */
export async function reviewSummary(db: Executor, companyId: number, now = new Date()) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      rating: avg(reviews.rating),
      appointments: avg(reviews.ratingAppointments),
      service: avg(reviews.ratingService),
      priceQuality: avg(reviews.ratingPriceQuality),
      recommend: sql<
        string | null
      >`round(100.0 * avg(CASE WHEN ${reviews.recommend} THEN 1 ELSE 0 END))`,
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.companyId, companyId),
        eq(reviews.status, 'public'),
        lte(reviews.publishedAt, now),
      ),
    );
  return {
    company_id: companyId,
    count: row?.count ?? 0,
    rating: num(row?.rating ?? null),
    rating_appointments: num(row?.appointments ?? null),
    rating_service: num(row?.service ?? null),
    rating_price_quality: num(row?.priceQuality ?? null),
    recommend_percentage: num(row?.recommend ?? null),
  };
}
