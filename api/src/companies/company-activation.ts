import { eq } from 'drizzle-orm';
import type { Viewer } from '../accounts';
import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import { isAccountManager, isCompanyStaff, isManager } from './company-access';
import { logCompanyEvent } from './company-log';
import { statePatch } from './company-state-change';
import { lockCompany, updateCompany } from './company-write';
import { sepaMandates } from './sepa-mandate.table';

export type ActivationMode = 'plaza_only' | 'normal';

/** States the activation flow starts from; suspects start a trial instead, suspended and debt states pay first. */
const ACTIVATABLE: readonly string[] = ['new', 'archived', 'paused'];
/** These need a way to pay before their first leads. */
const NEEDS_PAYMENT: readonly string[] = ['new', 'archived'];

/**
 * Who may use the activation dialog: the manager, the account manager, and the
 * company's own main user. A plain lead user (internal) may not:
 * going active starts billing, so only those answerable for the company decide.
 */
export function mayActivate(viewer: Viewer, isMainUser: boolean): boolean {
  if (isManager(viewer) || isAccountManager(viewer)) return true;
  return !isCompanyStaff(viewer) && isMainUser;
}

/**
 * Activates a company. New and archived companies need an enabled SEPA mandate
 * or a prepaid balance above zero. 'plaza_only' first pauses all products (the
 * products area does not exist yet, so only the choice is recorded in
 * `plaza_only` and the event), 'normal' just activates.
 */
export async function activateCompany(
  db: Database,
  viewer: Viewer,
  companyId: number,
  mode: ActivationMode,
) {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (company.state === 'active') throw new ApiError(400, 'MESSAGE.STATE_ALREADY_SET');
    if (!ACTIVATABLE.includes(company.state))
      throw new ApiError(400, 'MESSAGE.STATE_CHANGE_NOT_ALLOWED');
    if (NEEDS_PAYMENT.includes(company.state)) {
      const [mandate] = await tx
        .select()
        .from(sepaMandates)
        .where(eq(sepaMandates.companyId, companyId));
      if (!mandate?.enabled && company.balance <= 0)
        throw new ApiError(400, 'MESSAGE.ACTIVATION_NEEDS_MANDATE');
    }
    const updated = await updateCompany(tx, companyId, {
      ...statePatch(company, 'active', new Date()),
      plazaOnly: mode === 'plaza_only',
    });
    await logCompanyEvent(tx, {
      companyId,
      type: 'activated',
      userId: viewer.userId,
      data: {
        from: company.state,
        to: 'active',
        mode,
        products_paused: mode === 'plaza_only' ? 0 : undefined,
      },
      outboxType: 'company.state_changed',
    });
    return updated;
  });
}
