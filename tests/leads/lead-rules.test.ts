import { describe, expect, it } from 'vitest';
import {
  ASSIGNED_LEAD_STATES,
  ASSIGNED_LEAD_STATE_CODES,
  assignedLeadStateName,
  isAssignedLeadState,
} from '#domain/leads/assigned-lead-state';
import {
  AUTO_MATCH_MAX_AGE_MS,
  autoMatchStopReason,
  isSellableOnPlaza,
  shouldStopAutoMatching,
} from '#domain/leads/auto-match';
import { CRM_TASK_TYPES, defaultCrmTaskDate, isCrmTaskType } from '#domain/leads/crm-task-types';
import {
  isMarketingMode,
  MARKETING_MODES,
  productMarketingMode,
} from '#domain/leads/marketing-modes';
import {
  canRevokeLead,
  isRevokeReason,
  productRevokeReason,
  REVOKE_DIALOG_CHOICES,
} from '#domain/leads/revoke-reasons';

const now = new Date('2024-06-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe('assigned lead states', () => {
  it('keeps the stored codes of the nine states', () => {
    expect(ASSIGNED_LEAD_STATE_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ASSIGNED_LEAD_STATES.client).toBe(6);
    expect(assignedLeadStateName(8)).toBe('claimed');
    expect(assignedLeadStateName(9)).toBeUndefined();
    expect(isAssignedLeadState(4)).toBe(true);
    expect(isAssignedLeadState(9)).toBe(false);
    expect(isAssignedLeadState('4')).toBe(false);
  });
});

describe('auto-match cut-offs', () => {
  const lead = { created: ago(DAY), stopMatching: false, assignedLeadStates: [0, 1] };
  it('keeps matching a young lead without a client', () => {
    expect(autoMatchStopReason(lead, now)).toBeNull();
    expect(shouldStopAutoMatching(lead, now)).toBe(false);
  });
  it('stops when a company made the consumer a client (state 6)', () => {
    expect(autoMatchStopReason({ ...lead, assignedLeadStates: [1, 6] }, now)).toBe(
      'client_assignment',
    );
  });
  it('stops after 26,784,000,000 ms, the figure the old portal used', () => {
    expect(AUTO_MATCH_MAX_AGE_MS).toBe(26_784_000_000);
    expect(autoMatchStopReason({ ...lead, created: ago(AUTO_MATCH_MAX_AGE_MS) }, now)).toBeNull();
    expect(
      autoMatchStopReason({ ...lead, created: ago(AUTO_MATCH_MAX_AGE_MS + 1).toISOString() }, now),
    ).toBe('too_old');
  });
  it('stops when stop_matching is set', () => {
    expect(shouldStopAutoMatching({ ...lead, stopMatching: true }, now)).toBe(true);
  });
  it('sells on the plaza only unclaimed leads of at most 7 days', () => {
    expect(isSellableOnPlaza({ created: ago(7 * DAY), claimed: false }, now)).toBe(true);
    expect(isSellableOnPlaza({ created: ago(7 * DAY + 1), claimed: false }, now)).toBe(false);
    expect(isSellableOnPlaza({ created: ago(DAY), claimed: true }, now)).toBe(false);
  });
});

describe('CRM tasks', () => {
  it('knows the fifteen task types', () => {
    expect(Object.keys(CRM_TASK_TYPES)).toHaveLength(15);
    expect(CRM_TASK_TYPES.whatsapp_contact).toBe(212);
    expect(isCrmTaskType(900)).toBe(true);
    expect(isCrmTaskType(300)).toBe(false);
  });
  it('dates a new task at the start of the current hour', () => {
    const date = defaultCrmTaskDate(new Date(2024, 5, 30, 14, 37, 12, 5));
    expect(date).toEqual(new Date(2024, 5, 30, 14, 0, 0, 0));
  });
});

describe('revoke reasons', () => {
  it('accepts the listed reasons and product reasons', () => {
    expect(isRevokeReason('do_it_myself')).toBe(true);
    expect(isRevokeReason(productRevokeReason('solar_panels'))).toBe(true);
    expect(isRevokeReason('because')).toBe(false);
    expect(REVOKE_DIALOG_CHOICES).toEqual(['found_company', 'other_company', 'other_reason']);
  });
  it('refuses to revoke once a company is chosen', () => {
    expect(canRevokeLead({ companyChosen: false })).toBe(true);
    expect(canRevokeLead({ companyChosen: true })).toBe(false);
  });
});

describe('marketing modes', () => {
  it('accepts the listed modes and per-product modes', () => {
    expect(MARKETING_MODES).toContain('google-ads');
    expect(isMarketingMode('seo')).toBe(true);
    expect(isMarketingMode(productMarketingMode('dakkapel'))).toBe(true);
    expect(isMarketingMode('tv')).toBe(false);
  });
});
