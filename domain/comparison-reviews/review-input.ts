import { z } from 'zod';
import { isValidGtin } from '#domain/comparison/gtin';
import { MESSAGE } from '#domain/shared/messages';
import { requiredEmailSchema } from '#domain/shared/validators/email';
import { integerSchema } from '#domain/shared/validators/integer';
import { looseText, requiredText } from '#domain/shared/validators/text';
import { COMPARISON_REVIEW_STATES } from './review-state';

/** Ratings are whole numbers from 1 to 10, as Dutch review sites give them. */
export const COMPARISON_REVIEW_RATING_MIN = 1;
export const COMPARISON_REVIEW_RATING_MAX = 10;

/** Pros and cons: at most this many lines of at most this many characters. */
export const MAX_REVIEW_LINES = 10;
export const MAX_REVIEW_LINE_LENGTH = 200;
export const REVIEW_TITLE_MAX = 150;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_AUTHOR_MAX = 100;

/** Lines as typed (one text, or a list): each trimmed, empty ones dropped. */
export function reviewLines(value: string | readonly string[]): string[] {
  const lines =
    typeof value === 'string' ? value.split(/\r?\n/) : value.flatMap((line) => line.split(/\r?\n/));
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

/** Pros or cons: a list of lines (or one text of lines); empty lines are dropped. */
export const reviewLinesSchema = z
  .union([z.array(z.string()), z.string()], { error: MESSAGE.INVALID_VALUE })
  .nullish()
  .transform((value) => reviewLines(value ?? []))
  .refine((lines) => lines.length <= MAX_REVIEW_LINES, { message: MESSAGE.TOO_MANY_LINES })
  .refine((lines) => lines.every((line) => line.length <= MAX_REVIEW_LINE_LENGTH), {
    message: MESSAGE.TEXT_TOO_LONG,
  });

/** The rating: required, a whole number from 1 to 10. */
export const reviewRatingSchema = integerSchema({
  min: COMPARISON_REVIEW_RATING_MIN,
  max: COMPARISON_REVIEW_RATING_MAX,
  required: true,
}).transform((value) => value as number);

const reviewContent = {
  title: requiredText(MESSAGE.FIELD_REQUIRED, REVIEW_TITLE_MAX),
  text: requiredText(MESSAGE.FIELD_REQUIRED, REVIEW_TEXT_MAX),
  pros: reviewLinesSchema,
  cons: reviewLinesSchema,
  rating: reviewRatingSchema,
};

/** What an editor saves of a review (REST names); the version travels beside it. */
export const comparisonReviewEditSchema = z.object({
  ...reviewContent,
  state: z.enum(COMPARISON_REVIEW_STATES, { error: MESSAGE.SELECT_OPTION }),
});
export type ComparisonReviewEdit = z.output<typeof comparisonReviewEditSchema>;

const optionalProductId = z
  .union([z.number(), z.string()], { error: MESSAGE.SELECT_OPTION })
  .nullish()
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : Number(value),
  )
  .refine((value) => value === null || (Number.isSafeInteger(value) && value > 0), {
    message: MESSAGE.SELECT_OPTION,
  });

/**
 * A review a visitor sends from a public site: the product by its id or by one of its
 * EANs, the writer's name and e-mail address, and the review itself.
 */
export const comparisonReviewSubmissionSchema = z
  .object({
    product_id: optionalProductId,
    ean: looseText().refine((value) => value === '' || isValidGtin(value), {
      message: MESSAGE.ENTER_VALID_EAN,
    }),
    author_name: requiredText(MESSAGE.ENTER_NAME, REVIEW_AUTHOR_MAX),
    email: requiredEmailSchema(),
    ...reviewContent,
  })
  .superRefine((value, context) => {
    if (value.product_id === null && value.ean === '')
      context.addIssue({ code: 'custom', path: ['product_id'], message: MESSAGE.SELECT_OPTION });
  });
export type ComparisonReviewSubmission = z.output<typeof comparisonReviewSubmissionSchema>;
