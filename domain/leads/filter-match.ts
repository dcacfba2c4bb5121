import { choicesAcceptAnswers, type FilterChoices } from '#domain/products/filter-choices';
import type { LeadAnswers } from '#domain/products/lead-answers';
import { distanceMeters } from '#domain/shared/geo-distance';

export interface FilterArea {
  latitude: number | null;
  longitude: number | null;
  /** Metres; 0 = municipalities only. */
  maxDistance: number;
  municipalities: readonly string[];
  choices: FilterChoices;
}

export interface LeadPlace {
  latitude: number | null;
  longitude: number | null;
  municipality: string | null;
  answers: LeadAnswers;
}

/** One degree of latitude in metres: the cheap first cut of a radius search. */
export const METERS_PER_DEGREE_LATITUDE = 111_320;

/**
 * Whether a filter wants a lead: the lead lies within the filter's radius of its
 * point, or in one of its municipalities, and the filter's choices accept the
 * lead's answers. Answers the metres from the point (null for a municipality
 * match), or false.
 */
export function filterWantsLead(
  filter: FilterArea,
  lead: LeadPlace,
): { distance: number | null } | false {
  if (!choicesAcceptAnswers(filter.choices, lead.answers)) return false;
  if (lead.municipality && filter.municipalities.includes(lead.municipality))
    return { distance: null };
  if (
    filter.maxDistance > 0 &&
    filter.latitude !== null &&
    filter.longitude !== null &&
    lead.latitude !== null &&
    lead.longitude !== null
  ) {
    const distance = distanceMeters(
      { latitude: filter.latitude, longitude: filter.longitude },
      { latitude: lead.latitude, longitude: lead.longitude },
    );
    if (distance <= filter.maxDistance) return { distance };
  }
  return false;
}
