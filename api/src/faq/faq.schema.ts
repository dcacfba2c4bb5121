import { z } from 'zod';
import { FAQ_ANSWER_MAX, FAQ_AUDIENCES, FAQ_QUESTION_MAX } from '#domain/faq/faq-audience';

export const faqItemSchema = z
  .object({
    id: z.number().int(),
    audience: z.enum(FAQ_AUDIENCES),
    question: z.string(),
    answer: z.string(),
    position: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'FaqItem' });

export const faqListSchema = z.object({ items: z.array(faqItemSchema) }).meta({ id: 'FaqList' });

export const faqInput = z.object({
  question: z.string().trim().min(1, 'MESSAGE.FIELD_REQUIRED').max(FAQ_QUESTION_MAX),
  answer: z.string().trim().min(1, 'MESSAGE.FIELD_REQUIRED').max(FAQ_ANSWER_MAX),
});
