import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/**
 * At least 6 characters, a capital and a digit. One old message says "more than
 * 7 characters"; the checks used 6, and so do we.
 */
export const PASSWORD_MIN_LENGTH = 6;

export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(password) && /\d/.test(password);
}

/** A password is taken as typed (never trimmed). */
export const passwordSchema = () =>
  z
    .string({ error: MESSAGE.ENTER_PASSWORD })
    .min(1, { message: MESSAGE.ENTER_PASSWORD })
    .refine(isStrongPassword, { message: MESSAGE.PASSWORD_WEAK });

/** New password with its repeat; a mismatch is reported on the repeat field. */
export const passwordPairSchema = () =>
  z
    .object({
      password: passwordSchema(),
      repeat: z
        .string({ error: MESSAGE.ENTER_PASSWORD_AGAIN })
        .min(1, { message: MESSAGE.ENTER_PASSWORD_AGAIN }),
    })
    .refine((pair) => pair.password === pair.repeat, {
      message: MESSAGE.PASSWORDS_DO_NOT_MATCH,
      path: ['repeat'],
    });
