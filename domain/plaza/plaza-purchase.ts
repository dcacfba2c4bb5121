import type { CompanyState } from '#domain/companies/company-state';
import { isCapReached } from '#domain/products/assignment-period';
import { MESSAGE } from '#domain/shared/messages';

/** A trial account buys at most this many plaza leads. */
export const PLAZA_TRIAL_MAX = 5;

/** States in which a company buys: active, and paused (a pause stops matching, not choosing). */
const BUYING_STATES: readonly CompanyState[] = ['active', 'paused'];
/** States that mean the company owes money or was shut out. */
const SUSPENDED_STATES: readonly CompanyState[] = [
  'suspended',
  'debtclaim',
  'is_debtclaim',
  'blacklisted',
];

export interface BuyerFacts {
  state: CompanyState;
  trialAccount: boolean;
  /** Plaza leads a trial account bought so far. */
  trialBought: number;
  /** The company product's maximum in its period and its count so far, when it has one. */
  cap: { max: number | null; count: number } | null;
}

/** Why this company may not buy a lead now, or null. */
export function buyerRefusal(buyer: BuyerFacts): string | null {
  if (SUSPENDED_STATES.includes(buyer.state)) return MESSAGE.ACCOUNT_SUSPENDED;
  if (buyer.state === 'new' || buyer.state === 'suspect') return MESSAGE.NOT_APPROVED;
  if (!BUYING_STATES.includes(buyer.state)) return MESSAGE.ASSIGNMENT_FAILED;
  if (buyer.trialAccount && buyer.trialBought >= PLAZA_TRIAL_MAX)
    return MESSAGE.NO_TRIAL_LEADS_LEFT;
  if (buyer.cap && isCapReached(buyer.cap.max, buyer.cap.count))
    return MESSAGE.CANNOT_RECEIVE_MORE_LEADS;
  return null;
}

/** How a plaza lead is paid: a free plaza lead of a deal, the prepaid balance, or the next invoice. */
export type PlazaPayment = 'free' | 'prepaid' | 'invoice';

export function plazaPayment(buyer: { freePlazaLeadsLeft: number; isPrepaid: boolean }) {
  if (buyer.freePlazaLeadsLeft > 0) return 'free' as const;
  return buyer.isPrepaid ? ('prepaid' as const) : ('invoice' as const);
}

export interface LeadSaleFacts {
  /** The buying company has the lead already. */
  owned: boolean;
  remainingAssignments: number;
  /** On hold, bad, a duplicate, stopped, claimed or past the window. */
  withdrawn: boolean;
  /** A company the buyer is kept apart from has the lead. */
  keptApart: boolean;
}

/** Why this lead cannot be sold to this company, or null. */
export function leadSaleRefusal(lead: LeadSaleFacts): string | null {
  if (lead.owned) return MESSAGE.NOT_A_UNIQUE_LEAD;
  if (lead.withdrawn || lead.keptApart) return MESSAGE.ASSIGNMENT_FAILED;
  if (lead.remainingAssignments <= 0) return MESSAGE.LEAD_ALREADY_EXCLUSIVE;
  return null;
}
