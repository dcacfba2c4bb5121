import { z } from 'zod';
import { MAX_REVIEW_LINE_LENGTH, MAX_REVIEW_LINES } from '#domain/reviews/review-lines';
import { MESSAGE } from '#domain/shared/messages';

/** Pros or cons: up to 10 lines of 200 characters, blank ones dropped. */
export const reviewLinesField = z
  .array(z.string().trim().max(MAX_REVIEW_LINE_LENGTH, MESSAGE.TEXT_TOO_LONG))
  .max(MAX_REVIEW_LINES, MESSAGE.TOO_MANY_LINES)
  .default([])
  .transform((items) => items.filter((line) => line.length > 0));

export const reviewCommentField = z.string().trim().max(2000, MESSAGE.TEXT_TOO_LONG).nullish();
