import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { offlineCheckouts } from '../../api/src/payments/offline-checkout.table';
import { payments } from '../../api/src/payments/payment.table';
import { clientFor, setCompany } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { checkoutId, payAtCheckout as payAtOfflineCheckout } from './offline-checkout-kit';

/**
 * Cancelling a deposit that was paid a moment earlier: a paid payment stays paid
 * (at the provider too), is booked once, and the answer says so.
 */

let api: RunningApi;
let customer: TestClient;
let companyId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'payments',
    'offline_checkouts',
    'balance_ledger',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht', { isPrepaid: true });
  await setCompany(api.db, companyId, { balance: 1000 });
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

const payAtCheckout = (id: string) => payAtOfflineCheckout(api.url, id);
const cancelDeposit = () => customer.delete(`/company/${companyId}/prepaid`);

async function state(checkout: string) {
  const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
  const deposits = await api.db
    .select()
    .from(balanceLedger)
    .where(and(eq(balanceLedger.companyId, companyId), eq(balanceLedger.reason, 'deposit')));
  const [payment] = await api.db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, checkout));
  const [atProvider] = await api.db
    .select()
    .from(offlineCheckouts)
    .where(eq(offlineCheckouts.id, checkout));
  return {
    balance: company!.balance,
    deposits: deposits.length,
    payment: payment!.status,
    provider: atProvider!.status,
  };
}

describe('cancelling a deposit', () => {
  it('keeps a deposit paid at the checkout just before, books it once and says it was paid', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 250 });
    const checkout = checkoutId(started.body.url);
    // The customer paid at the provider; its report to the portal has not arrived yet.
    await api.db
      .update(offlineCheckouts)
      .set({ status: 'paid' })
      .where(eq(offlineCheckouts.id, checkout));
    const answer = await cancelDeposit();
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('MESSAGE.DEPOSIT_ALREADY_PAID');
    expect(await state(checkout)).toEqual({
      balance: 1000 + 25_000,
      deposits: 1,
      payment: 'paid',
      provider: 'paid',
    });
    // The provider's own report, arriving late, books nothing more.
    await customer.post('/payments/webhook', { id: checkout }, { form: true });
    expect((await state(checkout)).deposits).toBe(1);
    expect((await cancelDeposit()).body.message).toBe('MESSAGE.NO_OPEN_PAYMENT');
  });

  it('either cancels or keeps the payment, never both, when paying and cancelling meet', async () => {
    let balance = 1000;
    for (let round = 0; round < 8; round += 1) {
      const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 250 });
      const checkout = checkoutId(started.body.url);
      const [, cancelled] = await Promise.all([payAtCheckout(checkout), cancelDeposit()]);
      const after = await state(checkout);
      if (cancelled.body.message === 'MESSAGE.REQUEST_CANCELLED') {
        expect(after).toMatchObject({ payment: 'canceled', provider: 'canceled', balance });
      } else {
        expect(['MESSAGE.DEPOSIT_ALREADY_PAID', 'MESSAGE.NO_OPEN_PAYMENT']).toContain(
          cancelled.body.message,
        );
        balance += 25_000;
        expect(after).toMatchObject({ payment: 'paid', provider: 'paid', balance });
      }
      expect(after.deposits).toBe((balance - 1000) / 25_000);
    }
  });
});
