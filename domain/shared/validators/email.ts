import { MESSAGE } from '#domain/shared/messages';
import { isValidEmail, normalizeEmail } from '#domain/shared/validators/email-address';
import { emptyToNull, looseText } from '#domain/shared/validators/text';

export { isValidEmail, normalizeEmail } from '#domain/shared/validators/email-address';

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
