import { describe, expect, it } from 'vitest';
import { filterInputSchema, rangesOverlap } from '#domain/filters/filter-input';
import { featureValueStats, predictFilter } from '#domain/filters/filter-prediction';
import { formatSpecNumber, parseSpecNumber } from '#domain/filters/spec-number';

describe('spec values as numbers', () => {
  it('reads Dutch decimals and thousands, a lone decimal point, and nothing else', () => {
    expect(parseSpecNumber('4,5')).toBe(4.5);
    expect(parseSpecNumber(' -0,26 ')).toBe(-0.26);
    expect(parseSpecNumber('12')).toBe(12);
    expect(parseSpecNumber('12.000')).toBe(12000);
    expect(parseSpecNumber('1.250,5')).toBe(1250.5);
    expect(parseSpecNumber('4.5')).toBe(4.5);
    expect(parseSpecNumber('1 250')).toBe(1250);
    for (const text of ['', 'A+++', '4,5 kW', '1,2,3', '12.00,5', 'lucht-water', '.'])
      expect(parseSpecNumber(text), text).toBeNull();
    expect(formatSpecNumber(4.5)).toBe('4,5');
    expect(formatSpecNumber(0.1 + 0.2)).toBe('0,3');
  });
});

describe('filter input', () => {
  const base = { feature_id: 1, label: 'Vermogen', step_type: 'range' };
  it('clears min and max unless min_max and defaults the sorting', () => {
    const range = filterInputSchema.parse({
      ...base,
      min: 1,
      max: 2,
      steps: [{ label: 'Alles', from: 0 }],
    });
    expect(range).toMatchObject({ min: null, max: null, sorting: 'key_asc' });
    expect(range.steps).toEqual([{ label: 'Alles', value: null, from: 0, to: null }]);
    const slider = filterInputSchema.parse({ ...base, step_type: 'min_max', min: 1, max: 2 });
    expect(slider).toMatchObject({ min: 1, max: 2, steps: [] });
  });

  it('sees ranges that share a number as overlapping, touching ones not', () => {
    expect(rangesOverlap({ from: null, to: 6 }, { from: 6, to: null })).toBe(false);
    expect(rangesOverlap({ from: null, to: 6 }, { from: 5, to: 7 })).toBe(true);
    expect(rangesOverlap({ from: null, to: null }, { from: 100, to: 101 })).toBe(true);
  });
});

describe('prediction', () => {
  const values = [
    { value: '4,5', count: 2 },
    { value: '6', count: 1 },
    { value: '12,0', count: 3 },
    { value: 'onbekend', count: 1 },
  ];
  it('counts per step and what no step takes', () => {
    expect(
      predictFilter(values, {
        step_type: 'range',
        min: null,
        max: null,
        steps: [
          { value: null, from: null, to: 6 },
          { value: null, from: 6, to: null },
        ],
      }),
    ).toEqual({ steps: [2, 4], unmatched: 1 });
    expect(predictFilter(values, { step_type: 'min_max', min: 5, max: 12, steps: [] })).toEqual({
      steps: [],
      unmatched: 3,
    });
  });

  it('describes a feature’s values', () => {
    expect(featureValueStats(values)).toEqual({
      productCount: 7,
      numeric: false,
      lowest: 4.5,
      highest: 12,
    });
    expect(featureValueStats(values.slice(0, 3)).numeric).toBe(true);
    expect(featureValueStats([]).numeric).toBe(false);
  });
});
