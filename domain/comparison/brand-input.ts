import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/** A brand's keyword is its name as shown; two brands never share one (case ignored). */
export const brandInputSchema = z.object({
  keyword: z
    .string({ message: MESSAGE.FIELD_REQUIRED })
    .trim()
    .min(1, { message: MESSAGE.FIELD_REQUIRED })
    .max(80, { message: MESSAGE.VALUE_TOO_HIGH }),
  has_home: z.boolean().default(false),
  page_id: z.number().int().positive().nullable().default(null),
});
export type BrandInput = z.output<typeof brandInputSchema>;

export const brandKey = (keyword: string) => keyword.trim().toLowerCase();
