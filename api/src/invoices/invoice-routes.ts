import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { INVOICE_READERS, INVOICE_WRITERS } from '#domain/invoices/invoice-permissions';
import {
  invoiceLinesRefusal,
  normalizeInvoiceLine,
  type InvoiceLineDraft,
} from '#domain/invoices/invoice-lines';
import { DUTCH_STANDARD_VAT_PERCENT, invoiceTotals } from '#domain/invoices/invoice-totals';
import { defaultLedgerNumber } from '#domain/invoices/ledger-numbers';
import { addDays, dutchDate } from '#domain/invoices/invoice-dates';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, lockCompany } from '../companies';
import { assignedLeads, leads } from '../leads';
import { products } from '../products';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requirePermission, requireViewer } from '../shared/session-guard';
import { invoiceDocumentOf } from './documents/invoice-document-of';
import { renderInvoicePdf } from './documents/invoice-pdf';
import { renderInvoiceUbl } from './documents/invoice-ubl';
import { directDebitBatchOf } from './direct-debit-run';
import { renderDirectDebitBatch } from './documents/direct-debit-batch';
import { readableInvoice } from './invoice-access';
import { invoiceFileName } from './invoice-files';
import { completeCurrentInvoice } from './invoice-completion';
import { invoiceDetailJson, lineJson } from './invoice-json';
import { listInvoices } from './invoice-list';
import {
  billedLeadListSchema,
  currentInvoiceSchema,
  extraInvoiceInput,
  invoiceDetailSchema,
  invoiceListQuery,
  invoiceListSchema,
  type InvoiceLineInput,
} from './invoice.schema';
import { invoices } from './invoice.table';
import { issueInvoice } from './issue-invoice';
import { uninvoicedItems, type PendingLine } from './uninvoiced-items';

const companyParams = z.object({ id: z.string() });

function currentInvoiceJson(companyId: number, items: PendingLine[]) {
  const totals = invoiceTotals(items, DUTCH_STANDARD_VAT_PERCENT);
  return {
    company_id: companyId,
    lines: items.map((item, index) => lineJson(item, index + 1)),
    subtotal_cents: totals.subtotalCents,
    vat_rate_percent: DUTCH_STANDARD_VAT_PERCENT,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
  };
}

/** Typed lines as the domain rules take them; refusals come back by line. */
function checkedLines(lines: InvoiceLineInput[], ledgerDefault: number): InvoiceLineDraft[] {
  const drafts = lines.map((line) =>
    normalizeInvoiceLine({
      description: line.description,
      quantity: line.quantity,
      price: line.price_cents,
      ledgerNumber: line.ledger_number ?? null,
    }),
  );
  const refusal = invoiceLinesRefusal(drafts);
  if (refusal) {
    const index = drafts.findIndex((draft) => invoiceLinesRefusal([draft]) !== null);
    throw new ApiError(400, MESSAGE.VALIDATION_FAILED, {
      [index < 0 ? 'lines' : `lines.${index}`]: refusal,
    });
  }
  return drafts.map((draft) =>
    draft.price === null ? draft : { ...draft, ledgerNumber: draft.ledgerNumber ?? ledgerDefault },
  );
}

/**
 * Invoices (docs/invoices.md): the list, one invoice, a company's current invoice, extra
 * invoices.
 */
export const invoiceRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/invoice',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Invoices and credit notes by status, paid, credit, company type and company (staff), 50 a page, with the totals of all selected',
        querystring: invoiceListQuery,
        response: { 200: invoiceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, INVOICE_READERS);
      return listInvoices(db, request.query);
    },
  );

  app.get(
    '/invoice/send_list',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Completed invoices not sent yet, oldest first (staff)',
        response: { 200: invoiceListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requirePermission(request, INVOICE_READERS);
      return listInvoices(db, {
        ...invoiceListQuery.parse({ sortColumn: 'number', reverse: 'false' }),
        unsent: 'y',
        itemsPerPage: 200,
      });
    },
  );

  app.get(
    '/invoice/:id',
    {
      schema: {
        tags: ['invoices'],
        summary: "One invoice with its lines: staff and the company's users (404 for others)",
        params: z.object({ id: z.string() }),
        response: { 200: invoiceDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.get(
    '/company/:id/invoice',
    {
      schema: {
        tags: ['invoices'],
        summary: "A company's invoices and credit notes, newest first (10 a page)",
        params: companyParams,
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(200).default(10),
        }),
        response: { 200: invoiceListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { company } = await companyFor(db, requireViewer(request), request.params.id);
      return listInvoices(db, {
        ...invoiceListQuery.parse({}),
        companyId: company.id,
        page: request.query.page,
        itemsPerPage: request.query.itemsPerPage,
      });
    },
  );

  for (const path of ['/company/:id/invoice/current', '/invoice/unsent/company/:id'] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['invoices'],
          summary:
            'The company’s current invoice: what its next invoice bills (leads not paid from the balance, claim credits), not stored until completed',
          params: companyParams,
          response: { 200: currentInvoiceSchema, ...errorResponses(401, 404) },
        },
      },
      async (request) => {
        const { company } = await companyFor(db, requireViewer(request), request.params.id);
        return currentInvoiceJson(company.id, await uninvoicedItems(db, company));
      },
    );
  }

  app.post(
    '/invoice/unsent/company/:id',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'Completes the company’s current invoice (finance): the next number of the year, the billed leads and credits marked, onto the send list; refused when empty',
        params: companyParams,
        response: { 201: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const { company } = await companyFor(db, viewer, request.params.id);
      const invoice = await completeCurrentInvoice(db, company.id, viewer.userId, new Date());
      reply.code(201);
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.post(
    '/invoice/extra/company/:id',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'An extra invoice typed by finance: each line needs a description, and quantity and price together (both empty: a text line); the ledger defaults to leads costs for partners, leads revenue otherwise; not empty',
        params: companyParams,
        body: extraInvoiceInput,
        response: { 201: invoiceDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewer = requirePermission(request, INVOICE_WRITERS);
      const { company } = await companyFor(db, viewer, request.params.id);
      const lines = checkedLines(request.body.lines, defaultLedgerNumber(company));
      const invoice = await db.transaction(async (tx) =>
        issueInvoice(tx, {
          company: await lockCompany(tx, company.id),
          kind: 'invoice',
          lines: lines.map((line) => ({
            description: line.description ?? '',
            quantity: line.quantity,
            priceCents: line.price,
            ledgerNumber: line.ledgerNumber,
          })),
          extra: true,
          createdBy: viewer.userId,
          now: new Date(),
        }),
      );
      reply.code(201);
      return (await invoiceDetailJson(db, eq(invoices.id, invoice.id)))!;
    },
  );

  app.get(
    '/invoice/:id/assigned_lead',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The assigned leads an invoice billed, oldest first',
        params: z.object({ id: z.string() }),
        response: { 200: billedLeadListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const rows = await db
        .select({
          id: assignedLeads.id,
          leadId: assignedLeads.leadId,
          productName: products.name,
          priceCents: assignedLeads.priceCents,
          createdAt: assignedLeads.createdAt,
        })
        .from(assignedLeads)
        .innerJoin(leads, eq(leads.id, assignedLeads.leadId))
        .innerJoin(products, eq(products.id, leads.productId))
        .where(eq(assignedLeads.invoiceId, invoice.id))
        .orderBy(asc(assignedLeads.createdAt), asc(assignedLeads.id));
      return {
        items: rows.map((row) => ({
          id: row.id,
          lead_id: row.leadId,
          product_name: row.productName,
          price_cents: row.priceCents,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/invoice/:id/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: "The invoice as a PDF in Dutch: staff and the company's users",
        params: z.object({ id: z.string() }),
        response: {
          200: fileResponse(['application/pdf'], 'The PDF invoice'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const pdf = await renderInvoicePdf(await invoiceDocumentOf(db, invoice));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFileName(invoice, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/invoice/:id/ubl',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'The invoice as a UBL e-invoice by the Dutch NLCIUS profile, for accounting software',
        params: z.object({ id: z.string() }),
        response: {
          200: fileResponse(['application/xml'], 'The UBL e-invoice'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const xml = renderInvoiceUbl(await invoiceDocumentOf(db, invoice));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${invoiceFileName(invoice, 'xml')}"`)
        .header('cache-control', 'private, no-store')
        .send(xml);
    },
  );

  app.get(
    '/invoice/direct_debit/batch',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'The SEPA direct-debit file (pain.008.001.02) of every sent, unpaid invoice collected by direct debit, for the bank (finance); first and recurring collections in separate blocks',
        querystring: z.object({
          collectionDate: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'MESSAGE.INVALID_VALUE')
            .optional()
            .describe('yyyy-mm-dd; two days from now when left out'),
        }),
        response: {
          200: fileResponse(['application/xml'], 'The pain.008 file'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, INVOICE_WRITERS);
      const now = new Date();
      const collectionDate = request.query.collectionDate ?? addDays(dutchDate(now), 2);
      const batch = await directDebitBatchOf(db, collectionDate, now);
      if (!batch) throw new ApiError(400, MESSAGE.DIRECT_DEBIT_BATCH_EMPTY);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="incasso-${collectionDate}.xml"`)
        .header('cache-control', 'private, no-store')
        .send(renderDirectDebitBatch(batch));
    },
  );
};
