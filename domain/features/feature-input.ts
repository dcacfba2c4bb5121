import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { integerSchema } from '#domain/shared/validators/integer';
import { looseText, optionalText, requiredText } from '#domain/shared/validators/text';

export const FEATURE_NAME_MAX = 255;
export const FEATURE_UNIT_MAX = 50;
export const FEATURE_CATEGORY_MAX = 100;
export const FEATURE_CATEGORY_PRIORITY_MAX = 1000;

export const featureNameSchema = requiredText(MESSAGE.ENTER_NAME, FEATURE_NAME_MAX);

/** A feature as the detail form saves it (REST names). position empty: at the end of its category. */
export const featureInputSchema = z.object({
  name: featureNameSchema,
  unit: optionalText(FEATURE_UNIT_MAX),
  category: looseText().refine((value) => value.length <= FEATURE_CATEGORY_MAX, {
    message: MESSAGE.TEXT_TOO_LONG,
  }),
  category_priority: integerSchema({ min: 0, max: FEATURE_CATEGORY_PRIORITY_MAX }).transform(
    (value) => value ?? 0,
  ),
  position: integerSchema({ min: 0 }),
  group_id: integerSchema({ min: 1 }),
  enabled: z
    .boolean({ error: MESSAGE.INVALID_VALUE })
    .nullish()
    .transform((value) => value ?? true),
});

export type FeatureInput = z.output<typeof featureInputSchema>;

/** Names compared as the database does (unique index on core product and lower(name)). */
export const featureKey = (name: string) => name.trim().toLowerCase();

export interface OrderedFeature {
  id: number | string;
  category: string;
  categoryPriority: number;
  position: number;
}

/** Features as the screens and public sites show them: by category priority, category, position. */
export function compareFeatures(a: OrderedFeature, b: OrderedFeature): number {
  return (
    a.categoryPriority - b.categoryPriority ||
    a.category.localeCompare(b.category) ||
    a.position - b.position ||
    Number(a.id) - Number(b.id)
  );
}

export interface FeatureCategory<T extends OrderedFeature> {
  category: string;
  categoryPriority: number;
  features: T[];
}

/**
 * Features grouped by category, in display order. A category whose features disagree on
 * the priority is placed by its first (lowest) one.
 */
export function featuresByCategory<T extends OrderedFeature>(
  features: readonly T[],
): FeatureCategory<T>[] {
  const groups: FeatureCategory<T>[] = [];
  for (const feature of [...features].sort(compareFeatures)) {
    let group = groups.find((g) => g.category === feature.category);
    if (!group) {
      group = {
        category: feature.category,
        categoryPriority: feature.categoryPriority,
        features: [],
      };
      groups.push(group);
    }
    group.features.push(feature);
  }
  return groups;
}
