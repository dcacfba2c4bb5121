import { z } from 'zod';
import { isPrepaidAmount } from '#domain/prepaid/prepaid-payment';
import { MESSAGE } from '#domain/shared/messages';
import { prepaidCompanyFor } from '../companies/company-access';
import type { AreaPlugin } from '../shared/area-plugin';
import { ApiError } from '../shared/errors';
import { errorResponses } from '../shared/responses';
import { requireViewer } from '../shared/session-guard';
import { openPaymentOf, startPayment } from './payment-service';
import type { PaymentRow } from './payment.table';
import { DEPOSIT_RETURN_PATH } from './return-paths';
import { tikkieProvider } from './tikkie-provider';

const tikkieCheckoutSchema = z
  .object({ payment_id: z.number().int(), url: z.string(), amount_cents: z.number().int() })
  .meta({ id: 'TikkieCheckout' });

const checkoutOf = (payment: PaymentRow) => ({
  payment_id: payment.id,
  url: payment.checkoutUrl ?? '',
  amount_cents: payment.amountCents,
});

/**
 * A deposit paid by Tikkie (the spec's `company/{id}/prepaid/tikkie`): the same rules
 * as any deposit (the four amounts; an open deposit, of whichever provider, is
 * answered again with its own amount), through the Tikkie provider.
 */
export const tikkieRoutes: AreaPlugin = async (app, { db }) => {
  const tikkie = tikkieProvider(db);

  app.post(
    '/company/:id/prepaid/tikkie',
    {
      schema: {
        tags: ['payments'],
        summary:
          'A deposit by Tikkie: 250, 500, 1000 or 2500 euro; answers the Tikkie checkout. With an open deposit, that one is answered (its amount, its provider)',
        params: z.object({ id: z.string() }),
        body: z.object({ amount: z.number().int().describe('in euros') }),
        response: { 200: tikkieCheckoutSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { company } = await prepaidCompanyFor(db, viewer, request.params.id);
      const open = await openPaymentOf(db, {
        companyId: company.id,
        purpose: 'deposit',
        invoiceId: null,
      });
      if (open) return checkoutOf(open);
      if (!isPrepaidAmount(request.body.amount))
        throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { amount: MESSAGE.SELECT_OPTION });
      const payment = await startPayment(db, tikkie, {
        companyId: company.id,
        purpose: 'deposit',
        invoiceId: null,
        amountCents: request.body.amount * 100,
        description: `Tegoed opwaarderen ${company.name} (Tikkie)`,
        returnPath: DEPOSIT_RETURN_PATH,
        userId: viewer.userId,
        payer: { name: company.name, email: company.email },
      });
      return checkoutOf(payment);
    },
  );
};
