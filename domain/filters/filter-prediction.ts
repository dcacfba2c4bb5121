import type { FilterStep, FilterStepType } from './filter-input';
import { stepKind, valueKey } from './filter-input';
import { parseSpecNumber } from './spec-number';

/** A distinct spec value of a feature and how many products have it (counted in SQL). */
export interface ValueCount {
  value: string;
  count: number;
}

/** What a feature's values look like: numbers or text, and their span. */
export interface FeatureValueStats {
  /** Products with a value for the feature. */
  productCount: number;
  /** Every value is a number (and there is at least one). */
  numeric: boolean;
  lowest: number | null;
  highest: number | null;
}

export function featureValueStats(values: readonly ValueCount[]): FeatureValueStats {
  let productCount = 0;
  let numeric = values.length > 0;
  let lowest: number | null = null;
  let highest: number | null = null;
  for (const { value, count } of values) {
    productCount += count;
    const number = parseSpecNumber(value);
    if (number === null) {
      numeric = false;
      continue;
    }
    lowest = lowest === null ? number : Math.min(lowest, number);
    highest = highest === null ? number : Math.max(highest, number);
  }
  return { productCount, numeric, lowest, highest };
}

type MatchStep = Pick<FilterStep, 'value' | 'from' | 'to'>;

/** Does a spec value fall in the step? An unfinished or inverted step matches nothing. */
export function stepMatches(step: MatchStep, value: string): boolean {
  const kind = stepKind(step);
  if (kind === 'value') return valueKey(step.value!) === valueKey(value);
  if (kind !== 'range') return false;
  const number = parseSpecNumber(value);
  if (number === null) return false;
  if (step.from !== null && step.to !== null && step.from >= step.to) return false;
  return (step.from === null || number >= step.from) && (step.to === null || number < step.to);
}

export interface FilterPrediction {
  /** Products per step, in the steps' order. */
  steps: number[];
  /**
   * Products with a value the filter does not offer: in no step (range), or no number
   * or outside [min, max] (min_max).
   */
  unmatched: number;
}

/** How many products each option of a filter as typed would show, from the value counts. */
export function predictFilter(
  values: readonly ValueCount[],
  filter: {
    step_type: FilterStepType;
    min: number | null;
    max: number | null;
    steps: readonly MatchStep[];
  },
): FilterPrediction {
  const steps = filter.steps.map(() => 0);
  let unmatched = 0;
  for (const { value, count } of values) {
    let matched = false;
    filter.steps.forEach((step, at) => {
      if (!stepMatches(step, value)) return;
      steps[at]! += count;
      matched = true;
    });
    if (filter.step_type === 'min_max') {
      const number = parseSpecNumber(value);
      matched =
        number !== null &&
        (filter.min === null || number >= filter.min) &&
        (filter.max === null || number <= filter.max);
    }
    if (!matched) unmatched += count;
  }
  return { steps, unmatched };
}
