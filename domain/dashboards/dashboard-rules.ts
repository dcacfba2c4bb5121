import type { Permission } from '#domain/accounts/access';

/**
 * Who sees which figures on the homes, and how much of each. docs/dashboards.md.
 */

/**
 * The business's own figures (leads, revenue, claims of all companies): lead managers,
 * and finance, who answer for the revenue. Other staff keep their work lists.
 */
export const BUSINESS_METRICS: Permission = ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_FINANCE'];

/** The customer home looks back this many days (today included), the map too. */
export const COMPANY_DASHBOARD_DAYS = 29;
/** The latest leads on the customer home. */
export const LATEST_LEADS = 5;
/** At most this many points on a home's lead map. */
export const MAP_POINTS_MAX = 5000;
/** The customer home's leads-per-week chart: this many weeks, the current one last. */
export const LEADS_PER_WEEK_WEEKS = 12;
/** A metrics answer holds at most this many periods (e.g. 3 years by day). */
export const MAX_METRIC_BUCKETS = 1200;

/** Partner companies see no invoices and no company products on the customer home. */
export function showsInvoicesAndProducts(company: { isPartner: boolean }): boolean {
  return !company.isPartner;
}
