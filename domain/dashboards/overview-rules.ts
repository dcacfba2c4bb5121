import type { Permission } from '#domain/accounts/access';

/**
 * Who reads the staff overviews and the shops' clicks, and how much of each
 * (docs/dashboards.md). The route table (domain/routing/routes.ts) uses the same lists.
 */

/**
 * The partner overview: CMS users, and by our choice lead staff too, since it sits among
 * the lead screens and each row links to the partner's home, which only staff may open.
 */
export const PARTNER_OVERVIEW: Permission = ['ROLE_CMS_USER', 'ROLE_LEAD_USER'];

/** The coverage overview: staff. */
export const COVERAGE_OVERVIEW: Permission = ['ROLE_LEAD_USER'];

/** The coverage map draws at most this many lead places, the newest first. */
export const COVERAGE_POINTS_MAX = 5000;

/**
 * An area with demand is thinly covered below this many covering companies: a lead goes
 * to up to three companies by default (the product's `max_assignments`).
 */
export const THIN_COVERAGE_BELOW = 3;

/** The coverage overview's default period, today included. */
export const COVERAGE_DEFAULT_DAYS = 90;

/** A shop's clicks screen: its company's users with the customer role, and staff. */
export const CUSTOMER_CLICKS: Permission = ['ROLE_LEAD_CUSTOMER', 'ROLE_LEAD_USER'];

/** At most this many rows in a clicks CSV download. */
export const CUSTOMER_CLICKS_CSV_MAX = 100_000;
