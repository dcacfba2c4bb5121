import { and, desc, eq, gte, ne } from 'drizzle-orm';
import { CLAIM_REASONS } from '#domain/claims/claim-reasons';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { ASSIGNED_LEAD_STATES } from '#domain/leads/assigned-lead-state';
import { companies } from '../companies';
import type { Executor } from '../db';
import { assignedLeads, type AssignedLeadRow } from '../leads';
import { balanceLedger } from '../prepaid';
import { claimCredits } from './claim-credit.table';
import { claims } from './claim.table';

const DAY_MS = 86_400_000;
const MESSAGES = [
  'Telefoonnummer is niet in gebruik.',
  'Na vijf pogingen nog steeds niemand bereikt.',
  'Deze aanvraag hadden we vorige week al ontvangen.',
  'Het adres ligt buiten ons werkgebied.',
  'De klant zegt nooit een offerte te hebben aangevraagd.',
];
/** Open claims at the demo companies, in every status a person sets. */
const OPEN_STATUSES = [
  CLAIM_STATUSES.new,
  CLAIM_STATUSES.call_center,
  CLAIM_STATUSES.pending,
  CLAIM_STATUSES.denied,
  CLAIM_STATUSES.new,
  CLAIM_STATUSES.pending,
];

/**
 * Demo claims: every lead the demo data shows as "claimed" has its accepted claim
 * (with its credit), and the recent leads of a few companies have claims in the
 * other statuses, so the claim screens and statistics look real.
 */
export async function seedClaims(tx: Executor, userIds: Map<string, number>): Promise<void> {
  const handler = userIds.get('claims@demo.nl') ?? null;
  const now = Date.now();
  const companyRows = await tx.select().from(companies);
  const prepaid = new Set(companyRows.filter((c) => c.isPrepaid).map((c) => c.id));
  const claimed = await tx
    .select()
    .from(assignedLeads)
    .where(eq(assignedLeads.state, ASSIGNED_LEAD_STATES.claimed));
  const recent = await tx
    .select()
    .from(assignedLeads)
    .where(
      and(
        ne(assignedLeads.state, ASSIGNED_LEAD_STATES.claimed),
        gte(assignedLeads.createdAt, new Date(now - 25 * DAY_MS)),
      ),
    )
    .orderBy(desc(assignedLeads.createdAt));
  const perCompany = new Map<number, AssignedLeadRow[]>();
  for (const row of recent) {
    const list = perCompany.get(row.companyId) ?? [];
    // Every fourth lead, so each company keeps plenty of leads to claim by hand.
    if (list.length < OPEN_STATUSES.length && row.id % 4 === 0) list.push(row);
    perCompany.set(row.companyId, list);
  }
  const planned: { row: AssignedLeadRow; status: number }[] = [
    ...claimed.map((row) => ({ row, status: CLAIM_STATUSES.accepted as number })),
    ...[...perCompany.values()]
      .slice(0, 5)
      .flatMap((rows) => rows.map((row, i) => ({ row, status: OPEN_STATUSES[i]! as number }))),
  ];
  if (planned.length === 0) return;
  const inserted = await tx
    .insert(claims)
    .values(
      planned.map(({ row, status }, i) => {
        const filed = new Date(Math.min(now, row.createdAt.getTime() + (1 + (i % 3)) * DAY_MS));
        const decided = status === CLAIM_STATUSES.accepted || status === CLAIM_STATUSES.denied;
        return {
          assignedLeadId: row.id,
          companyId: row.companyId,
          status,
          description: CLAIM_REASONS[i % CLAIM_REASONS.length]!,
          message: i % 4 === 0 ? '' : MESSAGES[i % MESSAGES.length]!,
          isDefaultMessage: i % 4 === 0,
          stopMatching: i % 5 === 0,
          enableEmailNotifications: i % 2 === 0,
          credited: status === CLAIM_STATUSES.accepted && row.priceCents > 0,
          stateBeforeAccept: status === CLAIM_STATUSES.accepted ? ASSIGNED_LEAD_STATES.open : null,
          decidedByUserId: decided ? handler : null,
          decidedAt: decided ? new Date(Math.min(now, filed.getTime() + DAY_MS)) : null,
          createdAt: filed,
          updatedAt: filed,
        };
      }),
    )
    .returning();
  const accepted = inserted.filter((c) => c.credited);
  const rowById = new Map(planned.map(({ row }) => [row.id, row]));
  const invoiceCredits = accepted.filter((c) => !prepaid.has(c.companyId));
  if (invoiceCredits.length)
    await tx.insert(claimCredits).values(
      invoiceCredits.map((c) => ({
        claimId: c.id,
        companyId: c.companyId,
        assignedLeadId: c.assignedLeadId,
        amountCents: rowById.get(c.assignedLeadId)!.priceCents,
        reason: 'claim_accepted' as const,
        createdAt: c.decidedAt ?? c.createdAt,
      })),
    );
  // The demo balances already hold these refunds: the ledger rows end at today's balance.
  const balanceOf = new Map(companyRows.map((c) => [c.id, c.balance]));
  const refunds = accepted.filter((claim) => prepaid.has(claim.companyId));
  if (refunds.length)
    await tx.insert(balanceLedger).values(
      refunds.map((c) => ({
        companyId: c.companyId,
        amountCents: rowById.get(c.assignedLeadId)!.priceCents,
        balanceAfterCents: balanceOf.get(c.companyId)!,
        reason: 'claim_credited',
        assignedLeadId: c.assignedLeadId,
        createdAt: c.decidedAt ?? c.createdAt,
      })),
    );
}
