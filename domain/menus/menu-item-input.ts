import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, requiredText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';
import {
  DEFAULT_MENU_ICON,
  MENU_ICONS,
  MENU_LABEL_MAX,
  type MenuIcon,
  type MenuKind,
} from './menu-kind';

const optionalId = z
  .number({ message: MESSAGE.SELECT_OPTION })
  .int()
  .positive()
  .nullish()
  .transform((v) => v ?? null);

/**
 * What a save of a menu item sends (REST names). The hyperlink keeps only the kind
 * chosen: external clears the page, otherwise the address goes and a page is required.
 */
const linkFields = {
  label: requiredText(MESSAGE.FIELD_REQUIRED, MENU_LABEL_MAX),
  external: z.boolean().default(false),
  external_url: looseText()
    .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
    .transform((v) => (v === '' ? null : normalizeUrl(v))),
  page_id: optionalId,
};

const productFields = {
  icon: z
    .enum(MENU_ICONS, { message: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((v) => v ?? DEFAULT_MENU_ICON),
  product_id: optionalId,
};

type LinkInput = { external: boolean; external_url: string | null; page_id: number | null };

/** External clears the page, internal clears the address; the one kept must be there. */
function linkRule<T extends LinkInput>(input: T, ctx: z.RefinementCtx) {
  if (input.external && !input.external_url)
    ctx.addIssue({ code: 'custom', path: ['external_url'], message: MESSAGE.FIELD_REQUIRED });
  if (!input.external && input.page_id === null)
    ctx.addIssue({ code: 'custom', path: ['page_id'], message: MESSAGE.SELECT_OPTION });
}

function cleared<T extends LinkInput>(input: T): T {
  return {
    ...input,
    external_url: input.external ? input.external_url : null,
    page_id: input.external ? null : input.page_id,
  };
}

export const menuItemInputSchema = z
  .object(linkFields)
  .transform(cleared)
  .superRefine(linkRule)
  .transform((input) => ({ ...input, icon: null, product_id: null }));

export const productMenuItemInputSchema = z
  .object({ ...linkFields, ...productFields })
  .transform(cleared)
  .superRefine(linkRule);

export interface MenuItemInput {
  label: string;
  external: boolean;
  external_url: string | null;
  page_id: number | null;
  /** Product menu only (null in the main menu). */
  icon: MenuIcon | null;
  product_id: number | null;
}

/** A save's body checked for its kind: the product menu adds icon (default 'info') and product. */
export function parseMenuItemInput(kind: MenuKind, body: unknown): MenuItemInput {
  return kind === 'product_menu'
    ? productMenuItemInputSchema.parse(body)
    : menuItemInputSchema.parse(body);
}
