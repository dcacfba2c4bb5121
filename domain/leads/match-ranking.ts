import type { AssignmentPeriod } from '#domain/products/assignment-period';

/**
 * For ranking only: a company product without a maximum is treated as wanting
 * this many leads a day (scaled to its period), so it shares leads with capped
 * companies instead of taking every one.
 */
export const UNCAPPED_DAILY_SHARE = 10;

const PERIOD_DAYS: Record<AssignmentPeriod, number> = { day: 1, week: 7, month: 30 };

export interface MatchCandidate {
  companyId: number;
  /** Assignments in the current period and the maximum of that period (null: none). */
  count: number;
  max: number | null;
  period: AssignmentPeriod;
  /** The company's last assignment of this product, null when it never had one. */
  lastAssignedAt: Date | null;
  /** Metres from the lead to the filter's point; null for a municipality match. */
  distance: number | null;
}

/** How full the candidate's period is: 0 empty, 1 at its maximum. */
export function fillRatio(candidate: MatchCandidate): number {
  const max = candidate.max ?? UNCAPPED_DAILY_SHARE * PERIOD_DAYS[candidate.period];
  return max <= 0 ? 1 : candidate.count / max;
}

/**
 * The order in which companies get a lead (docs/matching.md):
 * 1. the company furthest below its maximum (lowest fill ratio) first;
 * 2. then the one that has waited longest since its last lead of the product;
 * 3. then the nearest (municipality matches count as distance 0);
 * 4. then the lowest company id, so the order is always the same.
 */
export function compareCandidates(a: MatchCandidate, b: MatchCandidate): number {
  const ratio = fillRatio(a) - fillRatio(b);
  if (Math.abs(ratio) > 1e-9) return ratio;
  const waited = (a.lastAssignedAt?.getTime() ?? 0) - (b.lastAssignedAt?.getTime() ?? 0);
  if (waited !== 0) return waited;
  const distance = (a.distance ?? 0) - (b.distance ?? 0);
  if (distance !== 0) return distance;
  return a.companyId - b.companyId;
}

export function rankCandidates<T extends MatchCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compareCandidates);
}
