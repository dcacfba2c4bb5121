import { inArray } from 'drizzle-orm';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { redactContact } from '#domain/plaza/redact-contact';
import { distanceMeters } from '#domain/shared/geo-distance';
import type { Executor } from '../db';
import { leads, type LeadRow } from '../leads';
import type { Searcher } from './offer-search';

/** The part of a postal code a buyer may see: the area (1012), not the street (AB). */
export const postalArea = (postalCode: string) => postalCode.replace(/\s+/g, '').slice(0, 4);

export function distanceKmOf(searcher: Searcher, lead: Pick<LeadRow, 'latitude' | 'longitude'>) {
  if (
    searcher.latitude === null ||
    searcher.longitude === null ||
    lead.latitude === null ||
    lead.longitude === null
  )
    return null;
  const metres = distanceMeters(
    { latitude: searcher.latitude, longitude: searcher.longitude },
    { latitude: lead.latitude, longitude: lead.longitude },
  );
  return Math.round(metres / 100) / 10;
}

export function offerJson(
  lead: LeadRow,
  competitors: number,
  searcher: Searcher,
  basePriceCents: number,
) {
  return {
    id: lead.id,
    product_id: lead.productId,
    created_at: lead.createdAt.toISOString(),
    postal_code: postalArea(lead.postalCode),
    city: lead.city,
    municipality: lead.municipality,
    province: lead.province,
    country: lead.country,
    latitude: lead.latitude,
    longitude: lead.longitude,
    distance_km: distanceKmOf(searcher, lead),
    competitors,
    remaining_assignments: lead.remainingAssignments,
    price_cents: plazaPriceCents(basePriceCents, competitors),
    answers: lead.answers,
    description: lead.description ? redactContact(lead.description) : null,
    building_type: lead.buildingType,
    house_ownership: lead.houseOwnership,
    starting_date: lead.startingDate,
  };
}

/** The page's offers in the search's order. */
export async function offersJson(
  db: Executor,
  page: { leadId: number; competitors: number }[],
  searcher: Searcher,
  basePrices: Map<number, number>,
) {
  if (page.length === 0) return [];
  const rows = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        page.map((entry) => entry.leadId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((entry) => {
    const lead = byId.get(entry.leadId);
    return lead
      ? [offerJson(lead, entry.competitors, searcher, basePrices.get(lead.productId) ?? 0)]
      : [];
  });
}
