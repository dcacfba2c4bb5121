import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAZA_STATE,
  parsePlazaState,
  plazaQueryOf,
  plazaStateSearch,
  stateOfSavedQuery,
  type PlazaFilterState,
} from '../../web/src/features/plaza/filter-state';
import { optionBits, rangePosition } from '#domain/plaza/option-bits';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { redactContact } from '#domain/plaza/redact-contact';
import { buyerRefusal, leadSaleRefusal } from '#domain/plaza/plaza-purchase';
import { CATALOGUE } from '../../api/src/products/catalogue';

const catalogue = CATALOGUE.map((p) => ({ discr: p.discr, questions: p.questions }));

describe('the plaza filter state in the URL', () => {
  it('survives a trip through the URL, keeping the open lead and the acting company', () => {
    const state: PlazaFilterState = {
      ...EMPTY_PLAZA_STATE,
      products: ['zonnepanelen', 'dakkapel'],
      choices: { 'zonnepanelen.roof_type': ['flat', 'mixed'] },
      ranges: { 'zonnepanelen.panel_count': { gte: 10, lte: null } },
      municipalities: ['Utrecht', 'De Bilt'],
      distance: 40,
      competitors: 2,
      period: 'custom',
      from: '2026-11-20',
      to: '2026-11-22',
      sort: 'distance',
      ascending: true,
      page: 3,
      view: 'map',
    };
    const current = new URLSearchParams('l=12&companyId=4&userId=9&i=3&products=x');
    const url = plazaStateSearch(state, current);
    expect(url.get('l')).toBe('12');
    expect(url.get('companyId')).toBe('4');
    expect(url.get('i')).toBeNull();
    expect(parsePlazaState(url)).toEqual(state);
    expect(plazaStateSearch(EMPTY_PLAZA_STATE).toString()).toBe('');
  });

  it('ignores what it does not know instead of failing', () => {
    const state = parsePlazaState(
      new URLSearchParams('distance=900&competitors=7&sort=price&period=ever&page=-2&range=x:1-2'),
    );
    expect(state).toMatchObject({
      distance: null,
      competitors: 4,
      sort: 'date',
      period: 'last_7_days',
      page: 1,
    });
    expect(state.ranges).toEqual({});
  });

  it('builds the search with each range under its kind and only products in play', () => {
    const query = plazaQueryOf(
      {
        ...EMPTY_PLAZA_STATE,
        products: ['warmtepomp'],
        ranges: {
          'warmtepomp.floor_area': { gte: 80, lte: 200 },
          'zonnepanelen.panel_count': { gte: 5, lte: null },
        },
        choices: { 'warmtepomp.pump_type': ['hybrid'] },
      },
      catalogue,
      new Date('2026-11-23T12:00:00'),
    );
    expect(query.products).toEqual([
      {
        discr: 'zonnepanelen',
        enabled: false,
        choices: [],
        integerRanges: [{ questionKey: 'panel_count', gte: 5, lte: null }],
        meterRanges: [],
      },
      {
        discr: 'warmtepomp',
        enabled: true,
        choices: [{ questionKey: 'pump_type', values: ['hybrid'] }],
        integerRanges: [],
        meterRanges: [{ questionKey: 'floor_area', gte: 80, lte: 200 }],
      },
    ]);
    expect(query.startDate).toBeUndefined();
  });

  it('restores a saved search with its distance but without dates', () => {
    const state = stateOfSavedQuery({
      distance: 25,
      startDate: 1,
      products: { dakkapel: { enabled: true, choices: { material: ['wood'] } } },
    });
    expect(state).toMatchObject({ distance: 25, period: 'last_7_days', products: ['dakkapel'] });
    expect(state.choices).toEqual({ 'dakkapel.material': ['wood'] });
  });
});

describe('plaza rules', () => {
  it('numbers options and ranges as the database does', () => {
    const solar = CATALOGUE.find((p) => p.discr === 'zonnepanelen')!;
    const bits = optionBits(solar.questions);
    expect(bits[0]).toEqual({ questionKey: 'roof_type', value: 'flat', bit: 0 });
    expect(rangePosition(solar.questions, 'panel_count')).toBe(1);
    expect(rangePosition(solar.questions, 'roof_type')).toBe(0);
  });

  it('prices a lead lower for every company that has it', () => {
    expect([0, 1, 2, 3].map((n) => plazaPriceCents(3500, n))).toEqual([3500, 3000, 2450, 1950]);
    expect(plazaPriceCents(0, 0)).toBe(0);
    expect(plazaPriceCents(60, 3)).toBe(50);
  });

  it('hides contact details in free text', () => {
    expect(redactContact('Bel +31 (0)6 1234 5678, mail a.b@c.nl of kijk op https://x.nl/y')).toBe(
      'Bel [afgeschermd], mail [afgeschermd] of kijk op [afgeschermd]',
    );
    expect(redactContact('Dak van 12 m2 uit 1975')).toBe('Dak van 12 m2 uit 1975');
  });

  it('refuses buyers and leads for their reasons, in order', () => {
    const buyer = { state: 'active' as const, trialAccount: false, trialBought: 0, cap: null };
    expect(buyerRefusal(buyer)).toBeNull();
    expect(buyerRefusal({ ...buyer, state: 'paused' })).toBeNull();
    expect(buyerRefusal({ ...buyer, state: 'debtclaim' })).toBe('MESSAGE.ACCOUNT_SUSPENDED');
    expect(buyerRefusal({ ...buyer, trialAccount: true, trialBought: 5 })).toBe(
      'MESSAGE.NO_TRIAL_LEADS_LEFT',
    );
    expect(buyerRefusal({ ...buyer, cap: { max: 3, count: 3 } })).toBe(
      'MESSAGE.CANNOT_RECEIVE_MORE_LEADS',
    );
    const lead = { owned: false, remainingAssignments: 1, withdrawn: false, keptApart: false };
    expect(leadSaleRefusal(lead)).toBeNull();
    expect(leadSaleRefusal({ ...lead, owned: true, remainingAssignments: 0 })).toBe(
      'MESSAGE.NOT_A_UNIQUE_LEAD',
    );
    expect(leadSaleRefusal({ ...lead, remainingAssignments: 0 })).toBe(
      'MESSAGE.LEAD_ALREADY_EXCLUSIVE',
    );
  });
});
