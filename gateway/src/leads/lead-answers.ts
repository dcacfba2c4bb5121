import type { RestProduct } from '../products/rest-types';
import type { LeadAnswerSource } from './rest-types';

type Answers = Record<string, string | number | string[]>;

/** The consumer's answers in the order of the product's questions, as readable text. */
export function answerList(product: RestProduct, answers: Answers): LeadAnswerSource[] {
  const list: LeadAnswerSource[] = [];
  for (const question of product.questions) {
    const given = answers[question.key];
    if (given === undefined) continue;
    let answer: string;
    if (typeof given === 'number') {
      answer = question.unit ? `${given} ${question.unit}` : String(given);
    } else {
      const values = Array.isArray(given) ? given : [given];
      const label = (value: string) =>
        question.options?.find((option) => option.value === value)?.label ?? value;
      answer = values.map(label).join(', ');
    }
    list.push({ questionKey: question.key, question: question.label, answer });
  }
  return list;
}
