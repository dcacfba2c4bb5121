import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

const WIDTH = /^(\d+)(px|%)?$/i;

/** Default width of an embedded form. */
export const DEFAULT_EMBED_WIDTH = '100%';

export function isValidEmbedWidth(text: string): boolean {
  const value = text.trim().replace(/\s+/g, '');
  return value === '' || WIDTH.test(value);
}

/** '100' -> '100%', '640' -> '640px', '50%' and '300px' unchanged, blank -> the default 100%. */
export function normalizeEmbedWidth(text: string): string {
  const value = text.trim().replace(/\s+/g, '');
  const match = WIDTH.exec(value);
  if (!match) return value === '' ? DEFAULT_EMBED_WIDTH : value;
  const [, amount, unit] = match;
  if (unit) return `${amount}${unit.toLowerCase()}`;
  return amount === '100' ? '100%' : `${amount}px`;
}

export const embedWidthSchema = () =>
  looseText()
    .refine(isValidEmbedWidth, { message: MESSAGE.ENTER_VALID_EMBED_WIDTH })
    .transform(normalizeEmbedWidth);
