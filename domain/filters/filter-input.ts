import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText } from '#domain/shared/validators/text';

/** How a filter offers its options: the editor's steps, or a slider between min and max. */
export const FILTER_STEP_TYPES = ['range', 'min_max'] as const;
export type FilterStepType = (typeof FILTER_STEP_TYPES)[number];

/** How the site orders a filter's options: by product count or by key (the step order). */
export const FILTER_SORTINGS = ['count_asc', 'count_desc', 'key_asc', 'key_desc'] as const;
export type FilterSorting = (typeof FILTER_SORTINGS)[number];

export const FILTER_LABEL_MAX = 100;
export const FILTER_VALUE_MAX = 255;
export const FILTER_STEPS_MAX = 100;

const optionalNumber = z
  .number()
  .nullish()
  .transform((value) => value ?? null);

/** One option as typed: a label and either a spec value or a numeric range [from, to). */
export const filterStepInputSchema = z.object({
  label: looseText(),
  value: looseText(),
  from: optionalNumber,
  to: optionalNumber,
});

/** A step as stored: a value step has `value`, a range step `from` and/or `to`. */
export interface FilterStep {
  label: string;
  value: string | null;
  from: number | null;
  to: number | null;
}

/** A value step or a range step; a step with neither (or both) is neither. */
export const stepKind = (step: {
  value: string | null;
  from: number | null;
  to: number | null;
}): 'value' | 'range' | null => {
  const hasValue = step.value !== null && step.value !== '';
  const hasRange = step.from !== null || step.to !== null;
  if (hasValue === hasRange) return null;
  return hasValue ? 'value' : 'range';
};

/** Do two ranges [from, to) (null: open end) share a number? */
export function rangesOverlap(
  a: { from: number | null; to: number | null },
  b: { from: number | null; to: number | null },
): boolean {
  const low = Math.max(a.from ?? -Infinity, b.from ?? -Infinity);
  const high = Math.min(a.to ?? Infinity, b.to ?? Infinity);
  return low < high;
}

/** Spec values are matched without regard to case and surrounding spaces. */
export const valueKey = (value: string) => value.trim().toLowerCase();

const baseShape = {
  feature_id: z.number({ error: MESSAGE.SELECT_OPTION }).int().positive(),
  label: looseText().refine((label) => label.length <= FILTER_LABEL_MAX, {
    message: MESSAGE.TEXT_TOO_LONG,
  }),
  step_type: z.enum(FILTER_STEP_TYPES, { error: MESSAGE.SELECT_OPTION }),
  min: optionalNumber,
  max: optionalNumber,
  sorting: z
    .enum(FILTER_SORTINGS, { error: MESSAGE.SELECT_OPTION })
    .nullish()
    .transform((value) => value ?? 'key_asc'),
  steps: z
    .array(filterStepInputSchema)
    .max(FILTER_STEPS_MAX)
    .nullish()
    .transform((steps) => steps ?? []),
};

/**
 * A filter as the detail screen saves it (REST names). The label may be empty (the
 * api then takes the feature's name). Rules: min and max are cleared unless the step
 * type is min_max, where min < max when both are given; a range filter has at least one
 * step; every step has a label and is either a value step or a range step (from and/or
 * to, from < to), all of one kind; range steps do not overlap and values do not repeat.
 */
export const filterInputSchema = z
  .object(baseShape)
  .transform((input) => ({
    ...input,
    min: input.step_type === 'min_max' ? input.min : null,
    max: input.step_type === 'min_max' ? input.max : null,
    steps: input.steps.map((step): FilterStep => ({
      label: step.label,
      value: step.value === '' ? null : step.value,
      from: step.from,
      to: step.to,
    })),
  }))
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (input.min !== null && input.max !== null && input.min >= input.max)
      issue(['max'], MESSAGE.SCALE_RANGE_INVERTED);
    if (input.step_type === 'range' && input.steps.length === 0)
      issue(['steps'], MESSAGE.FIELD_REQUIRED);
    let firstKind: 'value' | 'range' | null = null;
    input.steps.forEach((step, at) => {
      if (step.label === '') issue(['steps', at, 'label'], MESSAGE.FIELD_REQUIRED);
      else if (step.label.length > FILTER_LABEL_MAX)
        issue(['steps', at, 'label'], MESSAGE.TEXT_TOO_LONG);
      if (step.value !== null && step.value.length > FILTER_VALUE_MAX)
        issue(['steps', at, 'value'], MESSAGE.TEXT_TOO_LONG);
      const kind = stepKind(step);
      if (kind === null) {
        issue(
          ['steps', at, step.value === null ? 'from' : 'value'],
          step.value === null ? MESSAGE.FIELD_REQUIRED : MESSAGE.INVALID_VALUE,
        );
        return;
      }
      firstKind ??= kind;
      if (kind !== firstKind) {
        issue(['steps', at, kind === 'value' ? 'value' : 'from'], MESSAGE.INVALID_VALUE);
        return;
      }
      if (kind === 'range' && step.from !== null && step.to !== null && step.from >= step.to) {
        issue(['steps', at, 'to'], MESSAGE.SCALE_RANGE_INVERTED);
        return;
      }
      const earlier = input.steps.slice(0, at).filter((other) => stepKind(other) === kind);
      const clash =
        kind === 'range'
          ? earlier.some(
              (other) =>
                (other.from === null || other.to === null || other.from < other.to) &&
                rangesOverlap(other, step),
            )
          : earlier.some((other) => valueKey(other.value!) === valueKey(step.value!));
      if (clash)
        issue(['steps', at, kind === 'range' ? 'from' : 'value'], MESSAGE.FILTER_STEPS_OVERLAP);
    });
  });

export type FilterInput = z.output<typeof filterInputSchema>;

/** A new filter also names its core product. */
export const filterCoreProductSchema = z.object({
  core_product_id: z.number({ error: MESSAGE.SELECT_OPTION }).int().positive(),
});

/**
 * A filter as typed, for the prediction: only what it needs, without the rules (an
 * unfinished step simply matches nothing).
 */
export const filterPredictionInputSchema = z.object({
  core_product_id: z.number().int().positive(),
  feature_id: z.number().int().positive(),
  step_type: z.enum(FILTER_STEP_TYPES),
  min: optionalNumber,
  max: optionalNumber,
  steps: z
    .array(filterStepInputSchema.partial({ label: true }))
    .max(FILTER_STEPS_MAX)
    .nullish()
    .transform((steps) =>
      (steps ?? []).map((step): Omit<FilterStep, 'label'> => ({
        value: step.value ? step.value : null,
        from: step.from ?? null,
        to: step.to ?? null,
      })),
    ),
});

export type FilterPredictionInput = z.output<typeof filterPredictionInputSchema>;
