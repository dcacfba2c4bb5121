import { z } from 'zod';
import { itemsOf, listOf } from '../shared/responses';

/** A quality mark; `logo` is null until one is uploaded. */
export const qualityMarkSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    certificate: z.string(),
    logo: z
      .object({
        file_name: z.string(),
        content_type: z.string(),
        updated_at: z.string(),
      })
      .nullable(),
    version: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'QualityMark' });

export const qualityMarkListSchema = listOf(qualityMarkSchema).meta({ id: 'QualityMarkList' });

export const qualityMarkSuggestionListSchema = itemsOf(
  z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'QualityMarkSuggestion' }),
).meta({ id: 'QualityMarkSuggestionList' });
