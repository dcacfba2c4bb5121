import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { companies } from '../companies';
import type { Executor } from '../db';
import { balanceLedger } from './balance-ledger.table';

/**
 * The one writer of a prepaid balance (`companies.balance`) and its ledger
 * (`balance_ledger`): every change goes through `debit` or `credit` here, inside the
 * caller's transaction, so the balance always equals the balance after its company's
 * last ledger row. Each is one atomic UPDATE … RETURNING of the company row (which
 * takes the company row lock at that very point, as the hand-written updates did
 * before) followed by the insert of the ledger row.
 */

/** What a ledger row says moved the balance (stored in `balance_ledger.reason`). */
export type LedgerReason =
  | 'lead_assigned'
  | 'claim_credited'
  | 'claim_credit_reversed'
  | 'deposit'
  | 'refund'
  | 'adjustment';

/**
 * What may happen below zero. `refuse`: the change is made only when the balance
 * after it is zero or more (else nothing is written and the answer is null); `allow`:
 * it is made whatever the balance. The paths differ today and keep their rule:
 * - leads paid from the balance (matching, manual assignment, the plaza) and finance's
 *   refunds and corrections (either way) refuse;
 * - a deposit and a claim credit allow (they only add);
 * - a claim credit taken back allows: its caller locks the company first and takes
 *   back no more than the balance holds (docs/claims.md).
 */
export type BelowZero = 'refuse' | 'allow';

export interface LedgerChange {
  companyId: number;
  /** The amount moved, in cents, never negative: `debit` takes it off, `credit` adds it. */
  amountCents: number;
  reason: LedgerReason;
  /** The lead paid for or credited back (`matching` links it later: `linkAssignedLeads`). */
  assignedLeadId?: number | null;
  /** The deposit booked (its receipt is found by it). */
  paymentId?: number | null;
  /** Who made a manual change (finance). */
  createdBy?: number | null;
  /** Why, as finance typed it (required for a refund or correction by the database). */
  note?: string | null;
  /** When; the database's now() when not given. */
  createdAt?: Date;
}

export interface LedgerBooking {
  /** The balance after the change. */
  balanceCents: number;
  /** The ledger row written. */
  entryId: number;
}

async function book(
  tx: Executor,
  change: LedgerChange,
  sign: 1 | -1,
  belowZero: BelowZero,
): Promise<LedgerBooking | null> {
  if (!Number.isInteger(change.amountCents) || change.amountCents < 0)
    throw new Error(`A ledger amount is a whole number of cents, not ${change.amountCents}`);
  const delta = sign * change.amountCents;
  const refused =
    belowZero === 'allow'
      ? undefined
      : sign === -1
        ? gte(companies.balance, change.amountCents)
        : sql`${companies.balance} + ${delta} >= 0`;
  const [company] = await tx
    .update(companies)
    .set({ balance: sql`${companies.balance} + ${delta}` })
    .where(and(eq(companies.id, change.companyId), refused))
    .returning({ balance: companies.balance });
  if (!company) {
    if (belowZero === 'allow') throw new Error(`No company ${change.companyId} to book on`);
    return null;
  }
  const [entry] = await tx
    .insert(balanceLedger)
    .values({
      companyId: change.companyId,
      amountCents: delta,
      balanceAfterCents: company.balance,
      reason: change.reason,
      assignedLeadId: change.assignedLeadId ?? null,
      paymentId: change.paymentId ?? null,
      createdBy: change.createdBy ?? null,
      note: change.note ?? null,
      ...(change.createdAt ? { createdAt: change.createdAt } : {}),
    })
    .returning({ id: balanceLedger.id });
  return { balanceCents: company.balance, entryId: entry!.id };
}

/**
 * Takes `amountCents` off the company's balance with its ledger row (a negative
 * amount). By default (`belowZero: 'refuse'`) only when the balance holds it:
 * null when it does not, and then nothing is written.
 */
export function debit(
  tx: Executor,
  change: LedgerChange & { belowZero?: 'refuse' },
): Promise<LedgerBooking | null>;
export function debit(
  tx: Executor,
  change: LedgerChange & { belowZero: 'allow' },
): Promise<LedgerBooking>;
export function debit(tx: Executor, change: LedgerChange & { belowZero?: BelowZero }) {
  return book(tx, change, -1, change.belowZero ?? 'refuse');
}

/**
 * Adds `amountCents` to the company's balance with its ledger row. By default
 * (`belowZero: 'allow'`) always; with `refuse` only when the balance after it is
 * zero or more (a correction of a balance that is below zero), else null.
 */
export function credit(
  tx: Executor,
  change: LedgerChange & { belowZero?: 'allow' },
): Promise<LedgerBooking>;
export function credit(
  tx: Executor,
  change: LedgerChange & { belowZero: 'refuse' },
): Promise<LedgerBooking | null>;
export function credit(tx: Executor, change: LedgerChange & { belowZero?: BelowZero }) {
  return book(tx, change, 1, change.belowZero ?? 'allow');
}

/**
 * Names the assigned leads on ledger rows written before they existed: matching
 * charges a prepaid company while it chooses (the company row lock is taken there)
 * and inserts the assigned leads after. One statement however many rows.
 */
export async function linkAssignedLeads(
  tx: Executor,
  links: readonly { entryId: number; assignedLeadId: number }[],
): Promise<void> {
  if (links.length === 0) return;
  const cases = sql.join(
    links.map((link) => sql`WHEN ${link.entryId}::int THEN ${link.assignedLeadId}::int`),
    sql` `,
  );
  await tx
    .update(balanceLedger)
    .set({ assignedLeadId: sql`CASE ${balanceLedger.id} ${cases} END` })
    .where(
      inArray(
        balanceLedger.id,
        links.map((link) => link.entryId),
      ),
    );
}
