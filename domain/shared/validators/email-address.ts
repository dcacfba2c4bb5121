// The e-mail rule without zod, so code that only checks an address (the login
// form, in the web's first load) does not pull in the schema library.

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
