import { z } from 'zod';
import { optionalText, requiredText } from '#domain/shared/validators/text';
import { MESSAGE } from '#domain/shared/messages';

const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

/**
 * A glossary term (REST names): its name and short explanation, the service
 * product it belongs to (none: a generic term) and the page that explains it.
 */
export const termInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, 100),
  description: optionalText(2000),
  product_id: optionalId,
  page_id: optionalId,
});

export type TermInput = z.output<typeof termInputSchema>;
