import { describe, expect, it } from 'vitest';
import { assignmentPrice } from '#domain/leads/assignment-price';
import { ASSIGNED_LEAD_STATES as STATE } from '#domain/leads/assigned-lead-state';
import { CRM_TASK_TYPES as TASK } from '#domain/leads/crm-task-types';
import {
  filterWantsLead,
  METERS_PER_DEGREE_LATITUDE,
  type FilterArea,
  type LeadPlace,
} from '#domain/leads/filter-match';
import {
  compareCandidates,
  fillRatio,
  rankCandidates,
  UNCAPPED_DAILY_SHARE,
  type MatchCandidate,
} from '#domain/leads/match-ranking';
import { canSetState, stateAfterTask } from '#domain/leads/pipeline';
import { distanceMeters } from '#domain/shared/geo-distance';

// Utrecht Dom tower and two points north of it along the meridian.
const UTRECHT = { latitude: 52.0908, longitude: 5.1222 };
const north = (meters: number) => ({
  latitude: UTRECHT.latitude + meters / METERS_PER_DEGREE_LATITUDE,
  longitude: UTRECHT.longitude,
});

const filter = (over: Partial<FilterArea> = {}): FilterArea => ({
  ...UTRECHT,
  maxDistance: 10_000,
  municipalities: [],
  choices: {},
  ...over,
});
const lead = (over: Partial<LeadPlace> = {}): LeadPlace => ({
  ...north(5_000),
  municipality: 'Utrecht',
  answers: {},
  ...over,
});

describe('distance between two points', () => {
  it('is zero for the same point and about 111 km for one degree of latitude', () => {
    expect(distanceMeters(UTRECHT, UTRECHT)).toBe(0);
    const degree = distanceMeters({ latitude: 52, longitude: 5 }, { latitude: 53, longitude: 5 });
    expect(degree).toBeGreaterThan(111_000);
    expect(degree).toBeLessThan(111_400);
  });
  it('gives Utrecht to Amsterdam Centraal as roughly 35 km, either way round', () => {
    const amsterdam = { latitude: 52.3791, longitude: 4.9003 };
    const there = distanceMeters(UTRECHT, amsterdam);
    expect(there).toBeGreaterThan(34_000);
    expect(there).toBeLessThan(36_500);
    expect(distanceMeters(amsterdam, UTRECHT)).toBeCloseTo(there, 6);
  });
});

describe('which filters want a lead', () => {
  it('takes a lead inside the radius and answers the distance in metres', () => {
    const match = filterWantsLead(filter(), lead({ municipality: null }));
    expect(match).not.toBe(false);
    // The radius uses a round earth: 5 km along the meridian measures within 10 m of it.
    expect(Math.abs((match as { distance: number }).distance - 5_000)).toBeLessThan(10);
  });
  it('takes a lead on the edge of the radius, but not with a radius a metre short', () => {
    const point = north(8_000);
    const place = lead({ ...point, municipality: null });
    const edge = distanceMeters(UTRECHT, point);
    expect(filterWantsLead(filter({ maxDistance: Math.ceil(edge) }), place)).not.toBe(false);
    expect(filterWantsLead(filter({ maxDistance: Math.floor(edge) - 1 }), place)).toBe(false);
  });
  it('takes a lead in one of its municipalities with no distance, however far away', () => {
    expect(
      filterWantsLead(
        filter({ maxDistance: 0, municipalities: ['Utrecht', 'Zeist'] }),
        lead({ ...north(200_000), municipality: 'Zeist' }),
      ),
    ).toEqual({ distance: null });
  });
  it('prefers the municipality match to the radius when both apply', () => {
    expect(filterWantsLead(filter({ municipalities: ['Utrecht'] }), lead())).toEqual({
      distance: null,
    });
  });
  it('ignores the radius when it is 0 (municipalities only)', () => {
    expect(filterWantsLead(filter({ maxDistance: 0 }), lead({ ...UTRECHT }))).toBe(false);
  });
  it('refuses a lead without coordinates or a filter without a point for a radius match', () => {
    expect(filterWantsLead(filter(), lead({ latitude: null, longitude: null }))).toBe(false);
    expect(filterWantsLead(filter({ latitude: null }), lead())).toBe(false);
    expect(filterWantsLead(filter({ longitude: null }), lead())).toBe(false);
    expect(filterWantsLead(filter(), lead({ longitude: null }))).toBe(false);
  });
  it('does not match a lead without a municipality on the municipality list', () => {
    expect(
      filterWantsLead(
        filter({ maxDistance: 0, municipalities: ['Utrecht'] }),
        lead({ municipality: null }),
      ),
    ).toBe(false);
  });
  it('refuses a lead whose answers the filter does not want, even when it is close by', () => {
    const choosy = filter({ choices: { roof: ['flat'], panels: { gte: 10, lte: 20 } } });
    expect(filterWantsLead(choosy, lead({ answers: { roof: 'pitched' } }))).toBe(false);
    expect(filterWantsLead(choosy, lead({ answers: { panels: 9 } }))).toBe(false);
    expect(filterWantsLead(choosy, lead({ answers: { roof: 'flat', panels: 20 } }))).not.toBe(
      false,
    );
  });
});

describe('the order in which companies get a lead', () => {
  const candidate = (over: Partial<MatchCandidate>): MatchCandidate => ({
    companyId: 1,
    count: 0,
    max: 10,
    period: 'week',
    lastAssignedAt: null,
    distance: null,
    ...over,
  });

  it('measures how full a period is, treating no maximum as a daily share', () => {
    expect(fillRatio(candidate({ count: 5, max: 10 }))).toBe(0.5);
    expect(fillRatio(candidate({ count: 10, max: 10 }))).toBe(1);
    expect(UNCAPPED_DAILY_SHARE).toBe(10);
    expect(fillRatio(candidate({ count: 5, max: null, period: 'day' }))).toBe(0.5);
    expect(fillRatio(candidate({ count: 35, max: null, period: 'week' }))).toBe(0.5);
    expect(fillRatio(candidate({ count: 150, max: null, period: 'month' }))).toBe(0.5);
  });
  it('counts a maximum of 0 as full', () => {
    expect(fillRatio(candidate({ count: 0, max: 0 }))).toBe(1);
  });
  it('serves the company furthest below its maximum first', () => {
    const ranked = rankCandidates([
      candidate({ companyId: 1, count: 8, max: 10 }),
      candidate({ companyId: 2, count: 1, max: 10 }),
      candidate({ companyId: 3, count: 3, max: 4 }),
    ]);
    expect(ranked.map((c) => c.companyId)).toEqual([2, 3, 1]);
  });
  it('then the company that waited longest, a company that never had one first', () => {
    const ranked = rankCandidates([
      candidate({ companyId: 1, lastAssignedAt: new Date('2026-11-20T10:00:00Z') }),
      candidate({ companyId: 2, lastAssignedAt: new Date('2026-11-18T10:00:00Z') }),
      candidate({ companyId: 3, lastAssignedAt: null }),
    ]);
    expect(ranked.map((c) => c.companyId)).toEqual([3, 2, 1]);
  });
  it('then the nearest, with a municipality match as distance 0', () => {
    const ranked = rankCandidates([
      candidate({ companyId: 1, distance: 9_000 }),
      candidate({ companyId: 2, distance: 2_000 }),
      candidate({ companyId: 3, distance: null }),
    ]);
    expect(ranked.map((c) => c.companyId)).toEqual([3, 2, 1]);
  });
  it('then the lowest company id, and leaves the input list alone', () => {
    const input = [candidate({ companyId: 9 }), candidate({ companyId: 4 })];
    expect(rankCandidates(input).map((c) => c.companyId)).toEqual([4, 9]);
    expect(input.map((c) => c.companyId)).toEqual([9, 4]);
    expect(compareCandidates(input[0]!, input[0]!)).toBe(0);
  });
  it('treats equal fill ratios of different maxima as a tie', () => {
    // 1/3 and 3/9 differ only by rounding: the next rule (waiting time) decides.
    const a = candidate({ companyId: 1, count: 1, max: 3, lastAssignedAt: new Date(2_000) });
    const b = candidate({ companyId: 2, count: 3, max: 9, lastAssignedAt: new Date(1_000) });
    expect(rankCandidates([a, b]).map((c) => c.companyId)).toEqual([2, 1]);
  });
});

describe('the lead pipeline of a company', () => {
  it('lets a company set any state from new to archive, but never claimed', () => {
    expect(canSetState(STATE.new, STATE.client)).toBe(true);
    expect(canSetState(STATE.client, STATE.new)).toBe(true);
    expect(canSetState(STATE.open, STATE.archive)).toBe(true);
    expect(canSetState(STATE.open, STATE.claimed)).toBe(false);
    expect(canSetState(STATE.open, -1)).toBe(false);
    expect(canSetState(STATE.open, 9)).toBe(false);
  });
  it('keeps a claimed lead claimed', () => {
    expect(canSetState(STATE.claimed, STATE.open)).toBe(false);
    expect(stateAfterTask(STATE.claimed, TASK.became_customer)).toBe(STATE.claimed);
  });
  it('moves a lead forward by the task recorded', () => {
    expect(stateAfterTask(STATE.new, TASK.phone_contact)).toBe(STATE.contact);
    expect(stateAfterTask(STATE.new, TASK.letter)).toBe(STATE.contact);
    expect(stateAfterTask(STATE.open, TASK.appointment)).toBe(STATE.appointment);
    expect(stateAfterTask(STATE.contact, TASK.quote)).toBe(STATE.offer);
    expect(stateAfterTask(STATE.offer, TASK.became_customer)).toBe(STATE.client);
    expect(stateAfterTask(STATE.offer, TASK.fulfilled)).toBe(STATE.client);
  });
  it('never moves a lead back', () => {
    expect(stateAfterTask(STATE.offer, TASK.email_contact)).toBe(STATE.offer);
    expect(stateAfterTask(STATE.client, TASK.appointment)).toBe(STATE.client);
  });
  it('leaves the state alone for attempts that reached nobody', () => {
    expect(stateAfterTask(STATE.open, TASK.phone_no_contact)).toBe(STATE.open);
    expect(stateAfterTask(STATE.new, TASK.email_sent)).toBe(STATE.new);
  });
  it('archives on "not a customer", also from client, and keeps an archived lead archived', () => {
    expect(stateAfterTask(STATE.client, TASK.not_customer)).toBe(STATE.archive);
    expect(stateAfterTask(STATE.archive, TASK.quote)).toBe(STATE.archive);
  });
});

describe('what an assignment costs', () => {
  const base = { ncnpCostCents: null, partnerCostCents: null, productPriceCents: 2_500 };
  it('charges the product price when nothing else applies', () => {
    expect(assignmentPrice(base)).toEqual({ cents: 2_500, source: 'product' });
    expect(assignmentPrice({ ...base, dealPriceCents: null })).toEqual({
      cents: 2_500,
      source: 'product',
    });
  });
  it('takes a running deal before no-cure-no-pay and partner costs', () => {
    expect(
      assignmentPrice({
        dealPriceCents: 1_000,
        ncnpCostCents: 1_500,
        partnerCostCents: 1_800,
        productPriceCents: 2_500,
      }),
    ).toEqual({ cents: 1_000, source: 'deal' });
  });
  it('takes a deal of 0 cents (a free deal) as a price', () => {
    expect(assignmentPrice({ ...base, dealPriceCents: 0 })).toEqual({ cents: 0, source: 'deal' });
  });
  it('takes no-cure-no-pay before the partner cost, and the partner cost before the product', () => {
    expect(assignmentPrice({ ...base, ncnpCostCents: 1_500, partnerCostCents: 1_800 })).toEqual({
      cents: 1_500,
      source: 'ncnp',
    });
    expect(assignmentPrice({ ...base, partnerCostCents: 1_800 })).toEqual({
      cents: 1_800,
      source: 'partner',
    });
    expect(assignmentPrice({ ...base, partnerCostCents: 0 })).toEqual({
      cents: 0,
      source: 'partner',
    });
  });
});
