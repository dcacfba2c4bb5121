import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { optionalText, requiredText } from '#domain/shared/validators/text';

/** A product page shows a row of logos; more than this is a wall, not a row. */
export const CMS_PRODUCT_MAX_LOGOS = 12;

/**
 * A CMS product as saved (REST names). `logos` lists the logos to keep, in their new
 * order, with their names; a logo left out is removed. New logos are uploaded one by one.
 */
export const cmsProductInputSchema = z.object({
  discr: requiredText(MESSAGE.SELECT_OPTION, 100),
  title: requiredText(MESSAGE.FIELD_REQUIRED, 150),
  intro: optionalText(2000),
  logos: z
    .array(
      z.object({ id: z.number().int().positive(), name: requiredText(MESSAGE.ENTER_NAME, 100) }),
    )
    .max(CMS_PRODUCT_MAX_LOGOS, { message: MESSAGE.VALUE_TOO_HIGH })
    .default([]),
});

export type CmsProductInput = z.output<typeof cmsProductInputSchema>;
