import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, optionalText, requiredText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/** An affiliate company as saved (REST names): a name, its website and a note. */
export const affiliateCompanyInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, 100),
  website: looseText()
    .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
    .transform((v) => (v === '' ? null : normalizeUrl(v))),
  description: optionalText(500),
});

export type AffiliateCompanyInput = z.output<typeof affiliateCompanyInputSchema>;
