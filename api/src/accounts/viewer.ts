/** The logged-in user as every route sees it (request.viewer). */
export interface Viewer {
  userId: number;
  email: string;
  roles: string[];
  companyIds: number[];
  adminCompanyIds: number[];
}

/** Roles of internal staff (the portal's back office). */
export const STAFF_ROLES: readonly string[] = [
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
  'ROLE_LEAD_SALES',
  'ROLE_LEAD_FINANCE',
  'ROLE_LEAD_CLAIMS',
  'ROLE_LEAD_USER',
  'ROLE_LEAD_ADMIN',
];

export function isStaff(viewer: Pick<Viewer, 'roles'> | null | undefined): boolean {
  return !!viewer && viewer.roles.some((role) => STAFF_ROLES.includes(role));
}
