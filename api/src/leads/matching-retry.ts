import { and, asc, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { AUTO_MATCH_MAX_AGE_MS } from '#domain/leads/auto-match';
import type { Database } from '../db';
import { leads } from './lead.table';
import { matchLead, type MatchDeps } from './matching';
import { startIntervalJob } from '../shared/interval-job';

/** A lead still short of companies is tried again this long after its last attempt. */
export const RETRY_AFTER_MS = 10 * 60 * 1000;
const BATCH = 50;

/**
 * One sweep of the automatic retry: leads with assignments left that may still
 * be matched (not on hold, bad, a duplicate or stopped, younger than the
 * cut-off) and were not tried in the last ten minutes, oldest attempt first.
 * Answers how many companies got a lead.
 */
export async function retryUnfilledLeads(deps: MatchDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        sql`${leads.remainingAssignments} > 0`,
        sql`NOT ${leads.stopMatching} AND NOT ${leads.bad} AND ${leads.duplicateOfId} IS NULL`,
        sql`(NOT ${leads.mustBeVerified} OR ${leads.verified})`,
        gt(leads.createdAt, new Date(now.getTime() - AUTO_MATCH_MAX_AGE_MS)),
        or(
          isNull(leads.lastMatchedAt),
          lt(leads.lastMatchedAt, new Date(now.getTime() - RETRY_AFTER_MS)),
        ),
      ),
    )
    .orderBy(sql`${leads.lastMatchedAt} NULLS FIRST`, asc(leads.id))
    .limit(BATCH);
  let assigned = 0;
  for (const { id } of due) assigned += (await matchLead(deps, id, { now })).assigned.length;
  return assigned;
}

export function startMatchingRetry(
  deps: MatchDeps & { db: Database },
  intervalMs = 60_000,
  log: (error: unknown) => void = console.error,
): () => void {
  return startIntervalJob(() => retryUnfilledLeads(deps), intervalMs, log);
}
