import { and, eq, isNotNull, lte, ne } from 'drizzle-orm';
import type { CompanyState } from '#domain/companies/company-state';
import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import { companies, type CompanyRow } from './company.table';
import { logCompanyEvent } from './company-log';
import { lockCompany, updateCompany } from './company-write';
import { startIntervalJob } from '../shared/interval-job';

export interface PauseRequest {
  pausedFrom: Date | null;
  pausedUntil: Date | null;
}

/** Only a running company can be paused (or a paused one get new dates). */
const PAUSABLE: readonly string[] = ['active', 'paused'];

function invalid(field: string, key: string): ApiError {
  return new ApiError(400, 'MESSAGE.VALIDATION_FAILED', { [field]: key });
}

/**
 * Plans or starts a pause of the whole company. A start in the future (after
 * `now`) is stored as a planned pause; otherwise the company is paused now.
 * Without an end date the pause lasts until someone ends it.
 */
export async function pauseCompany(
  db: Database,
  userId: number,
  companyId: number,
  request: PauseRequest,
  now = new Date(),
) {
  const from = request.pausedFrom ?? now;
  const until = request.pausedUntil;
  if (until && until.getTime() <= now.getTime())
    throw invalid('paused_until', 'MESSAGE.ENTER_VALID_DATE');
  if (until && until.getTime() <= from.getTime())
    throw invalid('paused_until', 'MESSAGE.ENTER_VALID_DATE');
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!PAUSABLE.includes(company.state))
      throw new ApiError(400, 'MESSAGE.STATE_CHANGE_NOT_ALLOWED');
    const planned = from.getTime() > now.getTime() && company.state !== 'paused';
    if (planned) {
      const updated = await updateCompany(tx, company.id, { pausedFrom: from, pausedUntil: until });
      await logCompanyEvent(tx, {
        companyId: company.id,
        type: 'planned_pausing_added',
        userId,
        data: { paused_from: from.toISOString(), paused_until: until?.toISOString() ?? null },
        outboxType: 'company.paused',
      });
      return updated;
    }
    const starting = company.state !== 'paused';
    const updated = await updateCompany(tx, company.id, {
      state: 'paused',
      previousState: starting ? company.state : company.previousState,
      pausedFrom: starting
        ? request.pausedFrom && request.pausedFrom < now
          ? request.pausedFrom
          : now
        : company.pausedFrom,
      pausedUntil: until,
    });
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: 'paused',
      userId,
      data: { from: company.state, to: 'paused', paused_until: until?.toISOString() ?? null },
      outboxType: 'company.paused',
    });
    return updated;
  });
}

/** Where a pause returns to: the state before it, or active. */
function stateAfterPause(company: CompanyRow): CompanyState {
  const back = company.previousState;
  return back && back !== 'paused' ? (back as CompanyState) : 'active';
}

/** Cancels a planned pause, or ends a running one (back to the state before it). */
export async function cancelPause(db: Database, userId: number, companyId: number) {
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (company.state === 'paused') {
      const to = stateAfterPause(company);
      const updated = await updateCompany(tx, company.id, {
        state: to,
        previousState: 'paused',
        pausedFrom: null,
        pausedUntil: null,
      });
      await logCompanyEvent(tx, {
        companyId: company.id,
        type: to === 'active' ? 'activated' : 'updated',
        userId,
        data: { from: 'paused', to, reason: 'pause_cancelled' },
        outboxType: 'company.state_changed',
      });
      return updated;
    }
    if (!company.pausedFrom) throw new ApiError(400, 'MESSAGE.NO_PLANNED_PAUSE');
    const updated = await updateCompany(tx, company.id, { pausedFrom: null, pausedUntil: null });
    await logCompanyEvent(tx, {
      companyId: company.id,
      type: 'planned_pausing_cancelled',
      userId,
      data: { paused_from: company.pausedFrom.toISOString() },
      outboxType: 'company.paused',
    });
    return updated;
  });
}

export interface DuePauseResult {
  paused: number[];
  resumed: number[];
}

/**
 * The pause scheduler's work: planned pauses whose start has come begin, and
 * pauses whose end has passed return to the state before them. Runs every
 * minute in main; tests call it with their own `now`.
 */
export async function applyDuePauses(
  db: Database,
  now: Date = new Date(),
): Promise<DuePauseResult> {
  const result: DuePauseResult = { paused: [], resumed: [] };
  const starting = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        ne(companies.state, 'paused'),
        isNotNull(companies.pausedFrom),
        lte(companies.pausedFrom, now),
      ),
    );
  for (const { id } of starting) {
    await db.transaction(async (tx) => {
      const company = await lockCompany(tx, id);
      if (company.state === 'paused' || !company.pausedFrom || company.pausedFrom > now) return;
      const over = company.pausedUntil && company.pausedUntil <= now;
      if (!PAUSABLE.includes(company.state) || over) {
        // The plan can no longer apply (state changed, or its end passed while nobody ran the scheduler).
        await updateCompany(tx, id, { pausedFrom: null, pausedUntil: null });
        return;
      }
      await updateCompany(tx, id, { state: 'paused', previousState: company.state });
      await logCompanyEvent(tx, {
        companyId: id,
        type: 'paused',
        userId: null,
        data: {
          from: company.state,
          to: 'paused',
          planned: true,
          paused_until: company.pausedUntil?.toISOString() ?? null,
        },
        outboxType: 'company.paused',
      });
      result.paused.push(id);
    });
  }
  const ending = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.state, 'paused'),
        isNotNull(companies.pausedUntil),
        lte(companies.pausedUntil, now),
      ),
    );
  for (const { id } of ending) {
    await db.transaction(async (tx) => {
      const company = await lockCompany(tx, id);
      if (company.state !== 'paused' || !company.pausedUntil || company.pausedUntil > now) return;
      const to = stateAfterPause(company);
      await updateCompany(tx, id, {
        state: to,
        previousState: 'paused',
        pausedFrom: null,
        pausedUntil: null,
      });
      await logCompanyEvent(tx, {
        companyId: id,
        type: to === 'active' ? 'activated' : 'updated',
        userId: null,
        data: { from: 'paused', to, reason: 'pause_ended' },
        outboxType: 'company.state_changed',
      });
      result.resumed.push(id);
    });
  }
  return result;
}

/** Runs applyDuePauses every minute; returns a stop function. */
export function startPauseScheduler(
  db: Database,
  intervalMs = 60_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(() => applyDuePauses(db), intervalMs, log);
}
