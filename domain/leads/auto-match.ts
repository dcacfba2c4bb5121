import { ASSIGNED_LEAD_STATES } from '#domain/leads/assigned-lead-state';

/**
 * A lead older than this is no longer matched automatically. The requirement was
 * given both as "about 31 days" and as 26,784,000,000 ms; that figure is 310 days
 * (31 days would be 2,678,400,000 ms). We keep the exact number, as the old
 * portal used it; change it here if the business means 31 days.
 */
export const AUTO_MATCH_MAX_AGE_MS = 26_784_000_000;

export interface AutoMatchSubject {
  created: Date | string;
  stopMatching: boolean;
  /** States of the lead's current assignments. */
  assignedLeadStates: readonly number[];
}

/**
 * Why automatic matching stops for a lead, or null when it may continue:
 * a company already made the consumer a client (state 6), the lead is older
 * than the cut-off, or matching was stopped by hand.
 */
export function autoMatchStopReason(
  lead: AutoMatchSubject,
  now: Date = new Date(),
): 'client_assignment' | 'too_old' | 'stop_matching' | null {
  if (lead.stopMatching) return 'stop_matching';
  if (lead.assignedLeadStates.includes(ASSIGNED_LEAD_STATES.client)) return 'client_assignment';
  const age = now.getTime() - new Date(lead.created).getTime();
  if (age > AUTO_MATCH_MAX_AGE_MS) return 'too_old';
  return null;
}

export function shouldStopAutoMatching(lead: AutoMatchSubject, now: Date = new Date()): boolean {
  return autoMatchStopReason(lead, now) !== null;
}

/** The plaza sells leads at most 7 days old that are not claimed. */
export const PLAZA_MAX_LEAD_AGE_DAYS = 7;

export function isSellableOnPlaza(
  lead: { created: Date | string; claimed: boolean },
  now: Date = new Date(),
): boolean {
  const age = now.getTime() - new Date(lead.created).getTime();
  return !lead.claimed && age <= PLAZA_MAX_LEAD_AGE_DAYS * 86_400_000;
}
