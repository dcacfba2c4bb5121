import { z } from 'zod';
import { isValidGtin } from '#domain/comparison/gtin';
import { MESSAGE } from '#domain/shared/messages';
import { isValidUrl } from '#domain/shared/validators/url';
import type { ComparisonProductInput } from '../../gql/graphql';

/** The product form as typed: pros and cons one per line. */
export const productFormSchema = z.object({
  name: z.string().trim().min(1, { message: MESSAGE.FIELD_REQUIRED }),
  brandId: z.string().nullable(),
  ean: z
    .string()
    .trim()
    .min(1, { message: MESSAGE.FIELD_REQUIRED })
    .refine(isValidGtin, { message: MESSAGE.ENTER_VALID_EAN }),
  scrapeUri: z.string().refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL }),
  pros: z.string(),
  cons: z.string(),
});
export type ProductFormValues = z.infer<typeof productFormSchema>;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function productInput(values: ProductFormValues): ComparisonProductInput {
  return {
    name: values.name,
    brandId: values.brandId,
    ean: values.ean,
    scrapeUri: values.scrapeUri.trim() || null,
    pros: lines(values.pros),
    cons: lines(values.cons),
  };
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  brandId: null,
  ean: '',
  scrapeUri: '',
  pros: '',
  cons: '',
};
