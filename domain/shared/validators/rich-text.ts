import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

/**
 * An editor's HTML counts as empty when it holds no visible text and no media:
 * '<p><br></p>' and '<p>&nbsp;</p>' are empty, '<p><img src="x"></p>' is not.
 */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  const value = html ?? '';
  if (/<(img|iframe|video|embed|object)\b/i.test(value)) return false;
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text === '';
}

/** Required rich text: refuses an empty editor. */
export const requiredRichTextSchema = (message: string = MESSAGE.FIELD_REQUIRED) =>
  looseText().refine((value) => !isRichTextEmpty(value), { message });
