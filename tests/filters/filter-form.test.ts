import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { MESSAGE } from '#domain/shared/messages';
import type { ComparisonFilterFieldsFragment } from '../../web/src/gql/graphql';
import {
  emptyStep,
  filterInputOf,
  filterResolver,
  filterValuesOf,
  stepKindOf,
  type FilterValues,
} from '../../web/src/features/filters/filter-form';

const RANGE_FORM: FilterValues = {
  featureId: '4',
  label: 'Vermogen',
  stepType: 'range',
  min: '',
  max: '',
  sorting: 'key_asc',
  stepKind: 'range',
  steps: [
    { label: 'Tot 6 kW', value: 'vergeten', from: '', to: 6 },
    { label: 'Vanaf 6 kW', value: '', from: '6', to: '' },
  ],
};

/** The field errors the form shows before sending, or {} when it may be sent. */
async function formErrors(values: FilterValues) {
  const result = await filterResolver()(values, undefined, {} as ResolverOptions<FilterValues>);
  return JSON.parse(JSON.stringify(result.errors)) as Record<string, unknown>;
}

describe('the comparison filter form', () => {
  it('sends only the fields of the chosen step kind, typed numbers as numbers', () => {
    expect(filterInputOf(RANGE_FORM).steps).toEqual([
      { label: 'Tot 6 kW', value: null, from: null, to: 6 },
      { label: 'Vanaf 6 kW', value: null, from: 6, to: null },
    ]);
    const byValue = filterInputOf({
      ...RANGE_FORM,
      stepKind: 'value',
      steps: [{ label: 'Zuinig', value: 'A+++', from: 1, to: 2 }],
    });
    expect(byValue.steps).toEqual([{ label: 'Zuinig', value: 'A+++', from: null, to: null }]);
  });
  it('sends a slider’s ends only for a min-max filter, with a decimal comma read', () => {
    expect(filterInputOf({ ...RANGE_FORM, min: '1', max: '2' })).toMatchObject({
      min: null,
      max: null,
    });
    expect(
      filterInputOf({ ...RANGE_FORM, stepType: 'min_max', min: '0,5', max: 12, steps: [] }),
    ).toMatchObject({ min: 0.5, max: 12 });
  });
  it('opens a saved filter with its steps, empty fields for what it lacks', () => {
    const saved: ComparisonFilterFieldsFragment = {
      id: '1',
      coreProductId: '2',
      featureId: '4',
      featureName: 'Energielabel',
      featureUnit: null,
      label: 'Label',
      position: 0,
      listPosition: null,
      stepType: 'range',
      min: null,
      max: null,
      sorting: 'count_desc',
      version: 1,
      steps: [{ label: 'Zuinig', value: 'A+++', from: null, to: null }],
    };
    expect(filterValuesOf(saved)).toEqual({
      stepKind: 'value',
      featureId: '4',
      label: 'Label',
      stepType: 'range',
      min: '',
      max: '',
      sorting: 'count_desc',
      steps: [{ label: 'Zuinig', value: 'A+++', from: '', to: '' }],
    });
  });
  it('takes the step kind from the first step, else from the feature’s values', () => {
    expect(stepKindOf([{ value: 'A' }, { value: null }], true)).toBe('value');
    expect(stepKindOf([{ value: null }], false)).toBe('range');
    expect(stepKindOf([], true)).toBe('range');
    expect(stepKindOf([], false)).toBe('value');
    expect(emptyStep()).toEqual({ label: '', value: '', from: '', to: '' });
  });
  it('shows the api’s messages on the form’s fields before sending', async () => {
    expect(await formErrors(RANGE_FORM)).toEqual({});
    expect(await formErrors({ ...RANGE_FORM, featureId: '' })).toEqual({
      featureId: { type: 'validate', message: MESSAGE.SELECT_OPTION },
    });
    expect(
      await formErrors({
        ...RANGE_FORM,
        steps: [
          { label: '', value: '', from: 10, to: 6 },
          { label: '0 tot 8', value: '', from: 0, to: 8 },
          { label: '4 tot 20', value: '', from: 4, to: 20 },
        ],
      }),
    ).toEqual({
      steps: [
        {
          label: { type: 'validate', message: MESSAGE.FIELD_REQUIRED },
          to: { type: 'validate', message: MESSAGE.SCALE_RANGE_INVERTED },
        },
        null, // the second step is fine
        { from: { type: 'validate', message: MESSAGE.FILTER_STEPS_OVERLAP } },
      ],
    });
  });
  it('asks for a step on a range filter', async () => {
    expect(await formErrors({ ...RANGE_FORM, steps: [] })).toEqual({
      steps: { type: 'validate', message: MESSAGE.FIELD_REQUIRED },
    });
  });
});
