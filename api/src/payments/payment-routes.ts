import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { UNPAID_STATUSES } from '#domain/invoices/dunning-schedule';
import { MESSAGE } from '#domain/shared/messages';
import { companyFor, prepaidCompanyFor, logCompanyEvent, updateCompany } from '../companies';
import { readableInvoice } from '../invoices';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses, fileResponse } from '../shared/responses';
import { requireStaff, requireViewer } from '../shared/session-guard';
import { prepaidAutoTopUps } from './auto-top-up.table';
import { offlineCheckouts } from './offline-checkout.table';
import { offlineCheckoutPage } from './offline-checkout-page';
import {
  applyProviderStatus,
  cancelPayment,
  openPaymentOf,
  paymentProviderFor,
  startPayment,
} from './payment-service';
import { payments } from './payment.table';
import { INVOICE_RETURN_PATH } from './return-paths';
import { tikkieProvider } from './tikkie-provider';
import { checkoutOf, checkoutSchema, startDeposit } from './deposit-start';

const depositSchema = z
  .object({
    payment_id: z.number().int(),
    amount_cents: z.number().int(),
    provider: z.string(),
    url: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'OpenDeposit' });

/** Paying invoices online and topping up the prepaid balance, through the payment provider. */
export const paymentRoutes: AreaPlugin = async (app, { db, config }) => {
  const provider = paymentProviderFor(db, config);
  // Tikkie deposits are paid at the offline checkout too (tikkie-provider.ts).
  const tikkie = tikkieProvider(db);
  /** The provider a payment was started with: it alone can cancel it or report on it. */
  const providerOf = (name: string | undefined) => (name === tikkie.name ? tikkie : provider);

  app.post(
    '/invoice/:id/payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pays an invoice online: answers the provider’s checkout URL to send the browser to (an open payment of the invoice is answered again). The customer returns to /message/payment-received',
        params: z.object({ id: z.string() }),
        response: { 200: checkoutSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const invoice = await readableInvoice(db, viewer, request.params.id);
      const payable =
        invoice.kind === 'invoice' &&
        invoice.totalCents > 0 &&
        invoice.sentAt !== null &&
        (UNPAID_STATUSES as readonly number[]).includes(invoice.status);
      if (!payable) throw new ApiError(400, MESSAGE.INVOICE_NOT_PAYABLE);
      const payment = await startPayment(db, provider, {
        companyId: invoice.companyId,
        purpose: 'invoice',
        invoiceId: invoice.id,
        amountCents: invoice.totalCents,
        description: `Factuur ${invoice.number}`,
        returnPath: INVOICE_RETURN_PATH,
        userId: viewer.userId,
        payer: { name: invoice.buyer.name, email: invoice.buyer.email },
      });
      return checkoutOf(payment);
    },
  );

  app.post(
    '/company/:id/prepaid',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A deposit onto the prepaid balance: 250, 500, 1000 or 2500 euro. With an open deposit, that one is answered (its amount, its provider)',
        params: z.object({ id: z.string() }),
        body: z.object({
          amount: z.number().int().describe('in euros'),
          mandate: z
            .boolean()
            .default(false)
            .describe('also give a mandate, for automatic top-ups (a first payment)'),
        }),
        response: { 200: checkoutSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      startDeposit(db, provider, requireViewer(request), request.params.id, {
        amount: request.body.amount,
        sequence: request.body.mandate ? 'first' : 'oneoff',
      }),
  );

  app.get(
    '/company/:id/deposit',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The company’s open deposit, if any (its amount is prefilled and its provider kept)',
        params: z.object({ id: z.string() }),
        response: { 200: depositSchema.nullable(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const open = await openPaymentOf(db, {
        companyId: company.id,
        purpose: 'deposit',
        invoiceId: null,
      });
      return open
        ? {
            payment_id: open.id,
            amount_cents: open.amountCents,
            provider: open.provider,
            url: open.checkoutUrl,
            created_at: open.createdAt.toISOString(),
          }
        : null;
    },
  );

  app.delete(
    '/company/:id/prepaid',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Cancels the company’s open deposit (after confirmation). A deposit paid a moment earlier stays paid (and is booked): 400 DEPOSIT_ALREADY_PAID',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { company } = await prepaidCompanyFor(db, requireViewer(request), request.params.id);
      const open = await openPaymentOf(db, {
        companyId: company.id,
        purpose: 'deposit',
        invoiceId: null,
      });
      if (!open) throw new ApiError(400, MESSAGE.NO_OPEN_PAYMENT);
      const after = await cancelPayment(db, providerOf(open.provider), open);
      if (after.status === 'canceled') return { message: MESSAGE.REQUEST_CANCELLED };
      if (after.status === 'paid') throw new ApiError(400, MESSAGE.DEPOSIT_ALREADY_PAID);
      if (after.status === 'open') throw new ApiError(400, MESSAGE.PAYMENT_NOT_CANCELLABLE);
      throw new ApiError(400, MESSAGE.NO_OPEN_PAYMENT);
    },
  );

  app.put(
    '/company/:id/prepaid/stop',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Stops prepaid for the company (staff, after confirmation): its next leads go on its invoice, an open deposit is cancelled and the automatic top-up switched off; what is left on the balance stays there for finance to refund or use',
        params: z.object({ id: z.string() }),
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireStaff(request);
      const { company } = await companyFor(db, viewer, request.params.id);
      if (!company.isPrepaid) throw new ApiError(400, MESSAGE.NOT_PREPAID);
      const open = await openPaymentOf(db, {
        companyId: company.id,
        purpose: 'deposit',
        invoiceId: null,
      });
      if (open) await cancelPayment(db, providerOf(open.provider), open);
      await db.transaction(async (tx) => {
        await updateCompany(tx, company.id, { isPrepaid: false });
        await tx
          .update(prepaidAutoTopUps)
          .set({ enabled: false })
          .where(eq(prepaidAutoTopUps.companyId, company.id));
        await logCompanyEvent(tx, {
          companyId: company.id,
          type: 'updated',
          userId: viewer.userId,
          data: { action: 'prepaid_stopped', balance_cents: company.balance },
          outboxType: 'company.updated',
        });
      });
      return { message: MESSAGE.CHANGES_SAVED };
    },
  );

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        summary:
          'The provider reports a change (Mollie posts id=tr_…): the status is read back from the provider and booked once, however often this is called',
        body: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: z.object({ status: z.string().nullable() }) },
      },
    },
    async (request) => {
      const payment = await applyProviderStatus(db, provider, request.body.id).catch((error) => {
        // An id the provider does not know is not ours to book; anything else is retried.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      });
      return { status: payment?.status ?? null };
    },
  );

  // The offline checkout serves the offline provider and the Tikkie stand-in, so it is
  // there with a Mollie key too (it only knows its own checkouts).

  app.get(
    '/checkout/offline/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'The offline provider’s checkout page (when no Mollie key is set)',
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: fileResponse(['text/html'], 'The checkout page'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const [checkout] = await db
        .select()
        .from(offlineCheckouts)
        .where(eq(offlineCheckouts.id, request.params.id));
      if (!checkout) throw new ApiError(404, MESSAGE.NOT_FOUND);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(offlineCheckoutPage(checkout));
    },
  );

  app.post(
    '/checkout/offline/:id',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Pays or cancels at the offline checkout, tells the portal as a provider’s webhook would, and sends the browser back',
        params: z.object({ id: z.string().max(100) }),
        body: z.object({ action: z.enum(['pay', 'cancel']) }),
        response: {
          303: z.null().describe('Back to the portal, where the Location header says'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const [checkout] = await db
        .update(offlineCheckouts)
        .set({ status: request.body.action === 'pay' ? 'paid' : 'canceled' })
        .where(and(eq(offlineCheckouts.id, request.params.id), eq(offlineCheckouts.status, 'open')))
        .returning();
      if (checkout) {
        const [started] = await db
          .select({ provider: payments.provider })
          .from(payments)
          .where(eq(payments.providerPaymentId, checkout.id));
        await applyProviderStatus(db, providerOf(started?.provider), checkout.id);
      }
      const [known] = await db
        .select({ redirectUrl: offlineCheckouts.redirectUrl })
        .from(offlineCheckouts)
        .where(eq(offlineCheckouts.id, request.params.id));
      if (!known) throw new ApiError(404, MESSAGE.NOT_FOUND);
      return reply.redirect(known.redirectUrl, 303);
    },
  );
};
