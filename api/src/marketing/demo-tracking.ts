import type { LeadTracking } from '#domain/marketing/lead-tracking';

/**
 * Tracking values for the demo leads (api/src/leads/seed.ts), spread over the channels a
 * live lead business sees: paid search, the product sites found by searching, social,
 * newsletters and affiliates. The campaigns of api/src/marketing/seed.ts carry the same
 * utm_campaign values. `next` is a seeded generator of its own, so the rest of the demo
 * data stays as it was.
 */
export function demoTrackingFor(
  productDiscr: string,
  source: string,
  next: () => number,
): LeadTracking {
  const own = `mijn${productDiscr.replace(/[^a-z0-9]/g, '')}.nl`;
  const none = { utmSource: null, utmMedium: null, utmCampaign: null, sourceDomain: null };
  if (source === 'staff') return none;
  if (source === 'partner')
    return {
      ...none,
      utmSource: 'woonwijzer',
      utmMedium: 'partner',
      sourceDomain: 'woonwijzer.nl',
    };
  const roll = next();
  if (roll < 0.3)
    return {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: `${productDiscr}-zoeken`,
      sourceDomain: own,
    };
  if (roll < 0.5) return { ...none, sourceDomain: own };
  if (roll < 0.58) return { ...none, sourceDomain: 'offertevergelijker.nl' };
  if (roll < 0.68)
    return {
      utmSource: 'facebook',
      utmMedium: 'paid_social',
      utmCampaign: `${productDiscr}-facebook`,
      sourceDomain: own,
    };
  if (roll < 0.73)
    return { utmSource: 'instagram', utmMedium: 'social', utmCampaign: null, sourceDomain: own };
  if (roll < 0.79)
    return {
      utmSource: 'bing',
      utmMedium: 'cpc',
      utmCampaign: `${productDiscr}-bing`,
      sourceDomain: own,
    };
  if (roll < 0.87)
    return {
      utmSource: 'nieuwsbrief',
      utmMedium: 'email',
      utmCampaign: 'nieuwsbrief-najaar',
      sourceDomain: 'offertevergelijker.nl',
    };
  if (roll < 0.95)
    return {
      utmSource: next() < 0.6 ? 'bespaarcheck' : 'energielabelweb',
      utmMedium: 'affiliate',
      utmCampaign: null,
      sourceDomain: 'offertevergelijker.nl',
    };
  return none;
}
