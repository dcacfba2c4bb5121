import { z } from 'zod';
import { listOf } from '../shared/responses';

/** A company's partner settings; defaults (guid null, version 0) when none are saved. */
export const partnerSettingsSchema = z
  .object({
    company_id: z.number().int(),
    guid: z.string().nullable(),
    must_be_verified_products: z.array(z.string()),
    utm_campaign: z.string().nullable(),
    utm_medium: z.string().nullable(),
    utm_source: z.string().nullable(),
    source_domain: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'PartnerSettings' });

/** A match the company will not be offered. */
export const matchExcludeSchema = z
  .object({ match_id: z.number().int(), created_at: z.string() })
  .meta({ id: 'MatchExclude' });

export const matchExcludeListSchema = listOf(matchExcludeSchema).meta({ id: 'MatchExcludeList' });

/** Linking or unlinking a managed company. */
export const okSchema = z.object({ ok: z.boolean() }).meta({ id: 'Ok' });
