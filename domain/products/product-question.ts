import { z } from 'zod';

/**
 * The questions a product's quote form asks:
 * single and multiple choice, and integer or metre ranges the consumer answers
 * with one number.
 */
export const QUESTION_KINDS = [
  'single_choice',
  'multiple_choice',
  'integer_range',
  'meter_range',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

const keySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

const choiceOptionSchema = z.object({
  value: keySchema,
  label: z.string().min(1).max(100),
});

const choiceQuestionSchema = z.object({
  key: keySchema,
  label: z.string().min(1).max(200),
  kind: z.enum(['single_choice', 'multiple_choice']),
  required: z.boolean().default(false),
  options: z.array(choiceOptionSchema).min(2).max(30),
});

const rangeQuestionSchema = z.object({
  key: keySchema,
  label: z.string().min(1).max(200),
  kind: z.enum(['integer_range', 'meter_range']),
  required: z.boolean().default(false),
  min: z.number().int().min(0),
  max: z.number().int().positive(),
  /** Shown after the number ('m²', 'stuks'). */
  unit: z.string().max(10).optional(),
});

export const productQuestionSchema = z.discriminatedUnion('kind', [
  choiceQuestionSchema,
  rangeQuestionSchema,
]);
export type ProductQuestion = z.infer<typeof productQuestionSchema>;
export type ChoiceQuestion = z.infer<typeof choiceQuestionSchema>;
export type RangeQuestion = z.infer<typeof rangeQuestionSchema>;

export const productQuestionsSchema = z
  .array(productQuestionSchema)
  .max(20)
  .refine((questions) => new Set(questions.map((q) => q.key)).size === questions.length, {
    message: 'question keys must be unique',
  });

export function isChoiceQuestion(question: ProductQuestion): question is ChoiceQuestion {
  return question.kind === 'single_choice' || question.kind === 'multiple_choice';
}

export function isRangeQuestion(question: ProductQuestion): question is RangeQuestion {
  return question.kind === 'integer_range' || question.kind === 'meter_range';
}
