import { asc, eq, inArray } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { products } from '../products';
import { assignedLeads } from './assigned-lead.table';
import type { LeadRow } from './lead.table';
import { isOnHold } from './matching';

/** Leads as staff see them, with product and assigned companies, in three queries whatever their number. */
export async function leadsJson(db: Executor, rows: LeadRow[]) {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((row) => row.productId))];
  const [productRows, assignments] = await Promise.all([
    db.select().from(products).where(inArray(products.id, productIds)),
    db
      .select({ assigned: assignedLeads, companyName: companies.name })
      .from(assignedLeads)
      .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
      .where(
        inArray(
          assignedLeads.leadId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(assignedLeads.id)),
  ]);
  const productById = new Map(productRows.map((product) => [product.id, product]));
  return rows.map((lead) => {
    const product = productById.get(lead.productId)!;
    return {
      id: lead.id,
      discr: product.discr,
      product_id: product.id,
      product_name: product.name,
      user_id: lead.userId,
      gender: lead.gender,
      given_name: lead.givenName,
      family_name: lead.familyName,
      email: lead.email,
      phone_number: lead.phoneNumber,
      additional_phone_number: lead.additionalPhoneNumber,
      contact_preference: lead.contactPreference,
      company_name: lead.companyName,
      address: {
        street: lead.street,
        house_number: lead.houseNumber,
        postal_code: lead.postalCode,
        city: lead.city,
        country: lead.country,
        building_year: lead.buildingYear,
      },
      municipality: lead.municipality,
      province: lead.province,
      latitude: lead.latitude,
      longitude: lead.longitude,
      answers: lead.answers,
      description: lead.description,
      remaining_assignments: lead.remainingAssignments,
      internal_notes: lead.internalNotes,
      verified: lead.verified,
      must_be_verified: lead.mustBeVerified,
      on_hold: isOnHold(lead),
      hold_reasons: lead.holdReasons,
      bad: lead.bad,
      bad_reason: lead.badReason,
      stop_matching: lead.stopMatching,
      handled: lead.handled,
      must_call: lead.mustCall,
      do_not_call: lead.doNotCall,
      duplicate_of_id: lead.duplicateOfId,
      feedback_requested_on: lead.feedbackRequestedOn?.toISOString() ?? null,
      phone_number_requested_on: lead.phoneNumberRequestedOn?.toISOString() ?? null,
      source: lead.source,
      partner_company_id: lead.partnerCompanyId,
      utm_source: lead.utmSource,
      utm_medium: lead.utmMedium,
      utm_campaign: lead.utmCampaign,
      source_domain: lead.sourceDomain,
      assigned_leads: assignments
        .filter(({ assigned }) => assigned.leadId === lead.id)
        .map(({ assigned, companyName }) => ({
          id: assigned.id,
          company_id: assigned.companyId,
          company_name: companyName,
          state: assigned.state,
          price_cents: assigned.priceCents,
          price_source: assigned.priceSource,
          origin: assigned.origin,
          created_at: assigned.createdAt.toISOString(),
        })),
      created: lead.createdAt.toISOString(),
      updated: lead.updatedAt.toISOString(),
      version: lead.version,
    };
  });
}

export async function leadJson(db: Executor, row: LeadRow) {
  return (await leadsJson(db, [row]))[0]!;
}
