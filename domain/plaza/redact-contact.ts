/**
 * A plaza buyer sees the request, not how to reach the consumer: e-mail
 * addresses, web links and phone numbers a consumer typed into the description
 * are hidden until the lead is bought.
 */
export const REDACTED = '[afgeschermd]';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK = /\b(?:https?:\/\/|www\.)[^\s,;]+/gi;
// Eight or more digits, possibly split by spaces, dots, dashes or brackets, with an optional +.
const PHONE = /\+?\(?\d(?:[\s.\-()]*\d){7,}/g;

export function redactContact(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(LINK, REDACTED).replace(PHONE, REDACTED);
}
