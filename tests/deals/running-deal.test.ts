import { describe, expect, it } from 'vitest';
import {
  dealApplies,
  freePlazaLeadsLeft,
  isDealRunning,
  type DealTerms,
} from '#domain/deals/running-deal';

const NOW = new Date('2026-11-27T12:00:00Z');
const before = new Date('2026-11-01T00:00:00Z');
const after = new Date('2026-12-01T00:00:00Z');

const deal = (over: Partial<DealTerms> = {}): DealTerms => ({
  startAt: before,
  endAt: after,
  endedAt: null,
  max: null,
  used: 0,
  leadPlazaOnly: false,
  ...over,
});

describe('whether a deal is running', () => {
  it('runs between its start and end, or without either', () => {
    expect(isDealRunning(deal(), NOW)).toBe(true);
    expect(isDealRunning(deal({ startAt: null, endAt: null }), NOW)).toBe(true);
  });
  it('runs from the moment it starts until just before it ends', () => {
    expect(isDealRunning(deal({ startAt: NOW }), NOW)).toBe(true);
    expect(isDealRunning(deal({ startAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(false);
    expect(isDealRunning(deal({ endAt: NOW }), NOW)).toBe(false);
    expect(isDealRunning(deal({ endAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(true);
  });
  it('stops once ended by hand, even within its period', () => {
    expect(isDealRunning(deal({ endedAt: before }), NOW)).toBe(false);
  });
});

describe('whether a deal prices a lead', () => {
  it('prices matched and plaza leads while running', () => {
    expect(dealApplies(deal(), 'match', NOW)).toBe(true);
    expect(dealApplies(deal(), 'plaza', NOW)).toBe(true);
    expect(dealApplies(deal({ endAt: before }), 'plaza', NOW)).toBe(false);
  });
  it('prices leads up to its maximum, not beyond', () => {
    expect(dealApplies(deal({ max: 10, used: 9 }), 'match', NOW)).toBe(true);
    expect(dealApplies(deal({ max: 10, used: 10 }), 'match', NOW)).toBe(false);
    expect(dealApplies(deal({ max: 0, used: 0 }), 'plaza', NOW)).toBe(false);
  });
  it('prices only plaza purchases when it is a plaza-only deal', () => {
    expect(dealApplies(deal({ leadPlazaOnly: true }), 'plaza', NOW)).toBe(true);
    expect(dealApplies(deal({ leadPlazaOnly: true }), 'match', NOW)).toBe(false);
  });
});

describe('free plaza leads of a deal', () => {
  const terms = {
    startAt: before,
    endAt: after,
    endedAt: null,
    maxFreeLeadPlaza: 3,
    freePlazaUsed: 1,
  };
  it('gives what is left of its free plaza leads while running', () => {
    expect(freePlazaLeadsLeft(terms, NOW)).toBe(2);
    expect(freePlazaLeadsLeft({ ...terms, freePlazaUsed: 3 }, NOW)).toBe(0);
    expect(freePlazaLeadsLeft({ ...terms, freePlazaUsed: 5 }, NOW)).toBe(0);
  });
  it('gives none without a number of free leads or once the deal stopped', () => {
    expect(freePlazaLeadsLeft({ ...terms, maxFreeLeadPlaza: null, freePlazaUsed: 0 }, NOW)).toBe(0);
    expect(freePlazaLeadsLeft({ ...terms, endedAt: before }, NOW)).toBe(0);
  });
});
