/** What decides whether a deal prices a lead now. */
export interface DealTerms {
  startAt: Date | null;
  endAt: Date | null;
  endedAt: Date | null;
  /** Leads the deal covers; null: no maximum. */
  max: number | null;
  /** Leads already priced by it. */
  used: number;
  leadPlazaOnly: boolean;
}

/** Within its period and not ended by hand. */
export function isDealRunning(
  deal: Pick<DealTerms, 'startAt' | 'endAt' | 'endedAt'>,
  now: Date,
): boolean {
  if (deal.endedAt !== null) return false;
  if (deal.startAt !== null && deal.startAt > now) return false;
  if (deal.endAt !== null && deal.endAt <= now) return false;
  return true;
}

/**
 * Whether the deal prices a lead that reaches the company this way: running, with
 * leads left under its maximum, and for matched leads not a plaza-only deal.
 */
export function dealApplies(deal: DealTerms, channel: 'match' | 'plaza', now: Date): boolean {
  if (!isDealRunning(deal, now)) return false;
  if (deal.max !== null && deal.used >= deal.max) return false;
  return channel === 'plaza' || !deal.leadPlazaOnly;
}

/** Free plaza leads a running deal still gives. */
export function freePlazaLeadsLeft(
  deal: Pick<DealTerms, 'startAt' | 'endAt' | 'endedAt'> & {
    maxFreeLeadPlaza: number | null;
    freePlazaUsed: number;
  },
  now: Date,
): number {
  if (!isDealRunning(deal, now)) return 0;
  return Math.max(0, (deal.maxFreeLeadPlaza ?? 0) - deal.freePlazaUsed);
}
