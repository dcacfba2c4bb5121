import { z } from 'zod';
import { isValidPageUrl, normalizePageUrl } from '#domain/cms/page-url';
import { OUTGOING_PREFIX } from '#domain/cms/redirection-input';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, optionalText, requiredText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/** A table compares a handful of offers; more would not be read. */
export const AFFILIATE_TABLE_MAX_ROWS = 20;
export const AFFILIATE_ROW_MAX_USPS = 5;

/** An outgoing link of a site (/out/name, so clicks are counted) or a full address. */
const linkUrl = looseText()
  .refine((value) => value !== '', { message: MESSAGE.FIELD_REQUIRED })
  .transform((value) =>
    value.startsWith(OUTGOING_PREFIX) ? normalizePageUrl(value) : normalizeUrl(value),
  )
  .refine(
    (value) =>
      value.startsWith(OUTGOING_PREFIX)
        ? isValidPageUrl(value) && value.length > OUTGOING_PREFIX.length
        : isValidUrl(value),
    { message: MESSAGE.ENTER_VALID_URL },
  );

export const affiliateTableRowInputSchema = z.object({
  affiliate_company_id: z.number({ message: MESSAGE.SELECT_OPTION }).int().positive(),
  offer: requiredText(MESSAGE.FIELD_REQUIRED, 120),
  price: optionalText(60),
  link_url: linkUrl,
  usps: z
    .array(requiredText(MESSAGE.FIELD_REQUIRED, 100))
    .max(AFFILIATE_ROW_MAX_USPS, { message: MESSAGE.VALUE_TOO_HIGH })
    .default([]),
  highlighted: z.boolean().default(false),
});

/** An affiliate table as saved (REST names): its texts and its rows in their order. */
export const affiliateTableInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, 100),
  title: optionalText(150),
  intro: optionalText(1000),
  rows: z
    .array(affiliateTableRowInputSchema)
    .max(AFFILIATE_TABLE_MAX_ROWS, { message: MESSAGE.VALUE_TOO_HIGH })
    .default([]),
});

export type AffiliateTableInput = z.output<typeof affiliateTableInputSchema>;
