import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { looseText, optionalText } from '#domain/shared/validators/text';
import { FEATURE_CATEGORY_MAX, FEATURE_UNIT_MAX, featureNameSchema } from './feature-input';

/** Where an unmapped feature name was seen. */
export const UNMAPPED_FEATURE_SOURCES = ['feed', 'spec_website'] as const;
export type UnmappedFeatureSource = (typeof UNMAPPED_FEATURE_SOURCES)[number];

/** unmapped: waiting for an editor; mapped: to a feature; ignored: dismissed. */
export const UNMAPPED_FEATURE_STATES = ['unmapped', 'mapped', 'ignored'] as const;
export type UnmappedFeatureState = (typeof UNMAPPED_FEATURE_STATES)[number];

/** Map an unmapped name to an existing feature of the same core product. */
export const mapFeatureInputSchema = z.object({
  feature_id: z.number({ error: MESSAGE.SELECT_OPTION }).int().positive(),
});

/** Create a feature from an unmapped name (the name as seen unless the editor changed it). */
export const createFromMappingInputSchema = z.object({
  name: featureNameSchema.optional(),
  unit: optionalText(FEATURE_UNIT_MAX),
  category: looseText().refine((value) => value.length <= FEATURE_CATEGORY_MAX, {
    message: MESSAGE.TEXT_TOO_LONG,
  }),
});
