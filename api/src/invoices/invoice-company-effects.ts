import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { dutchDate } from '#domain/invoices/invoice-dates';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import type { CompanyEventType, CompanyState } from '#domain/companies/company-state';
import {
  type CompanyRow,
  logCompanyEvent,
  statePatch,
  lockCompany,
  updateCompany,
} from '../companies';
import type { Executor } from '../db';
import { invoices } from './invoice.table';

/** Statuses that keep a company suspended: the third warning and collection. */
const SUSPENDING = [
  INVOICE_STATUSES.third_warning,
  INVOICE_STATUSES.collection_agency,
  INVOICE_STATUSES.is_collection_agency,
];

async function countInvoices(tx: Executor, companyId: number, statuses: readonly number[]) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, [...statuses]),
      ),
    );
  return row?.n ?? 0;
}

async function moveCompany(
  tx: Executor,
  company: CompanyRow,
  to: CompanyState,
  type: CompanyEventType,
  userId: number | null,
  data: Record<string, unknown>,
): Promise<CompanyRow> {
  const updated = await updateCompany(tx, company.id, statePatch(company, to, new Date()));
  await logCompanyEvent(tx, {
    companyId: company.id,
    type,
    userId,
    data: { from: company.state, to, ...data },
    outboxType: 'company.state_changed',
  });
  return updated;
}

/** `has_open_debt`: the company has an invoice past its due date that is not paid. */
export async function refreshOpenDebt(tx: Executor, companyId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, companyId),
        inArray(invoices.status, [...UNPAID_STATUSES]),
        lt(invoices.dueDate, dutchDate(now)),
      ),
    );
  await updateCompany(tx, companyId, { hasOpenDebt: (row?.n ?? 0) > 0 });
}

/**
 * What a payment does to the company (docs/invoices.md, "Sending and paying"): a
 * company suspended by its invoices is active again ("reactivated by payment") once
 * none of its invoices is at the third warning or beyond; a company in debt collection is blacklisted
 * once nothing is left unpaid.
 */
export async function afterInvoicePaid(
  tx: Executor,
  companyId: number,
  userId: number | null,
  invoiceId: number,
  now: Date,
): Promise<void> {
  const company = await lockCompany(tx, companyId);
  await refreshOpenDebt(tx, companyId, now);
  if (company.state === 'suspended' && (await countInvoices(tx, companyId, SUSPENDING)) === 0) {
    const back: CompanyState = company.previousState === 'paused' ? 'paused' : 'active';
    await moveCompany(tx, company, back, 'reactivated_by_payment', userId, {
      invoice_id: invoiceId,
    });
  } else if (
    (company.state === 'debtclaim' || company.state === 'is_debtclaim') &&
    (await countInvoices(tx, companyId, UNPAID_STATUSES)) === 0
  ) {
    await moveCompany(tx, company, 'blacklisted', 'blacklisted', userId, {
      invoice_id: invoiceId,
      reason: 'debt_paid',
    });
  }
}

/** The third warning suspends a working company until it pays. */
export async function suspendForInvoice(
  tx: Executor,
  companyId: number,
  invoiceId: number,
): Promise<void> {
  const company = await lockCompany(tx, companyId);
  if (!['active', 'paused', 'new'].includes(company.state)) return;
  await moveCompany(tx, company, 'suspended', 'suspended_by_invoice', null, {
    invoice_id: invoiceId,
  });
}

/** Handing the debt to the collection agency puts the company in debt collection. */
export async function toDebtCollection(
  tx: Executor,
  companyId: number,
  invoiceId: number,
): Promise<void> {
  const company = await lockCompany(tx, companyId);
  if (['debtclaim', 'is_debtclaim', 'blacklisted', 'archived'].includes(company.state)) return;
  await moveCompany(tx, company, 'debtclaim', 'to_debtclaim', null, { invoice_id: invoiceId });
}
