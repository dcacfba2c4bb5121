/**
 * Message keys shared by api (error answers), gateway (extensions.messageKey)
 * and web (translations). The value is the key as it travels: 'MESSAGE.X'.
 */
const MESSAGE_NAMES = [
  // field validation
  'VALIDATION_FAILED',
  'FIELD_REQUIRED',
  'ENTER_VALID_NUMBER',
  'VALUE_TOO_LOW',
  'VALUE_TOO_HIGH',
  'ENTER_VALID_AMOUNT',
  'AMOUNT_TOO_HIGH',
  'ENTER_VALID_EMAIL',
  'ENTER_VALID_PHONE',
  'ENTER_VALID_MOBILE',
  'ENTER_PHONE_OR_MOBILE',
  'PHONE_NUMBER_BLACKLISTED',
  'ENTER_VALID_POSTAL_CODE',
  'ENTER_VALID_URL',
  'ENTER_VALID_IBAN',
  'ENTER_VALID_BIC',
  'ENTER_VALID_VAT_NUMBER',
  'ENTER_VALID_CHAMBER_OF_COMMERCE_NUMBER',
  'SELECT_COUNTRY_FIRST',
  'ENTER_VALID_EMBED_WIDTH',
  'ENTER_VALID_SOCIAL_LINK',
  'ENTER_VALID_DATE',
  'TEXT_TOO_LONG',
  'TOO_MANY_LINES',
  'ENTER_VALID_SLUG',
  'PASSWORD_WEAK',
  'PASSWORDS_DO_NOT_MATCH',
  'ENTER_PASSWORD',
  'ENTER_PASSWORD_AGAIN',
  'ENTER_COMPANY_NAME',
  'ENTER_HOUSE_NUMBER',
  'ENTER_STREET',
  'ENTER_CITY',
  'ENTER_LAST_NAME',
  'ENTER_FIRST_NAME',
  'ENTER_NAME',
  'SELECT_OPTION',
  'SELECT_AT_LEAST_ONE_COMPANY',
  'GIVE_REASON',
  'ROLE_REQUIRED',
  // company rules
  'COMPANY_NEEDS_MAIN_USER',
  'COMPANY_HAS_SEVERAL_MAIN_USERS',
  'NOTIFICATION_CATEGORY_WITHOUT_ADDRESS',
  'MAIN_USER_NEEDS_NEWSLETTER',
  'INVALID_STATE',
  'STATE_IS_AUTOMATIC',
  'STATE_CHANGE_NOT_ALLOWED',
  'STATE_ALREADY_SET',
  'STATE_NOT_FOR_COMPARISON',
  'NO_VALID_CONTRACT',
  'STATE_CHANGED_TO_DEBTCLAIM',
  'COMPANY_PRODUCT_NO_FILTERS',
  'COMPANY_DELETE_FAILED',
  // leads, claims, deals, invoices
  'LEAD_NOT_FOUND',
  'LEAD_CANNOT_BE_CLAIMED',
  'LEAD_CANNOT_BE_REVOKED',
  'INVALID_STATUS',
  'CLAIM_RECEIVED',
  'CLAIM_READ_ONLY',
  'DEAL_REQUIRED',
  'DEAL_MAX_TOO_HIGH',
  'DEAL_PLAZA_MAX_TOO_HIGH',
  'DEAL_FREE_PRODUCT_WITH_END_DATE',
  'DEAL_VALUE_ZERO',
  'INVOICE_EMPTY',
  'INVOICE_LINE_DESCRIPTION_REQUIRED',
  'INVOICE_LINE_QUANTITY_AND_PRICE',
  // request handling (document 1, section 8)
  'BAD_CREDENTIALS',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'ERROR_OCCURRED',
  'DATA_OUTDATED',
  'TOO_MANY_ATTEMPTS',
  'UPLOAD_FAILED',
  'TOKEN_EXPIRED',
  // success
  'CHANGES_SAVED',
  'CHANGES_SAVED_LOGIN_AGAIN',
  'SUCCESSFULLY_DELETED',
  'UPLOAD_SUCCESSFUL',
  'EMAIL_SENT',
] as const;

export type MessageName = (typeof MESSAGE_NAMES)[number];
export type MessageKey = `MESSAGE.${MessageName}`;

export const MESSAGE = Object.fromEntries(
  MESSAGE_NAMES.map((name) => [name, `MESSAGE.${name}`]),
) as {
  readonly [Name in MessageName]: `MESSAGE.${Name}`;
};

/** Every key above, for translation completeness checks. */
export const MESSAGE_KEYS: readonly MessageKey[] = MESSAGE_NAMES.map((name) => MESSAGE[name]);

/** A server message is shown as-is only when it is a message key (document 1, section 8). */
export function isMessageKey(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('MESSAGE.');
}
