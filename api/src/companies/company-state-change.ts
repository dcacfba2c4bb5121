import {
  isCompanyState,
  stateChangeRefusal,
  type CompanyEventType,
  type CompanyState,
} from '#domain/companies/company-state';
import type { Viewer } from '../accounts';
import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import type { CompanyRow } from './company.table';
import { logCompanyEvent } from './company-log';
import { lockCompany, updateCompany, type CompanyPatch } from './company-write';

/** The event-log label of arriving in a state. */
export function eventTypeForState(state: CompanyState): CompanyEventType {
  switch (state) {
    case 'active':
      return 'activated';
    case 'paused':
      return 'paused';
    case 'archived':
      return 'archived';
    case 'blacklisted':
      return 'blacklisted';
    case 'debtclaim':
      return 'to_debtclaim';
    case 'is_debtclaim':
      return 'is_debtclaim';
    case 'was_debtclaim':
      return 'was_debtclaim';
    case 'suspended':
      return 'suspended';
    default:
      return 'updated';
  }
}

/** The fields that change with a state move (pause dates belong to the paused state only). */
export function statePatch(company: CompanyRow, to: CompanyState, now: Date): CompanyPatch {
  const patch: CompanyPatch = { state: to, previousState: company.state };
  if (to === 'paused') {
    patch.pausedFrom = company.state === 'paused' ? company.pausedFrom : now;
    patch.pausedUntil = company.state === 'paused' ? company.pausedUntil : null;
  } else {
    patch.pausedFrom = null;
    patch.pausedUntil = null;
  }
  if (to === 'active') patch.everActive = true;
  return patch;
}

export interface StateChangeResult {
  company: CompanyRow;
  message: string;
}

/**
 * The state changer (staff). The domain rule decides who may make which move.
 * Blacklisting a company with open debt hands it to debt collection instead
 * (debtclaim, with its own message); until invoices exist the `has_open_debt`
 * flag stands in for "has unpaid invoices".
 */
export async function changeCompanyState(
  db: Database,
  viewer: Viewer,
  companyId: number,
  target: string,
): Promise<StateChangeResult> {
  if (!isCompanyState(target)) throw new ApiError(400, 'MESSAGE.INVALID_STATE');
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const refusal = stateChangeRefusal(
      viewer.roles,
      {
        state: company.state as CompanyState,
        hasValidContract: company.hasValidContract,
        isComparison: company.isComparison,
      },
      target,
    );
    if (refusal) throw new ApiError(400, refusal);
    const toDebtclaim = target === 'blacklisted' && company.hasOpenDebt;
    const to: CompanyState = toDebtclaim ? 'debtclaim' : target;
    const updated = await updateCompany(tx, company.id, statePatch(company, to, new Date()));
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: eventTypeForState(to),
      userId: viewer.userId,
      data: { from: company.state, to, requested: target },
      outboxType: 'company.state_changed',
    });
    return {
      company: updated,
      message: toDebtclaim ? 'MESSAGE.STATE_CHANGED_TO_DEBTCLAIM' : 'MESSAGE.CHANGES_SAVED',
    };
  });
}
