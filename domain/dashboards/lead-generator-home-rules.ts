import type { Permission } from '#domain/accounts/access';

/**
 * The lead managers' home (/lead-generator/dashboard): who reads which work list and how
 * much of it. docs/dashboards.md.
 */

/** The work lists (companies without leads, low balance, awaiting approval): all staff. */
export const LEAD_GENERATOR_WORK_LISTS: Permission = ['ROLE_LEAD_USER'];
/**
 * The e-mail log (unsent mails, resending them): lead managers only, as a mail's address
 * and subject belong to whoever it was written for.
 */
export const EMAIL_LOG: Permission = ['ROLE_LEAD_MANAGER'];

/** A company that got no lead in this many days (today included) is "without leads". */
export const WITHOUT_LEADS_DAYS = 31;
/** A prepaid balance below this many cents is low. */
export const LOW_BALANCE_CENTS = 2500;
/** Page sizes of the home's lists. */
export const WORK_LIST_PAGE_SIZE = 15;
export const PAID_INVOICES_PAGE_SIZE = 10;
/**
 * A mail not sent this long after it was written is unsent (delivery runs right after
 * the commit, so a younger one may still be on its way); one with an error at once.
 */
export const UNSENT_MAIL_AFTER_MINUTES = 10;

/**
 * Failed partner lead API requests: all staff read them and retry them (a retry is what the
 * partner's own retry would do, idempotent by its request id; the bodies hold the same
 * consumer data every staff member sees on the leads). Deleting one drops a consumer's
 * request for good: lead managers only.
 */
export const PARTNER_REQUEST_FAILURES: Permission = ['ROLE_LEAD_USER'];
export const PARTNER_REQUEST_DELETE: Permission = ['ROLE_LEAD_MANAGER'];

/**
 * Change requests: a company's user (customer or partner screens; not a claim partner)
 * asks staff to change the company's registration data; all staff accept or reject them,
 * as all staff may save a company.
 */
export const FILE_CHANGE_REQUEST: Permission = [
  'ROLE_LEAD_CUSTOMER',
  'ROLE_LEAD_PARTNER',
  '!ROLE_LEAD_CLAIM_PARTNER',
];
export const CHANGE_REQUESTS: Permission = ['ROLE_LEAD_USER'];
/** The company fields a change request may ask for (REST names). */
export const CHANGE_REQUEST_FIELDS = [
  'name',
  'chamber_of_commerce_number',
  'street',
  'house_number',
  'postal_code',
  'city',
] as const;
export type ChangeRequestField = (typeof CHANGE_REQUEST_FIELDS)[number];
/** A request's note, at most this long. */
export const CHANGE_REQUEST_NOTE_MAX = 1000;

/**
 * Company review approvals: consumers' reviews still labelled new, oldest first. The same
 * staff that moderate reviews today (the reviews area's staff check, ROLE_LEAD_USER).
 */
export const REVIEW_APPROVALS: Permission = ['ROLE_LEAD_USER'];
export const REVIEW_APPROVALS_PAGE_SIZE = 15;

/**
 * Certification review requests: company certifications in state review, oldest first.
 * Staff (and lead managers) read all of them; an account manager who is not a lead manager
 * reads only those of the companies it manages (`companies.account_manager_id`), as the
 * list is on the account manager's home too.
 */
export const CERTIFICATION_REVIEWS: Permission = [
  'ROLE_LEAD_USER',
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
];
export const CERTIFICATION_REVIEWS_PAGE_SIZE = 15;

/** Whether a viewer with these roles reads only its own companies' certification reviews. */
export function certificationReviewsOwnOnly(roles: readonly string[]): boolean {
  return roles.includes('ROLE_LEAD_ACCOUNT_MANAGER') && !roles.includes('ROLE_LEAD_MANAGER');
}

/** The latest plaza purchases (leads bought on the lead plaza), newest first: staff. */
export const PLAZA_PURCHASES: Permission = ['ROLE_LEAD_USER'];
export const PLAZA_PURCHASES_PAGE_SIZE = 20;

/**
 * Broken links of the CMS, found from the database alone: content editors and lead managers
 * (the list is on the lead managers' home).
 */
export const BROKEN_LINKS: Permission = ['ROLE_CMS_USER', 'ROLE_LEAD_MANAGER'];
export const BROKEN_LINKS_PAGE_SIZE = 20;

/** What kind of CMS link a broken link is. */
export const BROKEN_LINK_KINDS = [
  'menu_item',
  'product_menu_item',
  'widget_link',
  'redirection',
] as const;
export type BrokenLinkKind = (typeof BROKEN_LINK_KINDS)[number];

/**
 * Why a link is broken: its page was deleted (the link keeps no page), it has no address, its
 * address is no well-formed http(s) address, or (a redirection to its own site) the path it
 * leads to is neither a page nor another redirection of the domain.
 */
export const BROKEN_LINK_REASONS = [
  'page_missing',
  'address_missing',
  'address_invalid',
  'target_path_missing',
] as const;
export type BrokenLinkReason = (typeof BROKEN_LINK_REASONS)[number];
