import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { requiredText } from '#domain/shared/validators/text';
import { urlSchema } from '#domain/shared/validators/url';
import { isValidGtin } from './gtin';

/** Pros and cons are kept as lines: each trimmed, empty ones dropped, at most 20. */
export const linesSchema = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split('\n'))
      .map((line) => line.trim())
      .filter((line) => line.length > 0),
  )
  .refine((lines) => lines.length <= 20, { message: MESSAGE.VALUE_TOO_HIGH })
  .refine((lines) => lines.every((line) => line.length <= 200), { message: MESSAGE.TEXT_TOO_LONG });

export const eanSchema = z
  .string({ message: MESSAGE.FIELD_REQUIRED })
  .trim()
  .min(1, { message: MESSAGE.FIELD_REQUIRED })
  .refine(isValidGtin, { message: MESSAGE.ENTER_VALID_EAN })
  .transform(Number);

/** What an editor types for a product besides its specs and additional EANs. */
export const productInputSchema = z.object({
  name: requiredText(MESSAGE.FIELD_REQUIRED, 200),
  brand_id: z.number().int().positive().nullable().default(null),
  ean: eanSchema,
  scrape_uri: urlSchema(),
  pros: linesSchema,
  cons: linesSchema,
});
export type ProductInput = z.output<typeof productInputSchema>;

/** A new product also names its core product; a clone takes the original's. */
export const newProductInputSchema = productInputSchema.extend({
  core_product_id: z.number({ message: MESSAGE.FIELD_REQUIRED }).int().positive(),
});

/** A spec editor save: a value per feature; empty values are dropped (the spec is removed). */
export const specsInputSchema = z
  .array(
    z.object({
      feature_id: z.number().int().positive(),
      value: z
        .string()
        .nullish()
        .transform((value) => (value ?? '').trim())
        .refine((value) => value.length <= 500, { message: MESSAGE.TEXT_TOO_LONG }),
    }),
  )
  .max(500)
  .transform((specs) => specs.filter((spec) => spec.value !== ''));
