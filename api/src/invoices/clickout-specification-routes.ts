import { z } from 'zod';
import type { AreaPlugin } from '../shared/area-plugin';
import { toCsv, type CsvColumn } from '../shared/csv';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { clickoutSpecification, type SpecifiedClickout } from './clickout-specification';
import { renderClickoutSpecificationPdf } from './documents/clickout-specification-pdf';
import { readableInvoice } from './invoice-access';
import { invoiceClickoutListSchema } from './invoice-clickout.schema';
import { sellerDetails } from './seller';

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const amsterdam = (moment: Date) =>
  moment.toLocaleString('sv-SE', { timeZone: 'Europe/Amsterdam' }).slice(0, 16);

const CSV_COLUMNS: CsvColumn<SpecifiedClickout>[] = [
  ['Datum', (click) => amsterdam(click.clickedAt)],
  ['Product', (click) => click.productName],
  ['Categorie', (click) => click.coreProductName],
  ['Prijs aanbieding', (click) => euros(click.offerPriceCents)],
  ['Klikprijs', (click) => euros(click.clickPriceCents)],
];

const params = z.object({ id: z.string() });
const fileName = (number: string, extension: string) => `clickouts-${number}.${extension}`;

/**
 * The click-out specification of an invoice (a comparison shop's): the list, CSV and
 * PDF. Staff and the invoiced company's users; anyone else gets the invoice's 404.
 */
export const clickoutSpecificationRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/invoice/:id/clickout',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The click-outs the invoice billed, oldest first, with their click prices',
        params,
        response: { 200: invoiceClickoutListSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const clickouts = await clickoutSpecification(db, invoice.id);
      return {
        items: clickouts.map((click) => ({
          id: click.id,
          clicked_at: click.clickedAt.toISOString(),
          product_name: click.productName,
          core_product_name: click.coreProductName,
          offer_price_cents: click.offerPriceCents,
          click_price_cents: click.clickPriceCents,
        })),
        total: clickouts.length,
        total_cents: clickouts.reduce((sum, click) => sum + click.clickPriceCents, 0),
      };
    },
  );

  app.get(
    '/invoice/:id/clickout/csv',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The invoice’s click-out specification as CSV',
        params,
        response: {
          200: fileResponse(['text/csv'], 'One row per click-out'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const clickouts = await clickoutSpecification(db, invoice.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName(invoice.number, 'csv')}"`)
        .header('cache-control', 'private, no-store')
        .send(toCsv(CSV_COLUMNS, clickouts));
    },
  );

  app.get(
    '/invoice/:id/clickout/pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'The invoice’s click-out specification as a PDF in Dutch',
        params,
        response: {
          200: fileResponse(['application/pdf'], 'The specification'),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const invoice = await readableInvoice(db, requireViewer(request), request.params.id);
      const clickouts = await clickoutSpecification(db, invoice.id);
      const pdf = await renderClickoutSpecificationPdf(
        { number: invoice.number, buyerName: invoice.buyer.name },
        clickouts,
        sellerDetails(),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName(invoice.number, 'pdf')}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
