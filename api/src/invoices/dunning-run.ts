import { and, eq, inArray, sql } from 'drizzle-orm';
import { DUNNING_SCHEDULE, dueDunningStep } from '#domain/invoices/dunning-schedule';
import { dutchDate } from '#domain/invoices/invoice-dates';
import { INVOICE_STATUSES, invoiceStatusLabel } from '#domain/invoices/invoice-status';
import { logCompanyEvent } from '../companies';
import type { Database } from '../db';
import type { Mailer } from '../mail';
import { startIntervalJob } from '../shared/interval-job';
import { refreshOpenDebt, suspendForInvoice, toDebtCollection } from './invoice-company-effects';
import { invoiceReminderMail } from './invoice-mails';
import { invoices, type InvoiceRow } from './invoice.table';

export interface DunningDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/** The day the invoice's current step started: its due date while unpaid, else its last move. */
function since(invoice: InvoiceRow): string {
  if (invoice.status === INVOICE_STATUSES.not_paid || !invoice.dunningAt) return invoice.dueDate;
  return dutchDate(invoice.dunningAt);
}

/**
 * One dunning round: every invoice due for its next step moves one step (in its
 * own transaction, re-read under lock so two rounds never move it twice), the
 * buyer gets the warning by mail, the company's timeline records it, and the
 * third warning and collection change the company's state as the schedule says.
 * Answers how many invoices moved.
 */
export async function runDunning(deps: DunningDeps, now: Date = new Date()): Promise<number> {
  const today = dutchDate(now);
  const candidates = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(
          invoices.status,
          DUNNING_SCHEDULE.map((step) => step.from),
        ),
      ),
    );
  let moved = 0;
  for (const candidate of candidates) {
    if (!dueDunningStep({ status: candidate.status, since: since(candidate) }, today)) continue;
    const result = await deps.db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.id, candidate.id))
        .for('update');
      if (!invoice) return null;
      const step = dueDunningStep({ status: invoice.status, since: since(invoice) }, today);
      if (!step) return null;
      await tx
        .update(invoices)
        .set({ status: step.to, dunningAt: now, version: sql`${invoices.version} + 1` })
        .where(eq(invoices.id, invoice.id));
      await logCompanyEvent(tx, {
        companyId: invoice.companyId,
        type: 'updated',
        userId: null,
        data: {
          action: 'invoice_dunning',
          invoice_id: invoice.id,
          number: invoice.number,
          status: invoiceStatusLabel(step.to, 'active'),
        },
        outboxType: 'invoice.updated',
      });
      if ('suspends' in step && step.suspends)
        await suspendForInvoice(tx, invoice.companyId, invoice.id);
      if ('toDebtCollection' in step && step.toDebtCollection)
        await toDebtCollection(tx, invoice.companyId, invoice.id);
      await refreshOpenDebt(tx, invoice.companyId, now);
      const send = invoice.buyer.email
        ? await deps.mailer.queue(
            tx,
            invoiceReminderMail(invoice, step.to, invoice.buyer.email, deps.publicUrl),
          )
        : null;
      return { send };
    });
    if (result) {
      moved += 1;
      await result.send?.();
    }
  }
  return moved;
}

/** Checks the schedule every hour; a step is due by the day, so the hour does not matter. */
export function startDunning(deps: DunningDeps, log: (error: unknown) => void): () => void {
  return startIntervalJob(() => runDunning(deps), 60 * 60_000, log);
}
