import { eq, sql } from 'drizzle-orm';
import type { AutoDecisionReason } from '#domain/claims/auto-decision';
import { canRematchAfterClaim, CLAIM_STATUSES } from '#domain/claims/claim-status';
import { ASSIGNED_LEAD_STATES } from '#domain/leads/assigned-lead-state';
import { MESSAGE } from '#domain/shared/messages';
import { companies } from '../companies';
import type { Tx } from '../db';
import { recordEvent } from '../events';
import {
  allowOneMoreAssignment,
  assignedLeads,
  leads,
  setAssignedLeadState,
  stopMatchingLead,
} from '../leads';
import type { Mailer } from '../mail';
import { badRequest } from '../shared/errors';
import { moveClaimCredit } from './claim-credit';
import { claims, type ClaimRow } from './claim.table';

export interface StatusChange {
  status: number;
  /** Set when the portal decides by itself. */
  auto: AutoDecisionReason | null;
  userId: number | null;
  rematch: boolean;
  now: Date;
}

export interface StatusChangeResult {
  claim: ClaimRow;
  /** The lead to offer to one more company after commit. */
  rematchLeadId: number | null;
  /** Mail to send after commit. */
  deliveries: (() => Promise<void>)[];
}

const DECIDED: readonly number[] = [CLAIM_STATUSES.accepted, CLAIM_STATUSES.denied];

/**
 * Gives a (locked) claim its new status with everything that comes with it, in the
 * caller's transaction: the credit on acceptance and its reversal when an
 * automatic acceptance is overridden, the assigned lead's "claimed" state, the
 * stop-matching wish, a rematch, the outbox event and the company's mail.
 * Permission checks are the caller's.
 */
export async function applyClaimStatus(
  tx: Tx,
  mailer: Mailer,
  claim: ClaimRow,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const [assigned] = await tx
    .select()
    .from(assignedLeads)
    .where(eq(assignedLeads.id, claim.assignedLeadId))
    .for('update');
  const [lead] = await tx
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(eq(leads.id, assigned!.leadId));
  const accepting = change.status === CLAIM_STATUSES.accepted;
  const wasAccepted = claim.status === CLAIM_STATUSES.accepted;

  if (change.rematch) {
    const allowed =
      !claim.stopMatching &&
      canRematchAfterClaim(
        { previousStatus: claim.status, newStatus: change.status, leadCreated: lead!.createdAt },
        change.now,
      );
    if (!allowed)
      throw badRequest(MESSAGE.REMATCH_NOT_ALLOWED, { rematch: MESSAGE.REMATCH_NOT_ALLOWED });
  }

  let stateBeforeAccept = claim.stateBeforeAccept;
  if (accepting && !wasAccepted) {
    await moveClaimCredit(tx, claim, assigned!, 1, change.now);
    stateBeforeAccept = assigned!.state;
    await setAssignedLeadState(tx, assigned!.id, ASSIGNED_LEAD_STATES.claimed);
    if (claim.stopMatching) await stopMatchingLead(tx, lead!.id, change.now);
  } else if (!accepting && wasAccepted) {
    // Staff overrode an automatic acceptance: the credit and the "claimed" state go back.
    await moveClaimCredit(tx, claim, assigned!, -1, change.now);
    await setAssignedLeadState(
      tx,
      assigned!.id,
      claim.stateBeforeAccept ?? ASSIGNED_LEAD_STATES.open,
    );
    stateBeforeAccept = null;
  }
  if (change.rematch) await allowOneMoreAssignment(tx, lead!.id, change.now);

  const decided = DECIDED.includes(change.status);
  const [updated] = await tx
    .update(claims)
    .set({
      status: change.status,
      autoDecided: change.auto !== null,
      autoReason: change.auto ?? claim.autoReason,
      stateBeforeAccept,
      decidedByUserId: decided && !change.auto ? change.userId : null,
      decidedAt: decided ? change.now : null,
      version: sql`${claims.version} + 1`,
      updatedAt: change.now,
    })
    .where(eq(claims.id, claim.id))
    .returning();
  await recordEvent(tx, {
    type: 'claim.updated',
    companyId: claim.companyId,
    userId: change.userId,
    payload: { claim_id: claim.id, status: change.status, auto_reason: change.auto },
  });

  const deliveries: (() => Promise<void>)[] = [];
  if (claim.enableEmailNotifications && change.status !== claim.status) {
    const [company] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, claim.companyId));
    if (company?.email)
      deliveries.push(
        await mailer.queue(tx, {
          to: company.email,
          subject: `Je claim ${claim.id} is bijgewerkt`,
          body: `De status van je claim ${claim.id} is gewijzigd. Bekijk hem in het portaal onder Claims.`,
          template: 'claim_status',
        }),
      );
  }
  return { claim: updated!, rematchLeadId: change.rematch ? lead!.id : null, deliveries };
}
