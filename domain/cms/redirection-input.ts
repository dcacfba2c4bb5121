import { z } from 'zod';
import { isValidPageUrl, normalizePageUrl } from '#domain/cms/page-url';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, optionalText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/** Where outgoing (affiliate) links live on a site: /out/<name>. */
export const OUTGOING_PREFIX = '/out/';

const positiveId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

/**
 * A redirection as saved (REST names). The path is a page url of the domain;
 * an outgoing one is kept under /out/ and marked affiliate, either way round.
 * It leads to an address or to a page: only one of the two is kept.
 */
export const redirectionInputSchema = z
  .object({
    url: z
      .string({ message: MESSAGE.FIELD_REQUIRED })
      .transform(normalizePageUrl)
      .refine((v) => v !== '/' && isValidPageUrl(v), { message: MESSAGE.ENTER_VALID_SLUG }),
    target: looseText()
      .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
      .transform((v) => (v === '' ? null : normalizeUrl(v))),
    page_id: positiveId,
    description: optionalText(255),
    affiliate: z.boolean().default(false),
    temporary: z.boolean().default(false),
    affiliate_company_id: positiveId,
    domain: z.object({ id: z.number().int().positive() }, { message: MESSAGE.SELECT_OPTION }),
  })
  .transform((input) => {
    const outgoing = input.affiliate || input.url.startsWith(OUTGOING_PREFIX);
    const url = outgoing && !input.url.startsWith(OUTGOING_PREFIX) ? `/out${input.url}` : input.url;
    const toPage = !outgoing && input.page_id !== null;
    return {
      ...input,
      url,
      affiliate: outgoing,
      target: toPage ? null : input.target,
      page_id: toPage ? input.page_id : null,
      // Only an outgoing link is paid for by an affiliate company.
      affiliate_company_id: outgoing ? input.affiliate_company_id : null,
    };
  })
  .superRefine((input, ctx) => {
    if (input.target === null && input.page_id === null)
      ctx.addIssue({ code: 'custom', path: ['target'], message: MESSAGE.FIELD_REQUIRED });
    if (!isValidPageUrl(input.url))
      ctx.addIssue({ code: 'custom', path: ['url'], message: MESSAGE.ENTER_VALID_SLUG });
  });

export type RedirectionInput = z.output<typeof redirectionInputSchema>;
