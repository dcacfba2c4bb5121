import { describe, expect, it } from 'vitest';
import {
  filterCoreProductSchema,
  filterInputSchema,
  filterPredictionInputSchema,
  stepKind,
  valueKey,
} from '#domain/filters/filter-input';
import { MESSAGE } from '#domain/shared/messages';
import { fieldRefusals } from '../support/field-refusals';

const BASE = { feature_id: 1, label: 'Vermogen', step_type: 'range' };

/** The message per field path of a refused filter, or null when it is accepted. */
function refusal(input: Record<string, unknown>) {
  return fieldRefusals(filterInputSchema, { ...BASE, ...input });
}

describe('kinds of filter steps', () => {
  it('is a value step with a value, a range step with either end, else neither', () => {
    expect(stepKind({ value: 'A+++', from: null, to: null })).toBe('value');
    expect(stepKind({ value: null, from: 0, to: null })).toBe('range');
    expect(stepKind({ value: null, from: null, to: 6 })).toBe('range');
    expect(stepKind({ value: '', from: null, to: null })).toBeNull();
    expect(stepKind({ value: 'A', from: 0, to: 6 })).toBeNull();
  });
  it('matches spec values without regard to case and spaces', () => {
    expect(valueKey(' Lucht-Water ')).toBe('lucht-water');
  });
});

describe('a filter as the detail screen saves it', () => {
  it('accepts value steps and non-overlapping range steps', () => {
    expect(
      refusal({
        steps: [
          { label: 'Zuinig', value: 'A+++' },
          { label: 'Gewoon', value: 'A' },
        ],
      }),
    ).toBeNull();
    expect(
      refusal({
        steps: [
          { label: 'Tot 6 kW', to: 6 },
          { label: '6 tot 10 kW', from: 6, to: 10 },
          { label: 'Vanaf 10 kW', from: 10 },
        ],
      }),
    ).toBeNull();
  });
  it('needs a feature, a known step type and a known sorting', () => {
    expect(refusal({ feature_id: undefined, step_type: 'list', sorting: 'random' })).toEqual({
      feature_id: MESSAGE.SELECT_OPTION,
      step_type: MESSAGE.SELECT_OPTION,
      sorting: MESSAGE.SELECT_OPTION,
    });
  });
  it('limits the label to 100 characters', () => {
    expect(refusal({ step_type: 'min_max', label: 'x'.repeat(101) })).toEqual({
      label: MESSAGE.TEXT_TOO_LONG,
    });
  });
  it('needs at least one step for a range filter, none for a slider', () => {
    expect(refusal({})).toEqual({ steps: MESSAGE.FIELD_REQUIRED });
    expect(refusal({ steps: null })).toEqual({ steps: MESSAGE.FIELD_REQUIRED });
    expect(refusal({ step_type: 'min_max' })).toBeNull();
  });
  it('keeps the slider minimum below its maximum', () => {
    expect(refusal({ step_type: 'min_max', min: 5, max: 5 })).toEqual({
      max: MESSAGE.SCALE_RANGE_INVERTED,
    });
    expect(refusal({ step_type: 'min_max', min: 5, max: null })).toBeNull();
  });
  it('needs a label on every step, of at most 100 characters, and values of at most 255', () => {
    expect(
      refusal({
        steps: [
          { label: '', value: 'A' },
          { label: 'x'.repeat(101), value: 'B' },
          { label: 'Lang', value: 'v'.repeat(256) },
        ],
      }),
    ).toEqual({
      'steps.0.label': MESSAGE.FIELD_REQUIRED,
      'steps.1.label': MESSAGE.TEXT_TOO_LONG,
      'steps.2.value': MESSAGE.TEXT_TOO_LONG,
    });
  });
  it('needs a value or a range on every step, not both', () => {
    expect(refusal({ steps: [{ label: 'Leeg' }] })).toEqual({
      'steps.0.from': MESSAGE.FIELD_REQUIRED,
    });
    expect(refusal({ steps: [{ label: 'Beide', value: 'A', from: 1 }] })).toEqual({
      'steps.0.value': MESSAGE.INVALID_VALUE,
    });
  });
  it('keeps all steps of the kind of the first', () => {
    expect(
      refusal({
        steps: [
          { label: 'A', value: 'A' },
          { label: 'Tot 6', to: 6 },
        ],
      }),
    ).toEqual({ 'steps.1.from': MESSAGE.INVALID_VALUE });
    expect(
      refusal({
        steps: [
          { label: 'Tot 6', to: 6 },
          { label: 'A', value: 'A' },
        ],
      }),
    ).toEqual({ 'steps.1.value': MESSAGE.INVALID_VALUE });
  });
  it('refuses an inverted or empty range step', () => {
    expect(refusal({ steps: [{ label: 'Fout', from: 10, to: 6 }] })).toEqual({
      'steps.0.to': MESSAGE.SCALE_RANGE_INVERTED,
    });
    expect(refusal({ steps: [{ label: 'Leeg', from: 6, to: 6 }] })).toEqual({
      'steps.0.to': MESSAGE.SCALE_RANGE_INVERTED,
    });
  });
  it('refuses overlapping ranges, but not because of an earlier inverted one', () => {
    expect(
      refusal({
        steps: [
          { label: 'Tot 8', to: 8 },
          { label: '6 tot 10', from: 6, to: 10 },
        ],
      }),
    ).toEqual({ 'steps.1.from': MESSAGE.FILTER_STEPS_OVERLAP });
    expect(
      refusal({
        steps: [
          { label: 'Fout', from: 10, to: 0 },
          { label: '2 tot 4', from: 2, to: 4 },
        ],
      }),
    ).toEqual({ 'steps.0.to': MESSAGE.SCALE_RANGE_INVERTED });
  });
  it('refuses a value twice, in another case or with spaces', () => {
    expect(
      refusal({
        steps: [
          { label: 'Zuinig', value: 'A+++' },
          { label: 'Ook zuinig', value: ' a+++ ' },
        ],
      }),
    ).toEqual({ 'steps.1.value': MESSAGE.FILTER_STEPS_OVERLAP });
  });
  it('needs a core product for a new filter', () => {
    expect(filterCoreProductSchema.safeParse({}).error?.issues[0]?.message).toBe(
      MESSAGE.SELECT_OPTION,
    );
    expect(filterCoreProductSchema.parse({ core_product_id: 2 })).toEqual({ core_product_id: 2 });
  });
});

describe('a filter as typed, for the prediction', () => {
  it('takes unfinished steps as they are, blank values as none', () => {
    const input = filterPredictionInputSchema.parse({
      core_product_id: 1,
      feature_id: 2,
      step_type: 'range',
      steps: [{ value: '' }, { from: 3 }, { value: 'A', label: 'A' }],
    });
    expect(input.steps).toEqual([
      { value: null, from: null, to: null },
      { value: null, from: 3, to: null },
      { value: 'A', from: null, to: null },
    ]);
    expect(input).toMatchObject({ min: null, max: null });
  });
});
