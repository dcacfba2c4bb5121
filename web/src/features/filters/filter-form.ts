import { get, set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  filterInputSchema,
  type FilterSorting,
  type FilterStepType,
} from '#domain/filters/filter-input';
import type { ComparisonFilterFieldsFragment, ComparisonFilterInput } from '../../gql/graphql';

/** Steps on a spec value (text features) or on a numeric range. */
export type StepKind = 'value' | 'range';

export interface StepValues {
  label: string;
  value: string;
  from: number | string;
  to: number | string;
}

/** The detail form; numbers are '' while empty (as Mantine's NumberInput gives them). */
export interface FilterValues {
  featureId: string;
  label: string;
  stepType: FilterStepType;
  min: number | string;
  max: number | string;
  sorting: FilterSorting;
  /** What the steps are on: a numeric range or a spec value. */
  stepKind: StepKind;
  steps: StepValues[];
}

const numberOrNull = (value: number | string): number | null =>
  typeof value === 'number' ? value : value.trim() === '' ? null : Number(value.replace(',', '.'));

/** The form's values as the api takes them: only the step kind's fields, min/max for min_max. */
export function filterInputOf(values: FilterValues): ComparisonFilterInput {
  const kind = values.stepKind;
  return {
    featureId: values.featureId,
    label: values.label,
    stepType: values.stepType,
    min: values.stepType === 'min_max' ? numberOrNull(values.min) : null,
    max: values.stepType === 'min_max' ? numberOrNull(values.max) : null,
    sorting: values.sorting,
    steps: (values.steps ?? []).map((step) =>
      kind === 'value'
        ? { label: step.label, value: step.value, from: null, to: null }
        : {
            label: step.label,
            value: null,
            from: numberOrNull(step.from),
            to: numberOrNull(step.to),
          },
    ),
  };
}

/** The form of a saved filter. */
export function filterValuesOf(filter: ComparisonFilterFieldsFragment): FilterValues {
  return {
    stepKind: stepKindOf(filter.steps, true),
    featureId: filter.featureId,
    label: filter.label,
    stepType: filter.stepType,
    min: filter.min ?? '',
    max: filter.max ?? '',
    sorting: filter.sorting,
    steps: filter.steps.map((step) => ({
      label: step.label,
      value: step.value ?? '',
      from: step.from ?? '',
      to: step.to ?? '',
    })),
  };
}

/** The kind of a saved filter's steps (its first step), else what the feature's values suggest. */
export function stepKindOf(
  steps: readonly { value?: string | null }[],
  numericFeature: boolean,
): StepKind {
  const first = steps[0];
  if (first) return first.value ? 'value' : 'range';
  return numericFeature ? 'range' : 'value';
}

export const emptyStep = (): StepValues => ({ label: '', value: '', from: '', to: '' });

/** The form's name of a path in the api's rules (feature_id -> featureId; steps.1.from stays). */
const formPath = (path: readonly PropertyKey[]) =>
  path
    .map(String)
    .map((part) => (part === 'feature_id' ? 'featureId' : part === 'step_type' ? 'stepType' : part))
    .join('.');

/**
 * Checks the form with the api's own rules (domain/filters/filter-input.ts) before sending,
 * so the editor sees the same messages without a round trip.
 */
export function filterResolver(): Resolver<FilterValues> {
  return async (values) => {
    const input = filterInputOf(values);
    const result = filterInputSchema.safeParse({
      feature_id: Number(input.featureId) || undefined,
      label: input.label,
      step_type: input.stepType,
      min: input.min,
      max: input.max,
      sorting: input.sorting,
      steps: input.steps,
    });
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FilterValues> = {};
    for (const issue of result.error.issues) {
      const path = formPath(issue.path);
      if (!get(errors, path)) set(errors, path, { type: 'validate', message: issue.message });
    }
    return { values: {}, errors };
  };
}
