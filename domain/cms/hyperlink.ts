import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/**
 * A link in a block or menu: to a page of the site, or (external) to any address.
 * Only the kind chosen is kept: external clears the page, otherwise the address goes.
 */
export const hyperlinkSchema = z
  .object({
    label: looseText().refine((v) => v.length <= 255, { message: MESSAGE.TEXT_TOO_LONG }),
    external: z.boolean().default(false),
    external_url: looseText()
      .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
      .transform((v) => (v === '' ? null : normalizeUrl(v))),
    page_id: z.number().int().positive().nullish(),
  })
  .transform((link) => ({
    label: link.label,
    external: link.external,
    external_url: link.external ? link.external_url : null,
    page_id: link.external ? null : (link.page_id ?? null),
  }));

export type Hyperlink = z.output<typeof hyperlinkSchema>;
