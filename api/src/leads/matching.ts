import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { autoMatchStopReason } from '#domain/leads/auto-match';
import { rankCandidates } from '#domain/leads/match-ranking';
import { countInPeriod, isCapReached } from '#domain/products/assignment-period';
import { companies } from '../companies/company.table';
import type { Database, Executor, Tx } from '../db';
import { recordEvent } from '../events/outbox';
import type { Mailer } from '../mail/mailer';
import { companyProducts } from '../products/company-product.table';
import { products, type ProductRow } from '../products/product.table';
import { retryTransaction } from '../shared/retry-transaction';
import { notFound } from '../shared/errors';
import { assignedLeads, type AssignmentOrigin } from './assigned-lead.table';
import { deliver, noticeAssignment, noticeLowBalance, type Deliveries } from './assignment-notice';
import { priceFor } from './assignment-pricing';
import { balanceLedger } from './balance-ledger.table';
import { leads, type LeadRow } from './lead.table';
import {
  assignedCompanyIds,
  findCandidates,
  periodCounts,
  type Candidate,
} from './match-candidates';

/** Why a lead is not matched (more): see matchRefusal. */
export type MatchStop =
  'on_hold' | 'bad' | 'duplicate' | 'filled' | 'client_assignment' | 'too_old' | 'stop_matching';

export interface Assignment {
  assignedLeadId: number;
  companyId: number;
  priceCents: number;
}

export interface MatchResult {
  leadId: number;
  assigned: Assignment[];
  /** Set when the lead may not be matched at all. */
  stop: MatchStop | null;
}

export interface MatchDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** A lead waits on hold until verified when it must be verified. */
export const isOnHold = (lead: Pick<LeadRow, 'mustBeVerified' | 'verified'>) =>
  lead.mustBeVerified && !lead.verified;

async function assignmentStates(db: Executor, leadId: number): Promise<number[]> {
  const rows = await db
    .select({ state: assignedLeads.state })
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, leadId));
  return rows.map((row) => row.state);
}

/** The reason a lead may not be matched now, or null. */
export async function matchRefusal(
  db: Executor,
  lead: LeadRow,
  now: Date,
): Promise<MatchStop | null> {
  if (isOnHold(lead)) return 'on_hold';
  if (lead.bad) return 'bad';
  if (lead.duplicateOfId !== null) return 'duplicate';
  const stop = autoMatchStopReason(
    {
      created: lead.createdAt,
      stopMatching: lead.stopMatching,
      assignedLeadStates: await assignmentStates(db, lead.id),
    },
    now,
  );
  if (stop) return stop;
  if (lead.remainingAssignments <= 0) return 'filled';
  return null;
}

interface AssignInput {
  lead: LeadRow;
  product: ProductRow;
  companyId: number;
  companyProductId: number | null;
  filterId: number | null;
  notificationListId: number | null;
  origin: AssignmentOrigin;
  userId: number | null;
  now: Date;
}

/**
 * Gives the lead to one company inside the caller's transaction: the price, a
 * prepaid company's payment (only when its balance covers it, with a ledger row),
 * the assigned lead, the lead's remaining assignments, an outbox event and the
 * notifications. Answers null when a prepaid balance is too low.
 */
export async function assignLead(
  tx: Tx,
  deps: Omit<MatchDeps, 'db'>,
  input: AssignInput,
  deliveries: Deliveries,
): Promise<Assignment | null> {
  const { lead, product, companyId, now } = input;
  const price = await priceFor(tx, companyId, product.id, product.priceCents);
  const [company] = await tx
    .select({ isPrepaid: companies.isPrepaid })
    .from(companies)
    .where(eq(companies.id, companyId));
  let balanceAfter: number | null = null;
  if (company?.isPrepaid) {
    // One statement takes the money only when it is there, also under concurrency.
    const [paid] = await tx
      .update(companies)
      .set({ balance: sql`${companies.balance} - ${price.cents}` })
      .where(and(eq(companies.id, companyId), gte(companies.balance, price.cents)))
      .returning({ balance: companies.balance });
    if (!paid) {
      deliveries.push(...(await noticeLowBalance(tx, deps.mailer, deps.publicUrl, companyId, now)));
      return null;
    }
    balanceAfter = paid.balance;
  }
  const [row] = await tx
    .insert(assignedLeads)
    .values({
      leadId: lead.id,
      companyId,
      companyProductId: input.companyProductId,
      filterId: input.filterId,
      priceCents: price.cents,
      priceSource: price.source,
      origin: input.origin,
      // A prepaid lead is paid at once; others wait for the next invoice.
      settled: balanceAfter !== null,
      createdAt: now,
    })
    .returning({ id: assignedLeads.id });
  const assignedLeadId = row!.id;
  if (balanceAfter !== null) {
    await tx.insert(balanceLedger).values({
      companyId,
      amountCents: -price.cents,
      balanceAfterCents: balanceAfter,
      reason: 'lead_assigned',
      assignedLeadId,
      createdAt: now,
    });
  }
  await tx
    .update(leads)
    .set({
      remainingAssignments: sql`greatest(${leads.remainingAssignments} - 1, 0)`,
      updatedAt: now,
    })
    .where(eq(leads.id, lead.id));
  await recordEvent(tx, {
    type: 'lead.assigned',
    companyId,
    userId: input.userId,
    payload: {
      lead_id: lead.id,
      assigned_lead_id: assignedLeadId,
      product_id: product.id,
      origin: input.origin,
    },
  });
  deliveries.push(
    ...(await noticeAssignment(tx, deps.mailer, deps.publicUrl, {
      companyId,
      assignedLeadId,
      filterListId: input.notificationListId,
      productName: product.name,
      city: lead.city,
    })),
  );
  return { assignedLeadId, companyId, priceCents: price.cents };
}

/** Still below both maxima, counted again after the company products were locked. */
async function stillBelowCaps(tx: Tx, candidate: Candidate, now: Date): Promise<boolean> {
  const cp = await periodCounts(tx, 'company_product_id', [candidate.companyProductId], now);
  const filter = await periodCounts(tx, 'filter_id', [candidate.filterId], now);
  const zero = { daily: 0, weekly: 0, monthly: 0 };
  const cpCount = countInPeriod(cp.get(candidate.companyProductId) ?? zero, candidate.cpPeriod);
  const filterCount = countInPeriod(filter.get(candidate.filterId) ?? zero, candidate.filterPeriod);
  return !isCapReached(candidate.cpMax, cpCount) && !isCapReached(candidate.filterMax, filterCount);
}

/**
 * Matches a lead to as many companies as it has assignments left, best ranked
 * first (docs/matching.md). One transaction: the lead row is locked, so a lead
 * is never matched twice at once; the candidates' company products are locked in
 * id order and counted again, so no company passes its maximum, also with several
 * api processes on one database. Mails go out after commit.
 */
export async function matchLead(
  deps: MatchDeps,
  leadId: number,
  options: { now?: Date; userId?: number | null } = {},
): Promise<MatchResult> {
  const now = options.now ?? new Date();
  const deliveries: Deliveries = [];
  const result = await retryTransaction(() => {
    deliveries.length = 0;
    return deps.db.transaction(async (tx) => {
      const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
      if (!lead) throw notFound('MESSAGE.LEAD_NOT_FOUND');
      const stop = await matchRefusal(tx, lead, now);
      if (stop) return { leadId, assigned: [], stop };
      const [product] = await tx.select().from(products).where(eq(products.id, lead.productId));
      const ranked = rankCandidates(await findCandidates(tx, lead, now));
      const assigned: Assignment[] = [];
      if (ranked.length > 0) {
        await tx
          .select({ id: companyProducts.id })
          .from(companyProducts)
          .where(
            inArray(
              companyProducts.id,
              ranked.map((c) => c.companyProductId),
            ),
          )
          .orderBy(companyProducts.id)
          .for('update');
        const taken = await assignedCompanyIds(tx, lead.id);
        let remaining = lead.remainingAssignments;
        for (const candidate of ranked) {
          if (remaining <= 0) break;
          if (taken.includes(candidate.companyId)) continue;
          if (candidate.apartFrom.some((other) => taken.includes(other))) continue;
          if (!(await stillBelowCaps(tx, candidate, now))) continue;
          const assignment = await assignLead(
            tx,
            deps,
            {
              lead,
              product: product!,
              companyId: candidate.companyId,
              companyProductId: candidate.companyProductId,
              filterId: candidate.filterId,
              notificationListId: candidate.notificationListId,
              origin: 'match',
              userId: options.userId ?? null,
              now,
            },
            deliveries,
          );
          if (!assignment) continue;
          assigned.push(assignment);
          taken.push(candidate.companyId);
          remaining -= 1;
        }
      }
      await tx.update(leads).set({ lastMatchedAt: now }).where(eq(leads.id, lead.id));
      if (assigned.length > 0) {
        await recordEvent(tx, {
          type: 'lead.matched',
          companyId: null,
          userId: options.userId ?? null,
          payload: { lead_id: lead.id, company_ids: assigned.map((a) => a.companyId) },
        });
      }
      return { leadId, assigned, stop: null };
    });
  });
  await deliver(deliveries);
  return result;
}

/**
 * The partner sandbox: which companies a lead like this would go to now, by the
 * same candidates, ranking, maxima, balances and exclusions, without writing.
 */
export async function previewMatch(
  db: Executor,
  lead: LeadRow,
  product: ProductRow,
  now: Date = new Date(),
): Promise<{ companyId: number; priceCents: number }[]> {
  const chosen: { companyId: number; priceCents: number }[] = [];
  for (const candidate of rankCandidates(await findCandidates(db, lead, now))) {
    if (chosen.length >= lead.remainingAssignments) break;
    if (candidate.apartFrom.some((other) => chosen.some((c) => c.companyId === other))) continue;
    const price = await priceFor(db, candidate.companyId, product.id, product.priceCents);
    if (candidate.isPrepaid && candidate.balanceCents < price.cents) continue;
    chosen.push({ companyId: candidate.companyId, priceCents: price.cents });
  }
  return chosen;
}
