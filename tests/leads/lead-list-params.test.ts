import { describe, expect, it } from 'vitest';
import {
  assignedLeadListSearch,
  leadListSearch,
  parseAssignedLeadListParams,
  parseLeadListParams,
  periodOf,
  periodSeconds,
  type LeadListParams,
} from '../../web/src/features/leads/list-params';

const parse = (query: string, onHoldPreset = false) =>
  parseLeadListParams(new URLSearchParams(query), onHoldPreset);

const DEFAULTS: LeadListParams = {
  from: '',
  to: '',
  product: null,
  search: '',
  withRemaining: false,
  onHold: false,
  assignedState: null,
  sort: 'created',
  page: 1,
};

describe("the staff lead list's filters in the URL", () => {
  it('opens on the newest leads of the default window, without filters', () => {
    expect(parse('')).toEqual(DEFAULTS);
    expect(leadListSearch(DEFAULTS, false).toString()).toBe('');
  });
  it('survives a trip through the URL with every filter set', () => {
    const params: LeadListParams = {
      from: '2026-11-01',
      to: '2026-11-27',
      product: 'zonnepanelen',
      search: 'de Vries',
      withRemaining: true,
      onHold: true,
      assignedState: 'client',
      sort: 'postal_code_asc',
      page: 2,
    };
    expect(parseLeadListParams(leadListSearch(params, false), false)).toEqual(params);
  });
  it('keeps the on-hold screen on hold without writing it into the link', () => {
    expect(parse('', true).onHold).toBe(true);
    expect(leadListSearch({ ...DEFAULTS, onHold: true }, true).toString()).toBe('');
  });
  it('ignores days that are not days, unknown states and sorts, and bad pages', () => {
    expect(parse('from=27-11-2026&to=2026-11-27&assigned=lost&sort=price&page=0&product=')).toEqual(
      { ...DEFAULTS, to: '2026-11-27' },
    );
    expect(parse('assigned=claimed&page=7')).toMatchObject({ assignedState: 'claimed', page: 7 });
  });
  it('writes a period only when both days are chosen, and a search only with text', () => {
    expect(leadListSearch({ ...DEFAULTS, from: '2026-11-01' }, false).toString()).toBe('');
    expect(leadListSearch({ ...DEFAULTS, search: '  ' }, false).toString()).toBe('');
    expect(leadListSearch({ ...DEFAULTS, search: ' 3511 ' }, false).get('search')).toBe('3511');
  });
});

describe("the customer's lead list in the URL", () => {
  it('reads and writes the period, state, search and page', () => {
    const params = parseAssignedLeadListParams(
      new URLSearchParams('from=2026-01-01&to=2026-11-27&state=offer&search=Anne&page=3'),
    );
    expect(params).toEqual({
      from: '2026-01-01',
      to: '2026-11-27',
      state: 'offer',
      search: 'Anne',
      page: 3,
    });
    expect(assignedLeadListSearch(params).toString()).toBe(
      'from=2026-01-01&to=2026-11-27&state=offer&search=Anne&page=3',
    );
  });
  it('drops an unknown state and a half period', () => {
    const params = parseAssignedLeadListParams(new URLSearchParams('state=won&from=2026-01-01'));
    expect(params).toEqual({ from: '2026-01-01', to: '', state: null, search: '', page: 1 });
    expect(assignedLeadListSearch(params).toString()).toBe('');
  });
});

describe('the period a lead list shows', () => {
  // Noon on Friday 27 November 2026 in the browser's own time zone.
  const now = new Date(2026, 10, 27, 12);
  it('is the chosen days when both are given', () => {
    expect(periodOf('2026-01-01', '2026-01-31', 'last_7_days', now)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
  it('is the preset’s days otherwise, today included', () => {
    expect(periodOf('', '', 'last_7_days', now)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(periodOf('2026-11-01', '', 'last_365_days', now)).toEqual({
      from: '2025-11-28',
      to: '2026-11-27',
    });
    expect(periodOf('', '', 'last_month', now)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
  it('runs from the first second of the first day to the last second of the last', () => {
    const { startDate, endDate } = periodSeconds({ from: '2026-11-25', to: '2026-11-25' });
    expect(startDate).toBe(new Date(2026, 10, 25).getTime() / 1000);
    expect(endDate - startDate).toBe(86_399);
    const week = periodSeconds({ from: '2026-11-21', to: '2026-11-27' });
    expect(week.endDate - week.startDate).toBe(7 * 86_400 - 1);
  });
});
