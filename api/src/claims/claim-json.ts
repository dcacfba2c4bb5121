import { eq, inArray } from 'drizzle-orm';
import {
  canRematchAfterClaim,
  CLAIM_STATUS_CODES,
  CLAIM_STATUSES,
  customerClaimStatusLabel,
  isClaimReadOnly,
  type ClaimStatus,
} from '#domain/claims/claim-status';
import { claimDeciderOf, claimStatusChangeRefusal } from '#domain/claims/claim-status-change';
import type { Viewer } from '../accounts';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import type { ClaimRow } from './claim.table';

/** The statuses this viewer may give the claim now. */
function allowedStatuses(viewer: Viewer, claim: ClaimRow): ClaimStatus[] {
  const decider = claimDeciderOf(viewer.roles);
  return CLAIM_STATUS_CODES.filter(
    (status) => claimStatusChangeRefusal(decider, claim, status) === null,
  );
}

/** Claims with their lead, product and company, in one query whatever their number. */
export async function claimsJson(
  db: Executor,
  viewer: Viewer,
  rows: ClaimRow[],
  now: Date = new Date(),
) {
  if (rows.length === 0) return [];
  const related = await db
    .select({
      assignedLeadId: assignedLeads.id,
      priceCents: assignedLeads.priceCents,
      assignedAt: assignedLeads.createdAt,
      lead: leads,
      productName: products.name,
      discr: products.discr,
      companyName: companies.name,
    })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .innerJoin(companies, eq(companies.id, assignedLeads.companyId))
    .where(
      inArray(
        assignedLeads.id,
        rows.map((row) => row.assignedLeadId),
      ),
    );
  const byId = new Map(related.map((r) => [r.assignedLeadId, r]));
  return rows.map((claim) => {
    const r = byId.get(claim.assignedLeadId)!;
    const allowed = allowedStatuses(viewer, claim);
    return {
      id: claim.id,
      status: claim.status,
      customer_status: customerClaimStatusLabel(claim.status as ClaimStatus),
      description: claim.description,
      message: claim.message,
      is_default_message: claim.isDefaultMessage,
      assigned_lead_id: claim.assignedLeadId,
      stop_matching: claim.stopMatching,
      enable_email_notifications: claim.enableEmailNotifications,
      company_id: claim.companyId,
      company_name: r.companyName,
      price_cents: r.priceCents,
      assigned_at: r.assignedAt.toISOString(),
      lead: {
        id: r.lead.id,
        name: [r.lead.givenName, r.lead.familyName].filter(Boolean).join(' '),
        email: r.lead.email,
        phone_number: r.lead.phoneNumber,
        postal_code: r.lead.postalCode,
        city: r.lead.city,
        product_id: r.lead.productId,
        product_name: r.productName,
        discr: r.discr,
        created: r.lead.createdAt.toISOString(),
      },
      proof: claim.proofKey
        ? {
            file_name: claim.proofName ?? 'bewijs',
            media_type: claim.proofMediaType ?? 'application/octet-stream',
            size: claim.proofSize ?? 0,
            url: `/claim/${claim.id}/proof`,
          }
        : null,
      auto_reason: claim.autoReason,
      auto_decided: claim.autoDecided,
      credited: claim.credited,
      read_only: isClaimReadOnly(claim) && !allowed.length,
      allowed_statuses: allowed,
      can_rematch:
        allowed.includes(CLAIM_STATUSES.accepted) &&
        !claim.stopMatching &&
        canRematchAfterClaim(
          {
            previousStatus: claim.status,
            newStatus: CLAIM_STATUSES.accepted,
            leadCreated: r.lead.createdAt,
          },
          now,
        ),
      created_at: claim.createdAt.toISOString(),
      decided_at: claim.decidedAt?.toISOString() ?? null,
      version: claim.version,
    };
  });
}

export async function claimJson(db: Executor, viewer: Viewer, row: ClaimRow) {
  return (await claimsJson(db, viewer, [row]))[0]!;
}
