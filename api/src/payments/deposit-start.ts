import { z } from 'zod';
import { isPrepaidAmount } from '#domain/prepaid/prepaid-payment';
import { MESSAGE } from '#domain/shared/messages';
import type { Viewer } from '../accounts';
import { prepaidCompanyFor } from '../companies';
import type { Database } from '../db';
import { ApiError } from '../shared/errors';
import type { PaymentProvider } from './payment-provider';
import { openPaymentOf, startPayment } from './payment-service';
import type { PaymentRow } from './payment.table';
import { DEPOSIT_RETURN_PATH } from './return-paths';

/** Where the payer goes to pay a started payment. */
export const checkoutSchema = z
  .object({ payment_id: z.number().int(), url: z.string(), amount_cents: z.number().int() })
  .meta({ id: 'PaymentCheckout' });

/**
 * The answer that sends the browser to the checkout. An open payment without a
 * checkout (a collection on the mandate under way) cannot be continued in a browser.
 */
export function checkoutOf(payment: PaymentRow) {
  if (!payment.checkoutUrl) throw new ApiError(400, MESSAGE.PAYMENT_IN_PROGRESS);
  return { payment_id: payment.id, url: payment.checkoutUrl, amount_cents: payment.amountCents };
}

interface DepositRequest {
  /** In euros: one of the deposit choices. */
  amount: number;
  /** 'first' also asks for a mandate, for automatic top-ups. */
  sequence?: 'first' | 'oneoff';
  /** Added to the payment's description, naming how it is paid. */
  label?: string;
}

/**
 * A deposit onto a company's prepaid balance through `provider`: the company's open
 * deposit (of whichever provider) is answered again, so a second click never pays twice;
 * otherwise a new payment of one of the deposit choices.
 */
export async function startDeposit(
  db: Database,
  provider: PaymentProvider,
  viewer: Viewer,
  rawCompanyId: unknown,
  { amount, sequence = 'oneoff', label }: DepositRequest,
) {
  const { company } = await prepaidCompanyFor(db, viewer, rawCompanyId);
  const open = await openPaymentOf(db, {
    companyId: company.id,
    purpose: 'deposit',
    invoiceId: null,
  });
  if (open) return checkoutOf(open);
  if (!isPrepaidAmount(amount))
    throw new ApiError(400, MESSAGE.VALIDATION_FAILED, { amount: MESSAGE.SELECT_OPTION });
  const payment = await startPayment(db, provider, {
    companyId: company.id,
    purpose: 'deposit',
    invoiceId: null,
    amountCents: amount * 100,
    description: `Tegoed opwaarderen ${company.name}${label ? ` (${label})` : ''}`,
    returnPath: DEPOSIT_RETURN_PATH,
    userId: viewer.userId,
    sequence,
    payer: { name: company.name, email: company.email },
  });
  return checkoutOf(payment);
}
