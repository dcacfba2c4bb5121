import { hasAccess } from '#domain/accounts/access';
import { mayPerform } from '#domain/accounts/operation-permissions';
import {
  isCompanyState,
  statesViewerMaySet,
  type CompanyState,
} from '#domain/companies/company-state';
import type { RestCurrentUser } from '../accounts/rest-types';
import { roleNames } from '../accounts/rest-types';
import type { RestCompany } from './rest-types';

/** Internal staff of the company area (the overview permission). */
export const COMPANY_STAFF = ['ROLE_LEAD_USER'] as const;
const MANAGER = 'ROLE_LEAD_MANAGER';
const ACCOUNT_MANAGER = 'ROLE_LEAD_ACCOUNT_MANAGER';

/** Companies may be deleted in these states, when they never had a mandate (the api checks more). */
const DELETABLE_STATES: readonly string[] = ['archived', 'suspect', 'new'];
/** The activation flow starts from these states. */
const ACTIVATABLE_STATES: readonly string[] = ['new', 'archived', 'paused'];
/** These need a mandate or a prepaid balance before going active. */
const NEEDS_PAYMENT_STATES: readonly string[] = ['new', 'archived'];

/**
 * What a viewer may do with a company, for the `viewerCan…` fields. These only
 * steer the screens; the api refuses whatever the viewer may not do.
 */
export class CompanyPermissions {
  readonly roles: string[];
  readonly staff: boolean;

  constructor(private readonly viewer: RestCurrentUser | null) {
    this.roles = viewer ? roleNames(viewer) : [];
    this.staff = hasAccess(this.roles, COMPANY_STAFF);
  }

  private has(role: string): boolean {
    return this.roles.includes(role);
  }

  /** Main user of the company itself, or of a partner company that manages it. */
  isMainUser(company: RestCompany): boolean {
    const admin = new Set(
      (this.viewer?.companies ?? []).filter((c) => c.admin).map((c) => Number(c.id)),
    );
    return admin.has(company.id) || company.partner_ids.some((id) => admin.has(id));
  }

  /** Staff, or the main user with a role the customer company screens admit (never a claim partner). */
  canEdit(company: RestCompany): boolean {
    return this.staff || (this.isMainUser(company) && mayPerform(this.roles, 'manageOwnCompany'));
  }

  statesToSet(company: RestCompany): CompanyState[] {
    if (!this.staff || !isCompanyState(company.state)) return [];
    return statesViewerMaySet(this.roles, {
      state: company.state,
      hasValidContract: company.has_valid_contract,
      isComparison: company.is_comparison,
    });
  }

  canChangePaymentTerms(): boolean {
    return this.has(MANAGER);
  }

  canGeneratePasswords(): boolean {
    return this.has(MANAGER) || this.has(ACCOUNT_MANAGER);
  }

  canDelete(company: RestCompany): boolean {
    return (
      (this.has(MANAGER) || this.has(ACCOUNT_MANAGER)) &&
      DELETABLE_STATES.includes(company.state) &&
      !company.sepa_mandate_created
    );
  }

  canActivate(company: RestCompany): boolean {
    const allowed =
      this.has(MANAGER) || this.has(ACCOUNT_MANAGER) || (!this.staff && this.isMainUser(company));
    return allowed && ACTIVATABLE_STATES.includes(company.state);
  }
}

export function activationNeedsMandate(company: RestCompany): boolean {
  return (
    NEEDS_PAYMENT_STATES.includes(company.state) &&
    !company.sepa_mandate_enabled &&
    company.balance <= 0
  );
}
