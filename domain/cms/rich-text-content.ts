import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

/** Link schemes the editor lets through; anything else (javascript:, data:) is dropped. */
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

/**
 * Every tag the editor makes (its block formats, breaks, marks, lists, quotes, code and
 * links): the allow-list rich text is sanitized to, in the api and in the preview.
 */
export const RICH_TEXT_TAGS = [
  ...RICH_TEXT_BLOCK_TAGS,
  ...['br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'blockquote', 'ul', 'ol', 'li', 'a'],
] as const;

/** The attributes kept: a link's target, tab behaviour and rel, an ordered list's start. */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'target', 'rel'], ol: ['start'] } as const;

const MAX_LENGTH = 100_000;

function hrefsOf(html: string): string[] {
  return [...html.matchAll(/\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').trim(),
  );
}

const codePoint = (n: number) => (n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '');

/**
 * A link target as a browser reads it: character references decoded, control
 * characters and spaces dropped (`java&#x09;script:` is still javascript:).
 */
function hrefAsRead(href: string): string {
  return href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => codePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&(tab|newline);/gi, '')
    .split('')
    .filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('');
}

/** A link target is a relative path, an anchor, or uses one of the allowed schemes. */
export function isAllowedHref(href: string): boolean {
  const scheme = /^([^/?#]*):/.exec(hrefAsRead(href))?.[1]?.toLowerCase();
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

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"' };

/** The text a reader sees: tags dropped, the common entities read, spaces folded. */
export function richTextPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#160);/gi, (_, name: string) =>
      name === '#160' ? ' ' : (ENTITIES[name.toLowerCase()] ?? ' '),
    )
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** Empty means nothing to read: an editor's `<p></p>` or a few spaces count as empty. */
export const isRichTextEmpty = (html: string): boolean => richTextPlainText(html) === '';

/** What the editor hands over: '' when there is nothing to read, else its HTML. */
export const richTextFromEditor = (html: string): string => (isRichTextEmpty(html) ? '' : html);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Pasted text as the editor inserts it (paste is always plain): a blank line
 * starts a paragraph, a single line break stays a break, markup is text.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${part.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}
