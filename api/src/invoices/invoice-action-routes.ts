import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { INVOICE_WRITERS } from '#domain/invoices/invoice-permissions';
import { defaultPaymentDate, INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { MESSAGE } from '#domain/shared/messages';
import { defaultLedgerNumber } from '#domain/invoices/ledger-numbers';
import { lockCompany } from '../companies';
import type { Executor } from '../db';
import { createMailer } from '../mail';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError, notFound } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requirePermission } from '../shared/session-guard';
import { readableInvoice } from './invoice-access';
import { afterInvoicePaid, refreshOpenDebt } from './invoice-company-effects';
import { invoiceDetailJson, invoiceLinesOf } from './invoice-json';
import { invoiceAttachments } from './invoice-files';
import { refundsOfCreditNote } from './credit-note-refunds';
import { invoiceMail } from './invoice-mails';
import { invoiceDetailSchema, invoiceUpdateInput } from './invoice.schema';
import { invoices, type InvoiceRow } from './invoice.table';
import { issueInvoice } from './issue-invoice';
import { requireVersion } from '../shared/version';

const idParams = z.object({ id: z.string() });
const isUnpaid = (status: number) => (UNPAID_STATUSES as readonly number[]).includes(status);
/** Completed and not paid yet: unsent, unpaid or in dunning. */
const isOpen = (status: number) => status === INVOICE_STATUSES.not_sent || isUnpaid(status);

/** Writes the invoice when nobody saved in between (409 otherwise) and bumps its version. */
async function saveInvoice(
  tx: Executor,
  invoice: InvoiceRow,
  version: number,
  patch: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...patch, version: sql`${invoices.version} + 1` })
    .where(and(eq(invoices.id, invoice.id), eq(invoices.version, version)))
    .returning();
  if (!row) throw new ApiError(409, MESSAGE.DATA_OUTDATED);
  return row;
}

/** Marks an invoice paid in the caller's transaction and lets the company feel it. */
async function markPaid(
  tx: Executor,
  invoice: InvoiceRow,
  version: number,
  patch: Partial<typeof invoices.$inferInsert>,
  userId: number | null,
  now: Date,
): Promise<InvoiceRow> {
  const paid = await saveInvoice(tx, invoice, version, {
    ...patch,
    status: INVOICE_STATUSES.paid,
    paymentDate: patch.paymentDate ?? defaultPaymentDate(invoice, now),
  });
  await afterInvoicePaid(tx, invoice.companyId, userId, invoice.id, now);
  return paid;
}

/** What finance does with an invoice: edit its status, send it, credit it. */
export const invoiceActionRoutes: AreaPlugin = async (app, { db, config }) => {
  const mailer = createMailer(db, config);

  app.put(
    '/invoice/:id',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Status, payment method and date, book_internal and send_email (finance). Paid without a date: now, or the due date for direct debit. A payment reactivates a company suspended by its invoices; a company in debt collection with nothing left to pay is blacklisted',
        params: idParams,
        body: invoiceUpdateInput,
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const invoice = await readableInvoice(db, viewer, request.params.id);
      const input = request.body;
      const version = requireVersion(input.version);
      const now = new Date();
      await db.transaction(async (tx) => {
        const patch = {
          paymentMethod: input.payment_method,
          bookInternal: input.book_internal,
          sendEmail: input.send_email,
          paymentDate: input.payment_date ? new Date(input.payment_date) : null,
        };
        if (input.status === INVOICE_STATUSES.paid && invoice.status !== INVOICE_STATUSES.paid) {
          await markPaid(
            tx,
            invoice,
            version,
            { ...patch, paymentDate: patch.paymentDate ?? undefined },
            viewer.userId,
            now,
          );
        } else {
          await saveInvoice(tx, invoice, version, {
            ...patch,
            status: input.status,
            paymentDate:
              input.status === INVOICE_STATUSES.paid
                ? (patch.paymentDate ?? invoice.paymentDate)
                : null,
          });
          await lockCompany(tx, invoice.companyId);
          await refreshOpenDebt(tx, invoice.companyId, now);
        }
      });
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.post(
    '/invoice/:id/send',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Sends a completed invoice (finance, after confirmation): mailed with its PDF and e-invoice when send_email is on; booked internally it is paid at once; it leaves the send list',
        params: idParams,
        body: z.object({ version: z.number().int() }),
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const invoice = await readableInvoice(db, viewer, request.params.id);
      const version = requireVersion(request.body.version);
      if (invoice.sentAt) throw new ApiError(400, MESSAGE.INVOICE_ALREADY_SENT);
      const now = new Date();
      const deliver = await db.transaction(async (tx) => {
        const sent = { sentAt: now };
        if (invoice.bookInternal || invoice.kind === 'credit_note') {
          await markPaid(
            tx,
            invoice,
            version,
            { ...sent, paymentMethod: PAYMENT_METHODS.internal, paymentDate: now },
            viewer.userId,
            now,
          );
        } else {
          await saveInvoice(tx, invoice, version, {
            ...sent,
            status:
              invoice.status === INVOICE_STATUSES.not_sent
                ? INVOICE_STATUSES.not_paid
                : invoice.status,
          });
        }
        if (!invoice.sendEmail || !invoice.buyer.email) return null;
        return mailer.queue(tx, {
          ...invoiceMail(invoice, invoice.buyer.email, config.publicUrl),
          attachments: await invoiceAttachments(tx, invoice),
        });
      });
      await deliver?.();
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.put(
    '/invoice/:id/direct_debit/disabled',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Cancels the direct debit of one invoice (finance, after confirmation): it is left out of the next collection batch and is paid by transfer instead',
        params: idParams,
        body: z.object({ version: z.number().int() }),
        response: { 200: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const invoice = await readableInvoice(db, viewer, request.params.id);
      const version = requireVersion(request.body.version);
      if (invoice.paymentMethod !== PAYMENT_METHODS.direct_debit || !isOpen(invoice.status))
        throw new ApiError(400, MESSAGE.INVOICE_NOT_DIRECT_DEBIT);
      await db.transaction((tx) =>
        saveInvoice(tx, invoice, version, { paymentMethod: PAYMENT_METHODS.wire_transfer }),
      );
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.post(
    '/invoice/:id/credit_note',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Credits an invoice in full (finance): a credit note with its own number series names the invoice and mirrors its lines; an unpaid invoice is settled by it',
        params: idParams,
        body: z.object({ version: z.number().int() }),
        response: { 201: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const invoice = await readableInvoice(db, viewer, request.params.id);
      const version = requireVersion(request.body.version);
      if (invoice.kind !== 'invoice') throw new ApiError(400, MESSAGE.INVOICE_NOT_CREDITABLE);
      const now = new Date();
      const credit = await db.transaction(async (tx) => {
        // Invoice, its leads, company: the order every invoice write takes (no deadlocks).
        await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.id, invoice.id))
          .for('update');
        const [existing] = await tx
          .select({ id: invoices.id })
          .from(invoices)
          .where(eq(invoices.correctsInvoiceId, invoice.id));
        if (existing) throw new ApiError(400, MESSAGE.INVOICE_ALREADY_CREDITED);
        // Its leads before the company (the claim path's order): each comes back once.
        const refunds = await refundsOfCreditNote(tx, invoice.id);
        const company = await lockCompany(tx, invoice.companyId);
        const lines = await invoiceLinesOf(tx, invoice.id);
        const note = await issueInvoice(tx, {
          company,
          kind: 'credit_note',
          correctsInvoiceId: invoice.id,
          lines: [
            ...lines.map((line) => ({
              description: line.description,
              quantity: line.quantity,
              priceCents: line.priceCents === null ? null : -line.priceCents,
              ledgerNumber: line.ledgerNumber,
            })),
            ...refunds.corrections.map((line) => ({
              ...line,
              ledgerNumber: defaultLedgerNumber(company),
            })),
          ],
          createdBy: viewer.userId,
          now,
        });
        await refunds.record(note.id);
        if (isOpen(invoice.status))
          await markPaid(
            tx,
            invoice,
            version,
            { paymentMethod: PAYMENT_METHODS.internal, paymentDate: now },
            viewer.userId,
            now,
          );
        else await saveInvoice(tx, invoice, version, {});
        return note;
      });
      if (!credit) throw notFound();
      reply.code(201);
      return (await invoiceDetailJson(db, eq(invoices.id, credit.id)))!;
    },
  );
};
