import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

const SCHEME = /^(https?|ftp):\/\//i;
// Host labels ending in a 2 to 15 letter suffix, then an optional port, path, query or fragment.
const URL_PATTERN =
  /^(https?|ftp):\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,15}(:\d{1,5})?([/?#]\S*)?$/i;

/** Adds https:// unless the text already starts with http, https or ftp. */
export function normalizeUrl(text: string): string {
  const value = text.trim();
  if (value === '' || SCHEME.test(value)) return value;
  return `https://${value.replace(/^\/+/, '')}`;
}

/** Blank counts as valid. A value without a scheme is judged as it will be stored. */
export function isValidUrl(text: string): boolean {
  const value = text.trim();
  return value === '' || URL_PATTERN.test(normalizeUrl(value));
}

export const urlSchema = () =>
  looseText()
    .refine(isValidUrl, { message: MESSAGE.ENTER_VALID_URL })
    .transform((value) => emptyToNull(normalizeUrl(value)));
