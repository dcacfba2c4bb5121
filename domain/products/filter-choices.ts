import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import type { LeadAnswers } from './lead-answers';
import { isChoiceQuestion, type ProductQuestion } from './product-question';

/** A range a filter accepts; either end may be open. */
export interface AnswerRange {
  gte: number | null;
  lte: number | null;
}

/**
 * What a company filter wants per question: the option values it accepts, or a
 * range. A question the filter does not mention (or an empty list) accepts all.
 */
export type FilterChoices = Record<string, string[] | AnswerRange>;

const rangeSchema = z.object({
  gte: z.number().int().nullable().default(null),
  lte: z.number().int().nullable().default(null),
});

export const filterChoicesSchema = z.record(
  z.string(),
  z.union([z.array(z.string()), rangeSchema]),
);

const isRange = (value: string[] | AnswerRange): value is AnswerRange => !Array.isArray(value);

/** Field errors (keyed `choices.<key>`) for choices that do not fit the product's questions. */
export function filterChoiceErrors(
  questions: readonly ProductQuestion[],
  choices: FilterChoices,
): Record<string, string> {
  const fields: Record<string, string> = {};
  const byKey = new Map(questions.map((question) => [question.key, question]));
  for (const [key, wanted] of Object.entries(choices)) {
    const question = byKey.get(key);
    const field = `choices.${key}`;
    if (!question) {
      fields[field] = MESSAGE.INVALID_VALUE;
    } else if (isChoiceQuestion(question)) {
      const offered = new Set(question.options.map((option) => option.value));
      if (isRange(wanted) || wanted.some((value) => !offered.has(value)))
        fields[field] = MESSAGE.SELECT_OPTION;
    } else if (!isRange(wanted)) {
      fields[field] = MESSAGE.ENTER_VALID_NUMBER;
    } else if (wanted.gte !== null && wanted.lte !== null && wanted.gte > wanted.lte) {
      fields[field] = MESSAGE.VALUE_TOO_HIGH;
    }
  }
  return fields;
}

/**
 * Whether a filter's choices accept a lead's answers. An unanswered question
 * never excludes a lead (the consumer may skip optional questions); a multiple
 * choice answer is accepted when any chosen option is wanted.
 */
export function choicesAcceptAnswers(choices: FilterChoices, answers: LeadAnswers): boolean {
  for (const [key, wanted] of Object.entries(choices)) {
    const answer = answers[key];
    if (answer === undefined) continue;
    if (isRange(wanted)) {
      if (typeof answer !== 'number') continue;
      if (wanted.gte !== null && answer < wanted.gte) return false;
      if (wanted.lte !== null && answer > wanted.lte) return false;
    } else if (wanted.length > 0) {
      const given = Array.isArray(answer) ? answer : [String(answer)];
      if (!given.some((value) => wanted.includes(value))) return false;
    }
  }
  return true;
}
