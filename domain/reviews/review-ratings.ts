/** Scores run from 1 to 10; a new review starts at 10 (docs/reviews.md, "The form"). */
export const MIN_SCORE = 1;
export const MAX_SCORE = 10;
export const DEFAULT_SCORE = 10;

export interface RatingInput {
  recommend: boolean;
  fulfill: boolean;
  ratingAppointments?: number | null;
  ratingService?: number | null;
  ratingPriceQuality?: number | null;
}

export interface Ratings {
  recommend: boolean;
  fulfill: boolean;
  ratingAppointments: number | null;
  ratingService: number | null;
  ratingPriceQuality: number | null;
  /** The mean of the scores given, one decimal; null when every score was cleared. */
  rating: number | null;
}

/** Rounds to one decimal, the way averages are shown. */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The mean of the scores that are present, one decimal; null when none is. */
export function averageScore(scores: readonly (number | null | undefined)[]): number | null {
  const given = scores.filter((s): s is number => typeof s === 'number');
  if (given.length === 0) return null;
  return oneDecimal(given.reduce((sum, s) => sum + s, 0) / given.length);
}

/**
 * The review token form's rules: not recommending clears all three scores, a job
 * not fulfilled clears service and price-quality, any other score left open is 10.
 */
export function ratingsFor(input: RatingInput): Ratings {
  const orDefault = (score: number | null | undefined) => score ?? DEFAULT_SCORE;
  const ratingAppointments = input.recommend ? orDefault(input.ratingAppointments) : null;
  const keepsDetail = input.recommend && input.fulfill;
  const ratingService = keepsDetail ? orDefault(input.ratingService) : null;
  const ratingPriceQuality = keepsDetail ? orDefault(input.ratingPriceQuality) : null;
  return {
    recommend: input.recommend,
    fulfill: input.fulfill,
    ratingAppointments,
    ratingService,
    ratingPriceQuality,
    rating: averageScore([ratingAppointments, ratingService, ratingPriceQuality]),
  };
}

/**
 * A revision changes what the consumer wrote, never the scores: once a review
 * exists its ratings are kept as they were (not recalculated).
 */
export function ratingsOnRevision(existing: Ratings): Ratings {
  return { ...existing };
}
