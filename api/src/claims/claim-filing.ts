import { and, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { automaticClaimDecision } from '#domain/claims/auto-decision';
import { claimCreationRefusal } from '#domain/claims/claim-status';
import { CLAIM_WINDOW_DAYS } from '#domain/claims/claim-window';
import { MESSAGE } from '#domain/shared/messages';
import { normalizePhone } from '#domain/shared/validators/phone';
import type { Viewer } from '../accounts';
import { companyReach, isCompanyStaff, parseId } from '../companies';
import type { Database, Tx } from '../db';
import { recordEvent } from '../events';
import { assignedLeads, type AssignedLeadRow, leads, type LeadRow } from '../leads';
import type { Mailer } from '../mail';
import { ApiError, badRequest, conflict, notFound } from '../shared/errors';
import { applyClaimStatus } from './claim-decision';
import { claims, type ClaimRow } from './claim.table';

export interface NewClaim {
  assignedLeadId: number;
  description: string;
  message: string;
  isDefaultMessage: boolean;
  stopMatching: boolean;
  enableEmailNotifications: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Whether the company already had this consumer's request for the same product
 * within the claim window before this one: the same e-mail address or phone number,
 * or the lead staff marked this one a duplicate of.
 */
async function isDuplicateForCompany(
  tx: Tx,
  assigned: AssignedLeadRow,
  lead: LeadRow,
): Promise<boolean> {
  const phone = lead.phoneNumber ? normalizePhone(lead.phoneNumber) : null;
  const since = new Date(assigned.createdAt.getTime() - CLAIM_WINDOW_DAYS * DAY_MS);
  const [row] = await tx
    .select({ id: assignedLeads.id })
    .from(assignedLeads)
    .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
    .where(
      and(
        eq(assignedLeads.companyId, assigned.companyId),
        ne(assignedLeads.id, assigned.id),
        lt(assignedLeads.createdAt, assigned.createdAt),
        gte(assignedLeads.createdAt, since),
        eq(leads.productId, lead.productId),
        ne(leads.id, lead.id),
        or(
          sql`lower(${leads.email}) = ${lead.email.toLowerCase()}`,
          phone ? sql`regexp_replace(${leads.phoneNumber}, '\D', '', 'g') = ${phone}` : undefined,
          lead.duplicateOfId ? eq(leads.id, lead.duplicateOfId) : undefined,
        ),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Files a claim on an assigned lead of the viewer's company (or, for staff, any),
 * in one transaction with the automatic decision where the case is clear.
 */
export async function fileClaim(
  db: Database,
  mailer: Mailer,
  viewer: Viewer,
  input: NewClaim,
  now: Date = new Date(),
): Promise<{ claim: ClaimRow; deliveries: (() => Promise<void>)[] }> {
  const staff = isCompanyStaff(viewer);
  if (!staff && !mayPerform(viewer.roles, 'workAssignedLeads'))
    throw new ApiError(403, MESSAGE.ACCESS_DENIED);
  return db.transaction(async (tx) => {
    const [assigned] = await tx
      .select()
      .from(assignedLeads)
      .where(eq(assignedLeads.id, parseId(input.assignedLeadId)))
      .for('update');
    if (!assigned) throw notFound(MESSAGE.LEAD_NOT_FOUND);
    if (!staff && !(await companyReach(tx, viewer)).all.has(assigned.companyId))
      throw notFound(MESSAGE.LEAD_NOT_FOUND);
    const [existing] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.assignedLeadId, assigned.id));
    const refusal = claimCreationRefusal({ allowClaim: assigned.allowClaim, hasClaim: !!existing });
    if (refusal === MESSAGE.CLAIM_RECEIVED) throw conflict(refusal);
    if (refusal) throw badRequest(refusal);
    const [lead] = await tx.select().from(leads).where(eq(leads.id, assigned.leadId));
    const [claim] = await tx
      .insert(claims)
      .values({
        assignedLeadId: assigned.id,
        companyId: assigned.companyId,
        description: input.description,
        message: input.isDefaultMessage ? '' : input.message,
        isDefaultMessage: input.isDefaultMessage,
        stopMatching: input.stopMatching,
        enableEmailNotifications: input.enableEmailNotifications,
        userId: viewer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordEvent(tx, {
      type: 'claim.created',
      companyId: assigned.companyId,
      userId: viewer.userId,
      // partner_company_id: the partner that sent the lead follows the claim on its home.
      payload: {
        claim_id: claim!.id,
        assigned_lead_id: assigned.id,
        partner_company_id: lead!.partnerCompanyId,
      },
    });
    const decision = automaticClaimDecision({
      assignedAt: assigned.createdAt,
      filedAt: now,
      country: lead!.country,
      phoneNumbers: [lead!.phoneNumber, lead!.additionalPhoneNumber],
      duplicateOfEarlierLead: await isDuplicateForCompany(tx, assigned, lead!),
    });
    if (!decision) return { claim: claim!, deliveries: [] };
    const decided = await applyClaimStatus(tx, mailer, claim!, {
      status: decision.status,
      auto: decision.reason,
      userId: null,
      rematch: false,
      now,
    });
    return { claim: decided.claim, deliveries: decided.deliveries };
  });
}
