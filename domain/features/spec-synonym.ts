import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';
import { requiredText } from '#domain/shared/validators/text';
import { isValidUrl, normalizeUrl } from '#domain/shared/validators/url';

/**
 * A synonym suggestion offers the features of its website's core product that match the
 * typed text, but only when fewer than this many match: else the editor types more
 * (docs/comparison.md, "Spec websites and synonyms").
 */
export const SYNONYM_CANDIDATE_LIMIT = 15;

/** What a suggestion shows for the typed text: the matching features, or "type more". */
export function synonymCandidates<T extends { name: string }>(
  features: readonly T[],
  typed: string,
): { candidates: T[]; tooMany: boolean } {
  const text = typed.trim().toLowerCase();
  const matching = text
    ? features.filter((feature) => feature.name.toLowerCase().includes(text))
    : [...features];
  if (matching.length >= SYNONYM_CANDIDATE_LIMIT) return { candidates: [], tooMany: true };
  return { candidates: matching, tooMany: false };
}

/** A synonym is mapped when it names a feature or is explicitly not a feature we keep. */
export const isMappedSynonym = (synonym: { featureId?: unknown; noFeature: boolean }) =>
  synonym.noFeature || (synonym.featureId !== null && synonym.featureId !== undefined);

/** Saving a synonym: a feature, or no_feature; neither puts it back among the suggestions. */
export const specSynonymInputSchema = z
  .object({
    feature_id: z
      .number({ error: MESSAGE.SELECT_OPTION })
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
    no_feature: z
      .boolean({ error: MESSAGE.INVALID_VALUE })
      .nullish()
      .transform((value) => value ?? false),
  })
  .refine((input) => !(input.no_feature && input.feature_id !== null), {
    message: MESSAGE.SELECT_OPTION,
    path: ['no_feature'],
  });

export const SPEC_WEBSITE_NAME_MAX = 100;

/** A spec website as its form saves it (REST names); the base url gets https:// when typed without. */
export const specWebsiteInputSchema = z.object({
  name: requiredText(MESSAGE.ENTER_NAME, SPEC_WEBSITE_NAME_MAX),
  base_url: requiredText(MESSAGE.ENTER_VALID_URL, 500)
    .refine((value) => isValidUrl(value) && /^https?:\/\//i.test(normalizeUrl(value)), {
      message: MESSAGE.ENTER_VALID_URL,
    })
    .transform(normalizeUrl),
  core_product_id: z.number({ error: MESSAGE.SELECT_OPTION }).int().positive(),
  enabled: z
    .boolean({ error: MESSAGE.INVALID_VALUE })
    .nullish()
    .transform((value) => value ?? true),
});

export type SpecWebsiteInput = z.output<typeof specWebsiteInputSchema>;
