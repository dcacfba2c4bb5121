import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { companies } from '../companies';
import type { Executor } from '../db';
import { invoiceJson, invoiceQuery } from './invoice-json';
import type { invoiceListQuery } from './invoice.schema';
import { invoices } from './invoice.table';

type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

function conditions(query: InvoiceListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.paid === 'y') where.push(eq(invoices.status, INVOICE_STATUSES.paid));
  if (query.paid === 'n') where.push(inArray(invoices.status, [...UNPAID_STATUSES]));
  if (query.credit === 'y') where.push(eq(invoices.kind, 'credit_note'));
  if (query.credit === 'n') where.push(eq(invoices.kind, 'invoice'));
  if (query.status !== undefined) where.push(eq(invoices.status, query.status));
  if (query.companyType) where.push(eq(companies.isPartner, query.companyType === 'partner'));
  if (query.companyId) where.push(eq(invoices.companyId, query.companyId));
  if (query.unsent) where.push(isNull(invoices.sentAt));
  return where;
}

function ordering(query: InvoiceListQuery) {
  const direction = query.reverse ? desc : asc;
  const column = {
    number: [invoices.year, invoices.kind, invoices.sequence],
    invoice_date: [invoices.invoiceDate, invoices.id],
    due_date: [invoices.dueDate, invoices.id],
    total: [invoices.totalCents, invoices.id],
    company: [companies.name, invoices.id],
    status: [invoices.status, invoices.id],
  }[query.sortColumn];
  return column.map((part) => direction(part));
}

/** The invoice list: its filters, one page, and the totals of everything selected. */
export async function listInvoices(db: Executor, query: InvoiceListQuery) {
  const where = and(...conditions(query));
  const [rows, [sums]] = await Promise.all([
    invoiceQuery(db)
      .where(where)
      .orderBy(...ordering(query))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db
      .select({
        n: sql<number>`count(*)::int`,
        total: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::bigint`,
        open: sql<number>`coalesce(sum(${invoices.totalCents}) FILTER (WHERE ${inArray(invoices.status, [...UNPAID_STATUSES])}), 0)::bigint`,
      })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(where),
  ]);
  return {
    items: rows.map(invoiceJson),
    total: sums?.n ?? 0,
    sum_total_cents: Number(sums?.total ?? 0),
    sum_open_cents: Number(sums?.open ?? 0),
  };
}
