/** The fourteen roles of the portal, as the api stores them (with the ROLE_ prefix). */
export const ROLES = [
  'ROLE_CMS_USER',
  'ROLE_CMS_EMPLOYEE',
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
  'ROLE_LEAD_SALES',
  'ROLE_LEAD_FINANCE',
  'ROLE_LEAD_CLAIMS',
  'ROLE_LEAD_USER',
  'ROLE_LEAD_ADMIN',
  'ROLE_LEAD_CUSTOMER',
  'ROLE_LEAD_CONSUMER',
  'ROLE_LEAD_PARTNER',
  'ROLE_LEAD_CLAIM_PARTNER',
  'ROLE_COMPARISON_USER',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
