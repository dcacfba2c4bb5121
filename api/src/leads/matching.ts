import { eq, sql } from 'drizzle-orm';
import { autoMatchStopReason } from '#domain/leads/auto-match';
import { rankCandidates } from '#domain/leads/match-ranking';
import type { Database, Executor, Tx } from '../db';
import { recordEvents } from '../events';
import type { Mailer } from '../mail';
import { products, type ProductRow } from '../products';
import { retryTransaction } from '../shared/retry-transaction';
import { notFound } from '../shared/errors';
import { assignedLeads, type AssignmentOrigin } from './assigned-lead.table';
import { deliver, noticeAssignments, noticeLowBalance, type Deliveries } from './assignment-notice';
import { priceFor, pricesFor, type AssignmentPrice } from './assignment-pricing';
import { debit, linkAssignedLeads, type LedgerBooking } from '../prepaid';
import { leads, type LeadRow } from './lead.table';
import { candidatesFrom, findCandidates, wantingFilters, type Candidate } from './match-candidates';

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

/** The lead's assignments so far: which companies have it, in which state. */
async function assignmentsOf(db: Executor, leadId: number) {
  return db
    .select({ companyId: assignedLeads.companyId, state: assignedLeads.state })
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, leadId));
}

/** The reason a lead may not be matched now, or null. */
export function matchRefusal(
  lead: LeadRow,
  assignmentStates: readonly number[],
  now: Date,
): MatchStop | null {
  if (isOnHold(lead)) return 'on_hold';
  if (lead.bad) return 'bad';
  if (lead.duplicateOfId !== null) return 'duplicate';
  const stop = autoMatchStopReason(
    {
      created: lead.createdAt,
      stopMatching: lead.stopMatching,
      assignedLeadStates: assignmentStates,
    },
    now,
  );
  if (stop) return stop;
  if (lead.remainingAssignments <= 0) return 'filled';
  return null;
}

/** One company that gets the lead, as decided before anything is written. */
export interface Choice {
  companyId: number;
  companyProductId: number | null;
  filterId: number | null;
  notificationListId: number | null;
  price: AssignmentPrice;
  /** Set for a prepaid company that has paid: its balance after paying and the ledger row. */
  paid: LedgerBooking | null;
}

interface WriteInput {
  lead: LeadRow;
  product: ProductRow;
  origin: AssignmentOrigin;
  userId: number | null;
  now: Date;
}

/**
 * A prepaid company pays before it gets the lead: the prepaid ledger's `debit`
 * takes the money only when it is there (one conditional UPDATE, also under
 * concurrency; the company row is locked here) and writes its `lead_assigned` row,
 * which `writeAssignments` links to the assigned lead. Answers the balance after
 * paying and the row, null when it is short (the company then hears so, at most
 * once a day).
 */
export async function chargePrepaid(
  tx: Tx,
  deps: Omit<MatchDeps, 'db'>,
  companyId: number,
  cents: number,
  now: Date,
  deliveries: Deliveries,
): Promise<LedgerBooking | null> {
  const paid = await debit(tx, {
    companyId,
    amountCents: cents,
    reason: 'lead_assigned',
    createdAt: now,
  });
  if (paid) return paid;
  deliveries.push(...(await noticeLowBalance(tx, deps.mailer, deps.publicUrl, companyId, now)));
  return null;
}

/**
 * Writes the chosen assignments inside the caller's transaction, in a fixed
 * number of statements however many companies: the assigned leads, their names on
 * the prepaid ledger rows `chargePrepaid` wrote, the lead's remaining assignments,
 * one outbox event per company and the notifications.
 */
export async function writeAssignments(
  tx: Tx,
  deps: Omit<MatchDeps, 'db'>,
  input: WriteInput,
  choices: Choice[],
  deliveries: Deliveries,
): Promise<Assignment[]> {
  if (choices.length === 0) return [];
  const { lead, product, now } = input;
  const rows = await tx
    .insert(assignedLeads)
    .values(
      choices.map((choice) => ({
        leadId: lead.id,
        companyId: choice.companyId,
        companyProductId: choice.companyProductId,
        filterId: choice.filterId,
        priceCents: choice.price.cents,
        priceSource: choice.price.source,
        dealId: choice.price.dealId ?? null,
        origin: input.origin,
        // A prepaid lead is paid at once; others wait for the next invoice.
        settled: choice.paid !== null,
        createdAt: now,
      })),
    )
    .returning({ id: assignedLeads.id, companyId: assignedLeads.companyId });
  const idOf = new Map(rows.map((row) => [row.companyId, row.id]));
  await linkAssignedLeads(
    tx,
    choices.flatMap((choice) =>
      choice.paid
        ? [{ entryId: choice.paid.entryId, assignedLeadId: idOf.get(choice.companyId)! }]
        : [],
    ),
  );
  await tx
    .update(leads)
    .set({
      remainingAssignments: sql`greatest(${leads.remainingAssignments} - ${choices.length}, 0)`,
      updatedAt: now,
      ...(input.origin === 'match' ? { lastMatchedAt: now } : {}),
    })
    .where(eq(leads.id, lead.id));
  await recordEvents(
    tx,
    choices.map((choice) => ({
      type: 'lead.assigned',
      companyId: choice.companyId,
      userId: input.userId,
      payload: {
        lead_id: lead.id,
        assigned_lead_id: idOf.get(choice.companyId)!,
        product_id: product.id,
        origin: input.origin,
        partner_company_id: lead.partnerCompanyId,
      },
    })),
  );
  deliveries.push(
    ...(await noticeAssignments(
      tx,
      deps.mailer,
      deps.publicUrl,
      choices.map((choice) => ({
        companyId: choice.companyId,
        assignedLeadId: idOf.get(choice.companyId)!,
        filterListId: choice.notificationListId,
        productName: product.name,
        city: lead.city,
      })),
    )),
  );
  return choices.map((choice) => ({
    assignedLeadId: idOf.get(choice.companyId)!,
    companyId: choice.companyId,
    priceCents: choice.price.cents,
  }));
}

/**
 * Picks the companies from the ranked candidates, whose company products are
 * locked and counted: a company kept apart from one chosen before it is passed
 * over, and prepaid companies pay on the spot. (Each company product belongs to
 * one company, so choosing one never changes another candidate's counts.)
 */
async function choose(
  tx: Tx,
  deps: Omit<MatchDeps, 'db'>,
  lead: LeadRow,
  product: ProductRow,
  ranked: Candidate[],
  now: Date,
  deliveries: Deliveries,
): Promise<Choice[]> {
  const prices = await pricesFor(
    tx,
    ranked.map((c) => c.companyId),
    product.id,
    product.priceCents,
    now,
  );
  const chosen: Choice[] = [];
  for (const candidate of ranked) {
    if (chosen.length >= lead.remainingAssignments) break;
    if (candidate.apartFrom.some((other) => chosen.some((c) => c.companyId === other))) continue;
    const price = prices.get(candidate.companyId)!;
    const paid = candidate.isPrepaid
      ? await chargePrepaid(tx, deps, candidate.companyId, price.cents, now, deliveries)
      : null;
    if (candidate.isPrepaid && paid === null) continue;
    chosen.push({
      companyId: candidate.companyId,
      companyProductId: candidate.companyProductId,
      filterId: candidate.filterId,
      notificationListId: candidate.notificationListId,
      price,
      paid,
    });
  }
  return chosen;
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
      const [found] = await tx
        .select({ lead: leads, product: products })
        .from(leads)
        .innerJoin(products, eq(products.id, leads.productId))
        .where(eq(leads.id, leadId))
        .for('update', { of: leads });
      if (!found) throw notFound('MESSAGE.LEAD_NOT_FOUND');
      const { lead, product } = found;
      const sofar = await assignmentsOf(tx, lead.id);
      const stop = matchRefusal(
        lead,
        sofar.map((a) => a.state),
        now,
      );
      if (stop) return { leadId, assigned: [], stop };
      // Locks the wanting filters' company products: concurrent matches wait instead of overshooting.
      const wanting = await wantingFilters(tx, lead, now, { lock: true });
      let assigned: Assignment[] = [];
      if (wanting.length > 0) {
        const taken = sofar.map((a) => a.companyId);
        const ranked = rankCandidates(await candidatesFrom(tx, wanting, taken, now));
        const choices = await choose(tx, deps, lead, product, ranked, now, deliveries);
        assigned = await writeAssignments(
          tx,
          deps,
          { lead, product, origin: 'match', userId: options.userId ?? null, now },
          choices,
          deliveries,
        );
      }
      if (assigned.length === 0)
        await tx.update(leads).set({ lastMatchedAt: now }).where(eq(leads.id, lead.id));
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
    const price = await priceFor(db, candidate.companyId, product.id, product.priceCents, now);
    if (candidate.isPrepaid && candidate.balanceCents < price.cents) continue;
    chosen.push({ companyId: candidate.companyId, priceCents: price.cents });
  }
  return chosen;
}
