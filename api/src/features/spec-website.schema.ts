import { z } from 'zod';
import { listOf } from '../shared/responses';

const id = z.number().int();

/** A spec website's own name for a spec and what it maps to (a feature, or no_feature). */
export const specSynonymSchema = z
  .object({
    id,
    spec_website_id: id,
    name: z.string().describe("the website's own spec name"),
    sample_value: z.string().nullable(),
    feature_id: id.nullable(),
    feature_name: z.string().nullable(),
    no_feature: z.boolean().describe('explicitly not a feature we keep'),
    version: z.number().int(),
  })
  .meta({ id: 'SpecSynonym' });

/** Unmapped synonyms of a spec website, 25 a page. */
export const specSynonymListSchema = listOf(specSynonymSchema).meta({ id: 'SpecSynonymList' });

const specWebsiteFields = {
  id,
  name: z.string(),
  base_url: z.string(),
  core_product_id: id,
  core_product_name: z.string(),
  enabled: z.boolean(),
  mapped_count: z.number().int().describe('synonyms mapped to a feature or marked no_feature'),
  unmapped_count: z.number().int().describe('synonym suggestions waiting'),
  version: z.number().int(),
};

/** A website specs are read from, for one core product. */
export const specWebsiteSchema = z.object(specWebsiteFields).meta({ id: 'SpecWebsite' });

export const specWebsiteListSchema = listOf(specWebsiteSchema).meta({ id: 'SpecWebsiteList' });

/** A spec website with its mapped synonyms (by name). */
export const specWebsiteDetailSchema = z
  .object({ ...specWebsiteFields, synonyms: z.array(specSynonymSchema) })
  .meta({ id: 'SpecWebsiteDetail' });
