import { hasAccess, type Permission } from '#domain/accounts/access';

/**
 * Who may do what beyond opening a screen (docs/architecture.md, "Roles and
 * permissions"; docs/accounts.md for accounts). The api enforces these, the gateway exposes
 * them as viewerCan… fields, the web hides what the viewer cannot do.
 */

/** Roles of internal staff. A partner who also holds one of these is an internal partner. */
export const INTERNAL_ROLES = [
  'ROLE_LEAD_MANAGER',
  'ROLE_LEAD_ACCOUNT_MANAGER',
  'ROLE_LEAD_USER',
  'ROLE_LEAD_CLAIMS',
  'ROLE_LEAD_SALES',
] as const;

export const OPERATION_PERMISSIONS = {
  /** Company state changer and staff company screens. */
  changeCompanyState: ['ROLE_LEAD_USER', 'ROLE_LEAD_MANAGER', 'ROLE_LEAD_ACCOUNT_MANAGER'],
  /** Only the manager changes payment terms and sees the manager-only company actions. */
  changePaymentTerms: ['ROLE_LEAD_MANAGER'],
  /** Manager and account manager see the password generation options. */
  generatePassword: ['ROLE_LEAD_MANAGER', 'ROLE_LEAD_ACCOUNT_MANAGER'],
  /** User roles screen, and the role list it reads. */
  manageUserRoles: ['ROLE_LEAD_MANAGER'],
  /** Changing the e-mail of another account (user management); the own e-mail is changed by confirming a link. */
  changeOtherUsersEmail: ['ROLE_LEAD_MANAGER'],
  /**
   * The customer company screens (edit, users, notification lists, profile, SEPA, pauses)
   * for the accounts of the company; staff work from the staff company screen.
   */
  manageOwnCompany: ['ROLE_LEAD_PARTNER', 'ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_CLAIM_PARTNER'],
  /** The customer prepaid screen (balance, ledger, deposits, automatic top-up): not for partners. */
  useOwnPrepaid: ['!ROLE_LEAD_PARTNER'],
  /** Claim actions meant for staff only. */
  claimInternalActions: [...INTERNAL_ROLES],
  /** Viewing another company's plaza with companyId and userId. */
  viewOtherCompanyPlaza: ['ROLE_LEAD_SALES'],
  /** A company's own leads (customer lead list and detail, pipeline, CRM tasks); not for partners. */
  workAssignedLeads: ['ROLE_LEAD_CUSTOMER', '!ROLE_LEAD_PARTNER'],
  /** Product feeds on the company screen. */
  viewCompanyProductFeeds: ['ROLE_COMPARISON_USER'],
} as const satisfies Record<string, Permission>;

export type Operation = keyof typeof OPERATION_PERMISSIONS;

export function mayPerform(
  roles: readonly string[] | null | undefined,
  operation: Operation,
): boolean {
  return hasAccess(roles, OPERATION_PERMISSIONS[operation]);
}

/** A partner-role user who is also staff. */
export function isInternalPartner(roles: readonly string[]): boolean {
  return roles.includes('ROLE_LEAD_PARTNER') && INTERNAL_ROLES.some((role) => roles.includes(role));
}

/** A partner who is not staff (gets partner resources from the company, is kept away from customer pages). */
export function isExternalPartner(roles: readonly string[]): boolean {
  return roles.includes('ROLE_LEAD_PARTNER') && !isInternalPartner(roles);
}

/** Internal partners and users without companies get partner resources from the user, others from their company. */
export function partnerResourceSource(
  roles: readonly string[],
  companyCount: number,
): 'user' | 'company' {
  return isInternalPartner(roles) || companyCount === 0 ? 'user' : 'company';
}

/** Where a saved notification list returns to: staff to the company screen, partners and customers to their company page. */
export function notificationListReturnPath(roles: readonly string[], companyId: number): string {
  return roles.includes('ROLE_LEAD_USER') ? `/company/${companyId}` : '/customer/company';
}

/** Suspended and debt-claim companies are sent to the customer invoice page. */
export function customerRedirectForCompanyState(state: string | null | undefined): string | null {
  return state === 'suspended' || state === 'debtclaim' || state === 'is_debtclaim'
    ? '/customer/invoice'
    : null;
}
