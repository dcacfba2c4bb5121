import { z } from 'zod';
import { MESSAGE } from '#domain/shared/messages';

/**
 * The tracking values a lead arrives with (docs/marketing.md): the quote form's utm
 * parameters and the site the form was on. Kept trimmed and in lower case, so "Google"
 * and "google " count as one source; a domain loses its scheme, path and "www.".
 */
export const UTM_VALUE_MAX = 100;
export const SOURCE_DOMAIN_MAX = 253;

export interface LeadTracking {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  sourceDomain: string | null;
}

export const NO_TRACKING: LeadTracking = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  sourceDomain: null,
};

/** A utm value as stored: trimmed, lower case, null when empty. */
export function normalizeUtmValue(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** A site as stored: the host name only ("https://www.Example.nl/x" → "example.nl"). */
export function normalizeSourceDomain(value: string | null | undefined): string | null {
  const host = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return host === '' ? null : host;
}

const utmValue = z
  .string({ error: MESSAGE.INVALID_VALUE })
  .nullish()
  .transform(normalizeUtmValue)
  .refine((value) => value === null || value.length <= UTM_VALUE_MAX, {
    message: MESSAGE.TEXT_TOO_LONG,
  });

/** The payload's tracking fields (snake_case, as the intakes take them). */
export const leadTrackingSchema = z.object({
  utm_source: utmValue,
  utm_medium: utmValue,
  utm_campaign: utmValue,
  source_domain: z
    .string({ error: MESSAGE.INVALID_VALUE })
    .nullish()
    .refine((value) => (value ?? '').trim().length <= SOURCE_DOMAIN_MAX + 20, {
      message: MESSAGE.TEXT_TOO_LONG,
    })
    .transform(normalizeSourceDomain)
    .refine((value) => value === null || value.length <= SOURCE_DOMAIN_MAX, {
      message: MESSAGE.TEXT_TOO_LONG,
    })
    .refine((value) => value === null || /^[a-z0-9.-]+$/.test(value), {
      message: MESSAGE.INVALID_VALUE,
    }),
});

/** Each value the lead lacks is taken from the defaults (a partner's settings). */
export function withDefaults(
  tracking: LeadTracking,
  defaults: Partial<LeadTracking> | null | undefined,
): LeadTracking {
  if (!defaults) return tracking;
  return {
    utmSource: tracking.utmSource ?? normalizeUtmValue(defaults.utmSource),
    utmMedium: tracking.utmMedium ?? normalizeUtmValue(defaults.utmMedium),
    utmCampaign: tracking.utmCampaign ?? normalizeUtmValue(defaults.utmCampaign),
    sourceDomain: tracking.sourceDomain ?? normalizeSourceDomain(defaults.sourceDomain),
  };
}
