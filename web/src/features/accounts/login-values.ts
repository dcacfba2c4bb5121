import { isValidEmail, normalizeEmail } from '#domain/shared/validators/email-address';
import { MESSAGE, type MessageKey } from '#domain/shared/messages';

// The login form checks its two fields by hand rather than with zod and
// react-hook-form: it is in every visitor's first load, and those two would
// add about a tenth to it. The rules match the api's.

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, MessageKey>>;

export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (values.email.trim() === '' || !isValidEmail(values.email)) {
    errors.email = MESSAGE.ENTER_VALID_EMAIL;
  }
  if (values.password === '') errors.password = MESSAGE.ENTER_PASSWORD;
  return errors;
}

/** What is sent: the address trimmed and in lower case, the password as typed. */
export function toLoginInput(values: LoginValues): LoginValues {
  return { email: normalizeEmail(values.email), password: values.password };
}
