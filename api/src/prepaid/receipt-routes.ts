import { z } from 'zod';
import { prepaidCompanyFor } from '../companies';
import { invoiceBuyerOf, sellerDetails } from '../invoices';
import type { AreaPlugin } from '../shared/area-plugin';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { receiptOfCompany, receiptsOf } from './deposit-receipt';
import { depositReceiptListSchema } from './prepaid.schema';
import { renderReceiptPdf } from './receipt-pdf';

/** The receipts of a company's paid deposits: staff and the company's users (404 for others). */
export const receiptRoutes: AreaPlugin = async (app, { db }) => {
  app.get(
    '/company/:id/prepaid/receipt',
    {
      schema: {
        tags: ['prepaid'],
        summary: 'The receipts of the company’s paid deposits, newest first',
        params: z.object({ id: z.string() }),
        response: { 200: depositReceiptListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const receipts = await receiptsOf(db, company.id);
      return {
        items: receipts.map(({ payment, number, paidAt }) => ({
          payment_id: payment.id,
          number,
          amount_cents: payment.amountCents,
          provider: payment.provider,
          automatic: payment.sequence === 'recurring',
          paid_at: paidAt.toISOString(),
        })),
        total: receipts.length,
      };
    },
  );

  app.get(
    '/company/:id/prepaid/receipt/:paymentId/pdf',
    {
      schema: {
        tags: ['prepaid'],
        summary: 'One receipt as a PDF in Dutch (a paid deposit of this company only)',
        params: z.object({ id: z.string(), paymentId: z.string() }),
        response: {
          200: fileResponse(['application/pdf'], 'The receipt'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const receipt = await receiptOfCompany(db, company.id, request.params.paymentId);
      const pdf = await renderReceiptPdf(receipt, sellerDetails(), invoiceBuyerOf(company));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="kwitantie-${receipt.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
