import { describe, expect, it } from 'vitest';
import { MESSAGE } from '#domain/shared/messages';
import type {
  CompanyProductFieldsFragment,
  CompanyProductFilterFieldsFragment,
} from '../../web/src/gql/graphql';
import {
  DEFAULT_RADIUS_METERS,
  filterFormValues,
  formErrorPaths,
  newFilter,
  productFormSchema,
  productFormValues,
  toCompanyProductInput,
  toFilterInput,
  weeklyFromDaily,
} from '../../web/src/features/products/product-form-values';
import { fieldRefusals } from '../support/field-refusals';

const HOME = { latitude: 52.09, longitude: 5.12 };
const ELSEWHERE = { latitude: 51.44, longitude: 5.47 };

const storedFilter = (
  over: Partial<CompanyProductFilterFieldsFragment> = {},
): CompanyProductFilterFieldsFragment => ({
  id: '11',
  position: 0,
  paused: false,
  latitude: ELSEWHERE.latitude,
  longitude: ELSEWHERE.longitude,
  deviatingCoordinates: false,
  maxDistance: 40_000,
  municipalities: ['Utrecht'],
  notificationListId: null,
  assignmentMax: null,
  assignmentPeriod: 'week',
  assignmentCount: 0,
  maxed: false,
  version: 1,
  choices: [],
  ...over,
});

const stored = (filters: CompanyProductFilterFieldsFragment[]): CompanyProductFieldsFragment => ({
  id: '5',
  companyId: '2',
  paused: true,
  pausedUntil: '2026-12-01T00:00:00Z',
  assignByFilter: true,
  assignmentMax: 20,
  assignmentPeriod: 'month',
  dailyCount: 0,
  weeklyCount: 0,
  monthlyCount: 0,
  maxed: false,
  version: 4,
  product: { id: '1', discr: 'zonnepanelen', name: 'Zonnepanelen' },
  filters,
});

describe("the product editor's starting values", () => {
  it('offers one filter of 25 km around the company for a new product', () => {
    const values = productFormValues(null, HOME);
    expect(values).toMatchObject({ assignmentMax: null, assignmentPeriod: 'week' });
    expect(values.filters).toEqual([newFilter(HOME)]);
    expect(values.filters[0]).toMatchObject({ ...HOME, maxDistance: DEFAULT_RADIUS_METERS });
    expect(DEFAULT_RADIUS_METERS).toBe(25_000);
  });
  it('starts without a radius when the company has no location', () => {
    expect(newFilter(null)).toMatchObject({ latitude: null, longitude: null, maxDistance: 0 });
  });
  it('shows stored filters in their order', () => {
    const values = productFormValues(
      stored([storedFilter({ id: '12', position: 1 }), storedFilter({ id: '11', position: 0 })]),
      HOME,
    );
    expect(values.filters.map((filter) => filter.id)).toEqual(['11', '12']);
    expect(values).toMatchObject({ assignmentMax: 20, assignmentPeriod: 'month' });
  });
  it("centres a filter on the company's address unless it has its own point", () => {
    expect(filterFormValues(storedFilter(), HOME)).toMatchObject({
      ...HOME,
      deviatingCoordinates: false,
    });
    expect(filterFormValues(storedFilter({ deviatingCoordinates: true }), HOME)).toMatchObject({
      ...ELSEWHERE,
      deviatingCoordinates: true,
    });
    // An own point that was never set falls back to the company's address.
    expect(
      filterFormValues(storedFilter({ deviatingCoordinates: true, latitude: null }), HOME),
    ).toMatchObject({ ...HOME, deviatingCoordinates: false });
    expect(filterFormValues(storedFilter(), null)).toMatchObject(ELSEWHERE);
  });
  it('reads choices per question, and notification lists and maxima as stored', () => {
    const values = filterFormValues(
      storedFilter({
        notificationListId: '30',
        assignmentMax: 3,
        assignmentPeriod: 'day',
        choices: [
          { questionKey: 'roof', values: ['flat'], gte: null, lte: null },
          { questionKey: 'panels', values: null, gte: 10, lte: null },
        ],
      }),
      HOME,
    );
    expect(values).toMatchObject({
      notificationListId: '30',
      assignmentMax: 3,
      assignmentPeriod: 'day',
      choices: {
        roof: { values: ['flat'], gte: null, lte: null },
        panels: { values: [], gte: 10, lte: null },
      },
    });
  });
});

describe('the product editor’s rules', () => {
  const filter = newFilter(HOME);
  it('needs at least one filter', () => {
    expect(
      fieldRefusals(productFormSchema, { ...productFormValues(null, HOME), filters: [] }),
    ).toEqual({ filters: MESSAGE.COMPANY_PRODUCT_NO_FILTERS });
  });
  it('needs an area on every filter', () => {
    expect(
      fieldRefusals(productFormSchema, {
        assignmentMax: null,
        assignmentPeriod: 'week',
        filters: [filter, { ...filter, maxDistance: 0 }],
      }),
    ).toEqual({ 'filters.1.maxDistance': MESSAGE.FILTER_NEEDS_AREA });
  });
  it('refuses an inverted range on a question and a maximum above 999', () => {
    expect(
      fieldRefusals(productFormSchema, {
        assignmentMax: 1_000,
        assignmentPeriod: 'week',
        filters: [{ ...filter, choices: { panels: { values: [], gte: 20, lte: 10 } } }],
      }),
    ).toEqual({
      assignmentMax: MESSAGE.VALUE_TOO_HIGH,
      'filters.0.choices.panels.lte': MESSAGE.VALUE_TOO_HIGH,
    });
  });
  it('shows a daily maximum as a weekly figure', () => {
    expect(weeklyFromDaily(3)).toBe(21);
  });
});

describe('what the product editor saves', () => {
  it('numbers filters by their place and sends only choices that choose something', () => {
    const filter = {
      ...newFilter(HOME),
      choices: {
        roof: { values: ['flat'], gte: null, lte: null },
        panels: { values: [], gte: 10, lte: null },
        extras: { values: [], gte: null, lte: null },
      },
    };
    const input = toFilterInput(filter, 2);
    expect(input).not.toHaveProperty('id');
    expect(input).toMatchObject({ position: 2, maxDistance: 25_000, ...HOME });
    expect(input.choices).toEqual([
      { questionKey: 'roof', values: ['flat'] },
      { questionKey: 'panels', gte: 10, lte: null },
    ]);
    expect(toFilterInput({ ...filter, id: '11' }, 0).id).toBe('11');
  });
  it('keeps the pause and assignment options the editor does not show', () => {
    const record = stored([storedFilter()]);
    const values = productFormValues(record, HOME);
    expect(toCompanyProductInput(values, record)).toMatchObject({
      paused: true,
      pausedUntil: '2026-12-01T00:00:00Z',
      assignByFilter: true,
      assignmentMax: 20,
      assignmentPeriod: 'month',
    });
    expect(toCompanyProductInput(productFormValues(null, HOME), null)).toMatchObject({
      paused: false,
      pausedUntil: null,
      assignByFilter: false,
    });
  });
  it('puts refused fields on the form, keeping question keys as they are', () => {
    expect(
      formErrorPaths({
        'filters.0.max_distance': MESSAGE.FILTER_NEEDS_AREA,
        'filters.1.choices.roof_type': MESSAGE.SELECT_OPTION,
        assignment_max: MESSAGE.VALUE_TOO_HIGH,
      }),
    ).toEqual([
      ['filters.0.maxDistance', MESSAGE.FILTER_NEEDS_AREA],
      ['filters.1.choices.roof_type', MESSAGE.SELECT_OPTION],
      ['assignmentMax', MESSAGE.VALUE_TOO_HIGH],
    ]);
  });
});
