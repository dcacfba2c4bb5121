import { MESSAGE } from '#domain/shared/messages';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

// Local part, one or more domain labels and a 2 to 12 letter top-level domain.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,12}$/i;

/** Blank counts as valid (the field is optional unless the form says otherwise). */
export function isValidEmail(text: string): boolean {
  const value = text.trim();
  return value === '' || (value.length <= 254 && EMAIL.test(value));
}

/** Addresses compare case-insensitively, so they are stored trimmed and in lower case. */
export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}

/** Optional e-mail: null when blank. */
export const emailSchema = () =>
  looseText()
    .refine(isValidEmail, { message: MESSAGE.ENTER_VALID_EMAIL })
    .transform((value) => emptyToNull(normalizeEmail(value)));

/** Required e-mail (login, new user). */
export const requiredEmailSchema = () =>
  looseText()
    .refine((value) => value !== '' && isValidEmail(value), { message: MESSAGE.ENTER_VALID_EMAIL })
    .transform(normalizeEmail);
