import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

// A path of lower-case words: '/', '/zonnepanelen', '/zonnepanelen/kosten-2025'.
const PAGE_URL = /^\/([a-z0-9]+(?:[-_.][a-z0-9]+)*(\/[a-z0-9]+(?:[-_.][a-z0-9]+)*)*)?$/;

/** Trims, lower-cases, adds the leading slash and drops a trailing one. */
export function normalizePageUrl(text: string): string {
  let value = text.trim().toLowerCase();
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.length > 1) value = value.replace(/\/+$/, '');
  return value;
}

export function isValidPageUrl(url: string): boolean {
  return url.length <= 255 && PAGE_URL.test(url);
}

/** A page url as stored: normalised, required, a path of lower-case words. */
export const pageUrlSchema = () =>
  z
    .string({ message: MESSAGE.FIELD_REQUIRED })
    .transform(normalizePageUrl)
    .refine(isValidPageUrl, { message: MESSAGE.ENTER_VALID_SLUG });
