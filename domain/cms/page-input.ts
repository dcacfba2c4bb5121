import { z } from 'zod';
import { contentBlockSchema, eanSchema } from '#domain/cms/content-block';
import { missingBlockText } from '#domain/cms/required-block-text';
import { applyPageSaveRules } from '#domain/cms/page-save-rules';
import { pageTypeFeatures } from '#domain/cms/page-type-features';
import { isPageType, type PageType } from '#domain/cms/page-types';
import { pageUrlSchema } from '#domain/cms/page-url';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';
import { isCalendarDate } from '#domain/shared/validators/calendar-date';

const optionalId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

/** A calendar date 'YYYY-MM-DD' that exists, or null. */
const dateSchema = looseText()
  .refine((v) => v === '' || isCalendarDate(v), {
    message: MESSAGE.ENTER_VALID_DATE,
  })
  .transform((v) => (v === '' ? null : v));

const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: MESSAGE.TEXT_TOO_LONG })
    .refine((v) => v !== '', { message: MESSAGE.FIELD_REQUIRED });

/**
 * What an editor saves of a page (REST names). Parsing fills the defaults,
 * checks each block by its kind and applies the save rules; a city, province
 * or country page needs its lead-generator product.
 */
export const pageInputSchema = z
  .object({
    type: z
      .string()
      .refine(isPageType, { message: MESSAGE.SELECT_OPTION })
      .transform((v) => v as PageType)
      .default('GenericPage'),
    url: pageUrlSchema(),
    blocks: z.array(contentBlockSchema).max(200, { message: MESSAGE.VALUE_TOO_HIGH }).default([]),
    author_id: optionalId,
    sources: z.array(shortText(500)).max(50, { message: MESSAGE.TOO_MANY_LINES }).default([]),
    created: dateSchema,
    updated: dateSchema,
    header_image_id: optionalId,
    image1_id: optionalId,
    image2_id: optionalId,
    image3_id: optionalId,
    image4_id: optionalId,
    tags: z.array(shortText(100)).max(50, { message: MESSAGE.VALUE_TOO_HIGH }).default([]),
    widget_position: z.number().int().min(0, { message: MESSAGE.VALUE_TOO_LOW }).default(0),
    lead_product_id: optionalId,
    product_eans: z.array(eanSchema).max(50, { message: MESSAGE.VALUE_TOO_HIGH }).default([]),
  })
  .superRefine((page, ctx) => {
    if (pageTypeFeatures(page.type).leadProductRequired && page.lead_product_id === null) {
      ctx.addIssue({ code: 'custom', path: ['lead_product_id'], message: MESSAGE.FIELD_REQUIRED });
    }
    for (const [index, field] of missingBlockText(page.blocks)) {
      ctx.addIssue({
        code: 'custom',
        path: ['blocks', index, field],
        message: MESSAGE.FIELD_REQUIRED,
      });
    }
  })
  .transform((page) => applyPageSaveRules(page));

export type PageInput = z.output<typeof pageInputSchema>;
export type PageInputDraft = z.input<typeof pageInputSchema>;
