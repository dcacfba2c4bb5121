import { z } from 'zod';
import {
  MAX_REVIEW_LINE_LENGTH,
  MAX_REVIEW_LINES,
  reviewLines,
} from '#domain/reviews/review-lines';
import { DEFAULT_SCORE, ratingsFor } from '#domain/reviews/review-ratings';
import { MESSAGE } from '#domain/shared/messages';
import type { ReviewInput, ReviewLinkQuery } from '../../gql/graphql';

const linesField = z
  .string()
  .refine((text) => reviewLines(text).length <= MAX_REVIEW_LINES, MESSAGE.TOO_MANY_LINES)
  .refine(
    (text) => reviewLines(text).every((line) => line.length <= MAX_REVIEW_LINE_LENGTH),
    MESSAGE.TEXT_TOO_LONG,
  );

/** The review form: switches, scores 1–10 (null when cleared), pros and cons as text lines. */
export const reviewFormSchema = z.object({
  recommend: z.boolean(),
  fulfill: z.boolean(),
  ratingAppointments: z.number().int().min(1).max(10).nullable(),
  ratingService: z.number().int().min(1).max(10).nullable(),
  ratingPriceQuality: z.number().int().min(1).max(10).nullable(),
  pros: linesField,
  cons: linesField,
  comment: z.string().max(2000, MESSAGE.TEXT_TOO_LONG),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

type Link = ReviewLinkQuery['reviewLink'];

export function reviewFormDefaults(link: Link): ReviewFormValues {
  return {
    recommend: link.recommend,
    fulfill: link.fulfill,
    ratingAppointments: link.ratingAppointments ?? null,
    ratingService: link.ratingService ?? null,
    ratingPriceQuality: link.ratingPriceQuality ?? null,
    pros: link.pros.join('\n'),
    cons: link.cons.join('\n'),
    comment: link.comment ?? '',
  };
}

/**
 * The scores the switches leave (the same rules as the api): cleared ones become null,
 * ones switched back on start at 10 again.
 */
export function scoresAfterSwitch(values: ReviewFormValues): ReviewFormValues {
  const reopen = (score: number | null) => score ?? DEFAULT_SCORE;
  const ratings = ratingsFor({
    recommend: values.recommend,
    fulfill: values.fulfill,
    ratingAppointments: reopen(values.ratingAppointments),
    ratingService: reopen(values.ratingService),
    ratingPriceQuality: reopen(values.ratingPriceQuality),
  });
  return {
    ...values,
    ratingAppointments: ratings.ratingAppointments,
    ratingService: ratings.ratingService,
    ratingPriceQuality: ratings.ratingPriceQuality,
  };
}

export function reviewInput(values: ReviewFormValues): ReviewInput {
  return {
    recommend: values.recommend,
    fulfill: values.fulfill,
    ratingAppointments: values.ratingAppointments,
    ratingService: values.ratingService,
    ratingPriceQuality: values.ratingPriceQuality,
    pros: reviewLines(values.pros),
    cons: reviewLines(values.cons),
    comment: values.comment.trim() || null,
  };
}
