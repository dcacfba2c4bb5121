import { MESSAGE } from '#domain/shared/messages';
import { isChoiceQuestion, type ProductQuestion } from './product-question';

/** A consumer's answers: question key -> option value, option values, or a number. */
export type LeadAnswers = Record<string, string | string[] | number>;

export interface CheckedAnswers {
  answers: LeadAnswers;
  /** Field errors keyed `answers.<question key>`. */
  fields: Record<string, string>;
}

function checkOne(question: ProductQuestion, raw: unknown): string | string[] | number | string {
  if (isChoiceQuestion(question)) {
    const allowed = new Set(question.options.map((option) => option.value));
    if (question.kind === 'single_choice') {
      if (typeof raw !== 'string' || !allowed.has(raw)) throw MESSAGE.SELECT_OPTION;
      return raw;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.length === 0 || values.some((v) => typeof v !== 'string' || !allowed.has(v)))
      throw MESSAGE.SELECT_OPTION;
    return [...new Set(values as string[])];
  }
  const number = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw MESSAGE.ENTER_VALID_NUMBER;
  if (number < question.min) throw MESSAGE.VALUE_TOO_LOW;
  if (number > question.max) throw MESSAGE.VALUE_TOO_HIGH;
  return number;
}

const isBlank = (raw: unknown) =>
  raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0);

/**
 * Checks answers against the product's questions: unknown keys, options that
 * the question does not offer, numbers out of range and missing required
 * answers each give a field error; blank optional answers are left out.
 */
export function checkLeadAnswers(
  questions: readonly ProductQuestion[],
  raw: Record<string, unknown> | null | undefined,
): CheckedAnswers {
  const answers: LeadAnswers = {};
  const fields: Record<string, string> = {};
  const byKey = new Map(questions.map((question) => [question.key, question]));
  for (const key of Object.keys(raw ?? {})) {
    if (!byKey.has(key)) fields[`answers.${key}`] = MESSAGE.INVALID_VALUE;
  }
  for (const question of questions) {
    const value = raw?.[question.key];
    if (isBlank(value)) {
      if (question.required) fields[`answers.${question.key}`] = MESSAGE.FIELD_REQUIRED;
      continue;
    }
    try {
      answers[question.key] = checkOne(question, value);
    } catch (message) {
      fields[`answers.${question.key}`] = String(message);
    }
  }
  return { answers, fields };
}
