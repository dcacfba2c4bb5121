/**
 * The roles an account of a customer, consumer or partner holds. An account with any
 * other role (lead staff, CMS or comparison editors) is a staff account: customers can
 * never link it to their company or invite it, so a customer cannot hand a staff account
 * a company, nor learn more about it than that it cannot be invited.
 */
export const CUSTOMER_SIDE_ROLES = [
  'ROLE_LEAD_CUSTOMER',
  'ROLE_LEAD_CONSUMER',
  'ROLE_LEAD_PARTNER',
  'ROLE_LEAD_CLAIM_PARTNER',
] as const;

export function isStaffAccount(roles: readonly string[]): boolean {
  return roles.some((role) => !(CUSTOMER_SIDE_ROLES as readonly string[]).includes(role));
}
