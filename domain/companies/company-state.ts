import { MESSAGE } from '#domain/shared/messages';

/** Company states and the rules of the state changer. */

export const COMPANY_STATES = [
  'new',
  'active',
  'suspended',
  'paused',
  'debtclaim',
  'is_debtclaim',
  'was_debtclaim',
  'blacklisted',
  'archived',
  'suspect',
] as const;

export type CompanyState = (typeof COMPANY_STATES)[number];

export function isCompanyState(value: string): value is CompanyState {
  return (COMPANY_STATES as readonly string[]).includes(value);
}

/** States only the system sets (sign-up, invoices, debt collection); nobody picks them by hand. */
export const AUTOMATIC_COMPANY_STATES: readonly CompanyState[] = [
  'new',
  'suspended',
  'suspect',
  'is_debtclaim',
  'was_debtclaim',
];

/**
 * States offered for comparison companies. Our choice: a comparison company is either
 * running (active), halted for a while (paused) or gone (archived).
 */
export const COMPARISON_COMPANY_STATES: readonly CompanyState[] = ['active', 'paused', 'archived'];

const FORBIDDEN_MOVES: Readonly<Partial<Record<CompanyState, readonly CompanyState[]>>> = {
  was_debtclaim: ['debtclaim'],
  new: ['active', 'paused', 'debtclaim'],
  archived: ['active', 'paused', 'debtclaim'],
  suspect: ['active', 'paused', 'debtclaim', 'archived'],
  active: ['active', 'debtclaim'],
  paused: ['debtclaim'],
  debtclaim: ['active', 'paused', 'archived'],
  suspended: ['active', 'paused', 'archived'],
};

/** Every forbidden move as [from, to] pairs, for tables and tests. */
export const FORBIDDEN_COMPANY_STATE_MOVES: readonly (readonly [CompanyState, CompanyState])[] =
  Object.entries(FORBIDDEN_MOVES).flatMap(([from, targets]) =>
    (targets ?? []).map((to) => [from as CompanyState, to] as const),
  );

/**
 * A move the state changer never makes directly. New, archived and suspect
 * companies become active through the activation flow (SEPA mandate or prepaid
 * balance, or the suspect trial), not by picking the state.
 */
export function isForbiddenMove(from: CompanyState, to: CompanyState): boolean {
  return FORBIDDEN_MOVES[from]?.includes(to) ?? false;
}

export interface StateChangeSubject {
  state: CompanyState;
  hasValidContract: boolean;
  isComparison: boolean;
}

const MANAGER = 'ROLE_LEAD_MANAGER';
const ACCOUNT_MANAGER = 'ROLE_LEAD_ACCOUNT_MANAGER';

/**
 * Why the viewer may not move the company to `target`, as a MESSAGE key, or
 * null when the move is allowed. Checked in order:
 * 1. unknown or automatic target states are refused for everybody;
 * 2. the forbidden moves are refused for everybody (new, archived and suspect
 *    companies become active through the activation flow instead);
 * 3. account manager and target active: refused when the company is already
 *    active, or paused without a valid contract ("cannot set active if the
 *    company is active, or paused without a valid contract"); allowed otherwise;
 * 4. a manager may set any remaining state;
 * 5. everybody else (and an account manager for targets other than active): no
 *    change to the same state; a comparison company only gets
 *    COMPARISON_COMPANY_STATES, which always include active.
 * Whether a viewer may use the state changer at all (staff only) is the api's
 * operation permission, not this rule.
 */
export function stateChangeRefusal(
  viewerRoles: readonly string[],
  company: StateChangeSubject,
  target: CompanyState,
): string | null {
  if (!isCompanyState(target)) return MESSAGE.INVALID_STATE;
  if (AUTOMATIC_COMPANY_STATES.includes(target)) return MESSAGE.STATE_IS_AUTOMATIC;
  if (isForbiddenMove(company.state, target)) return MESSAGE.STATE_CHANGE_NOT_ALLOWED;
  if (target === 'active' && viewerRoles.includes(ACCOUNT_MANAGER)) {
    if (company.state === 'paused' && !company.hasValidContract) return MESSAGE.NO_VALID_CONTRACT;
    return null;
  }
  if (viewerRoles.includes(MANAGER)) return null;
  if (target === company.state) return MESSAGE.STATE_ALREADY_SET;
  if (company.isComparison && !COMPARISON_COMPANY_STATES.includes(target)) {
    return MESSAGE.STATE_NOT_FOR_COMPARISON;
  }
  return null;
}

/** The states the viewer may pick in the state changer for this company, in COMPANY_STATES order. */
export function statesViewerMaySet(
  viewerRoles: readonly string[],
  company: StateChangeSubject,
): CompanyState[] {
  return COMPANY_STATES.filter((state) => stateChangeRefusal(viewerRoles, company, state) === null);
}

/** The labels of a company's event log as stable codes. */
export const COMPANY_EVENT_TYPES = [
  'created',
  'updated',
  'activated',
  'paused',
  'paused_by_deal',
  'planned_pausing_added',
  'planned_pausing_cancelled',
  'suspended',
  'suspended_by_invoice',
  'reactivated_by_payment',
  'archived',
  'blacklisted',
  'to_debtclaim',
  'is_debtclaim',
  'was_debtclaim',
  'welcomed',
  'trial_ended_by_deal',
  'balance_low',
] as const;

export type CompanyEventType = (typeof COMPANY_EVENT_TYPES)[number];
