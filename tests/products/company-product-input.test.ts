import { describe, expect, it } from 'vitest';
import {
  companyProductInputSchema,
  filterInputSchema,
  kmToMeters,
  MAX_FILTER_RADIUS_KM,
} from '#domain/products/company-product-input';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

const UTRECHT = { latitude: 52.09, longitude: 5.12 };

describe('the filter radius', () => {
  it('stores kilometres as whole metres, up to 500 km', () => {
    expect(kmToMeters(25)).toBe(25_000);
    expect(kmToMeters(2.5)).toBe(2_500);
    expect(kmToMeters(0.0004)).toBe(0);
    expect(kmToMeters(MAX_FILTER_RADIUS_KM)).toBe(500_000);
  });
});

describe('a filter as the editor sends it', () => {
  it('accepts a radius around a point and fills in the defaults', () => {
    const filter = filterInputSchema.parse({ ...UTRECHT, max_distance: 25_000 });
    expect(filter).toMatchObject({
      paused: false,
      position: 0,
      municipalities: [],
      choices: {},
      assignment_max: null,
      assignment_period: 'week',
    });
  });
  it('accepts municipalities alone, trimmed', () => {
    expect(filterInputSchema.parse({ municipalities: [' Zeist '] }).municipalities).toEqual([
      'Zeist',
    ]);
  });
  it('needs an area: a radius with a point, or municipalities', () => {
    const needsArea = { max_distance: MESSAGE.FILTER_NEEDS_AREA };
    expect(fieldRefusals(filterInputSchema, {})).toEqual(needsArea);
    expect(fieldRefusals(filterInputSchema, { ...UTRECHT, max_distance: 0 })).toEqual(needsArea);
    expect(fieldRefusals(filterInputSchema, { latitude: 52, max_distance: 5_000 })).toEqual(
      needsArea,
    );
    expect(fieldRefusals(filterInputSchema, { municipalities: [] })).toEqual(needsArea);
  });
  it('keeps the radius between 0 and 500 km', () => {
    expect(fieldRefusals(filterInputSchema, { ...UTRECHT, max_distance: 500_000 })).toBeNull();
    expect(fieldRefusals(filterInputSchema, { ...UTRECHT, max_distance: 500_001 })).toEqual({
      max_distance: MESSAGE.VALUE_TOO_HIGH,
    });
    expect(
      fieldRefusals(filterInputSchema, {
        ...UTRECHT,
        max_distance: -1,
        municipalities: ['Utrecht'],
      }),
    ).toEqual({ max_distance: MESSAGE.VALUE_TOO_LOW });
    expect(fieldRefusals(filterInputSchema, { ...UTRECHT, max_distance: 'ver' })).toMatchObject({
      max_distance: MESSAGE.ENTER_VALID_NUMBER,
    });
  });
  it('keeps a maximum between 0 and 999 whole leads, and a known period', () => {
    const base = { municipalities: ['Utrecht'] };
    expect(filterInputSchema.parse({ ...base, assignment_max: 0 }).assignment_max).toBe(0);
    expect(filterInputSchema.parse({ ...base, assignment_max: 999 }).assignment_max).toBe(999);
    expect(fieldRefusals(filterInputSchema, { ...base, assignment_max: 1_000 })).toEqual({
      assignment_max: MESSAGE.VALUE_TOO_HIGH,
    });
    expect(fieldRefusals(filterInputSchema, { ...base, assignment_max: -1 })).toEqual({
      assignment_max: MESSAGE.VALUE_TOO_LOW,
    });
    expect(fieldRefusals(filterInputSchema, { ...base, assignment_max: 1.5 })).toEqual({
      assignment_max: MESSAGE.ENTER_VALID_NUMBER,
    });
    expect(fieldRefusals(filterInputSchema, { ...base, assignment_period: 'year' })).toEqual({
      assignment_period: MESSAGE.SELECT_OPTION,
    });
  });
  it('refuses coordinates off the globe', () => {
    expect(
      fieldRefusals(filterInputSchema, { latitude: 91, longitude: 5, max_distance: 1 }),
    ).not.toBeNull();
    expect(
      fieldRefusals(filterInputSchema, { latitude: 52, longitude: -181, max_distance: 1 }),
    ).not.toBeNull();
  });
});

describe('a company product as the editor sends it', () => {
  it('defaults to active, weekly, without a maximum and without filters', () => {
    expect(companyProductInputSchema.parse({})).toEqual({
      paused: false,
      assign_by_filter: false,
      assignment_max: null,
      assignment_period: 'week',
      filters: [],
    });
  });
  it('accepts a pause until a moment with a time zone offset', () => {
    expect(
      fieldRefusals(companyProductInputSchema, {
        paused: true,
        paused_until: '2026-12-01T00:00:00+01:00',
      }),
    ).toBeNull();
    expect(
      fieldRefusals(companyProductInputSchema, { paused: true, paused_until: '1 december' }),
    ).not.toBeNull();
  });
  it('names the filter that lacks an area by its place in the list', () => {
    expect(
      fieldRefusals(companyProductInputSchema, {
        filters: [{ municipalities: ['Utrecht'] }, { ...UTRECHT }],
      }),
    ).toEqual({ 'filters.1.max_distance': MESSAGE.FILTER_NEEDS_AREA });
  });
  it('allows at most 50 filters', () => {
    const filter = { municipalities: ['Utrecht'] };
    expect(
      fieldRefusals(companyProductInputSchema, { filters: Array(50).fill(filter) }),
    ).toBeNull();
    expect(
      fieldRefusals(companyProductInputSchema, { filters: Array(51).fill(filter) }),
    ).not.toBeNull();
  });
});
