import { z } from 'zod';
import { COMPARISON_REVIEW_STATES } from '#domain/comparison-reviews/review-state';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A comparison review with its product and core product (names joined in). */
export const comparisonReviewSchema = z
  .object({
    id,
    product_id: id,
    product_name: z.string(),
    core_product_id: id,
    core_product_name: z.string(),
    author_name: z.string(),
    email: z.string(),
    rating: z.number().int().describe('1 to 10'),
    title: z.string(),
    text: z.string(),
    pros: z.array(z.string()),
    cons: z.array(z.string()),
    state: z.enum(COMPARISON_REVIEW_STATES),
    created_at: z.string().describe('ISO 8601'),
    approved_at: z.string().nullable(),
    approved_by: id.nullable(),
    approved_by_name: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'ComparisonReview' });

export const comparisonReviewListSchema = listOf(comparisonReviewSchema).meta({
  id: 'ComparisonReviewList',
});

/** The reviews awaiting review (state new), the oldest first, and how many there are. */
export const comparisonReviewsAwaitingSchema = z
  .object({ items: z.array(comparisonReviewSchema), count: z.number().int() })
  .meta({ id: 'ComparisonReviewsAwaiting' });
