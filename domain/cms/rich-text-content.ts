import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

/** Link schemes the editor lets through (document 3, section 5). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'file', 'tel', 'sms', 'mailto'] as const;

/** Block-level tags a paragraph can be turned into. */
export const RICH_TEXT_BLOCK_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'div',
] as const;

const MAX_LENGTH = 100_000;

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').trim(),
  );
}

/** A link target is a relative path, an anchor, or uses one of the allowed schemes. */
export function isAllowedHref(href: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * HTML the public sites may show as it is: no scripts, frames, event handlers
 * or links with other schemes (javascript:, data:). The editor cannot make
 * these; a hand-made request must not either.
 */
export function isSafeRichText(html: string): boolean {
  if (/<\s*(script|iframe|object|embed|style|form)\b/i.test(html)) return false;
  if (/\son[a-z]+\s*=/i.test(html)) return false;
  return hrefsOf(html).every(isAllowedHref);
}

/** Rich text of a block: trimmed HTML, '' when empty, refused when unsafe or too long. */
export const richTextSchema = () =>
  looseText()
    .refine((v) => v.length <= MAX_LENGTH, { message: MESSAGE.TEXT_TOO_LONG })
    .refine(isSafeRichText, { message: MESSAGE.INVALID_VALUE });
