import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { payments } from '../../api/src/payments/payment.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  checkoutId,
  payAtCheckout as payAtOfflineCheckout,
} from '../payments/offline-checkout-kit';

let api: RunningApi;
let finance: TestClient;
let customer: TestClient;
let outsider: TestClient;
let companyId: number;
let otherId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  finance = await clientFor(api.url, 'finance@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  outsider = await clientFor(api.url, 'both@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'balance_ledger',
    'payments',
    'offline_checkouts',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 0 });
  otherId = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 0 });
  await linkUser(api.db, companyId, 'customer@demo.nl');
  await linkUser(api.db, otherId, 'both@demo.nl');
});

const payAtCheckout = (id: string) => payAtOfflineCheckout(api.url, id);

async function paidDeposit(client: TestClient, id: number, amount: number, route = 'prepaid') {
  const started = await client.post(`/company/${id}/${route}`, { amount });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const paid = await payAtCheckout(checkoutId(started.body.url));
  return { started: started.body, location: paid.headers.get('location') };
}

describe('after an online top-up', () => {
  it('the customer returns to a page that leads to the balance, not to the invoices', async () => {
    const { location } = await paidDeposit(customer, companyId, 250);
    expect(location).toBe('/message/deposit-received');
  });
});

describe('receipts of deposits', () => {
  it('a paid deposit gets a receipt the company lists and downloads as a PDF', async () => {
    const { started } = await paidDeposit(customer, companyId, 500);
    await paidDeposit(outsider, otherId, 250);
    const list = await customer.get(`/company/${companyId}/prepaid/receipt`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      payment_id: started.payment_id,
      amount_cents: 50_000,
      number: expect.stringMatching(/^T\d{4}-\d{6}$/),
      paid_at: expect.any(String),
    });
    const pdf = await customer.get(
      `/company/${companyId}/prepaid/receipt/${started.payment_id}/pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `kwitantie-${list.body.items[0].number}.pdf`,
    );
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);
    // The deposit's ledger row names its receipt.
    const ledger = await customer.get(`/company/${companyId}/prepaid/ledger`);
    expect(ledger.body.items[0]).toMatchObject({
      reason: 'deposit',
      receipt_payment_id: started.payment_id,
    });
    // Staff may read it too.
    expect(
      (await finance.get(`/company/${companyId}/prepaid/receipt/${started.payment_id}/pdf`)).status,
    ).toBe(200);
  });

  it('belongs to its company only', async () => {
    const { started } = await paidDeposit(customer, companyId, 500);
    expect((await outsider.get(`/company/${companyId}/prepaid/receipt`)).status).toBe(404);
    expect(
      (await outsider.get(`/company/${companyId}/prepaid/receipt/${started.payment_id}/pdf`))
        .status,
    ).toBe(404);
    // Asked for under another company (the outsider's own), it does not exist either.
    expect(
      (await outsider.get(`/company/${otherId}/prepaid/receipt/${started.payment_id}/pdf`)).status,
    ).toBe(404);
    expect((await outsider.get(`/company/${otherId}/prepaid/receipt`)).body.items).toEqual([]);
  });

  it('exists only once the deposit is paid', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 250 });
    expect((await customer.get(`/company/${companyId}/prepaid/receipt`)).body.total).toBe(0);
    expect(
      (await customer.get(`/company/${companyId}/prepaid/receipt/${started.body.payment_id}/pdf`))
        .status,
    ).toBe(404);
  });
});

describe('a deposit by Tikkie', () => {
  it('creates a Tikkie payment with a checkout URL and books it on the balance once paid', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid/tikkie`, { amount: 1000 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ amount_cents: 100_000, url: expect.any(String) });
    const [payment] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.body.payment_id));
    expect(payment).toMatchObject({ provider: 'tikkie', purpose: 'deposit', status: 'open' });
    const open = await customer.get(`/company/${companyId}/deposit`);
    expect(open.body).toMatchObject({ provider: 'tikkie', amount_cents: 100_000 });
    // A second request answers the open one (its amount, its provider).
    const again = await customer.post(`/company/${companyId}/prepaid/tikkie`, { amount: 250 });
    expect(again.body).toMatchObject({
      payment_id: started.body.payment_id,
      amount_cents: 100_000,
    });

    const paid = await payAtCheckout(checkoutId(started.body.url));
    expect(paid.headers.get('location')).toBe('/message/deposit-received');
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.balance).toBe(100_000);
    const ledger = await api.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, companyId));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      reason: 'deposit',
      amountCents: 100_000,
      paymentId: payment!.id,
    });
    // Paying again at the checkout books nothing more.
    await payAtCheckout(checkoutId(started.body.url));
    const [after] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(after!.balance).toBe(100_000);
    const receipts = await customer.get(`/company/${companyId}/prepaid/receipt`);
    expect(receipts.body.items[0]).toMatchObject({ payment_id: payment!.id, provider: 'tikkie' });
  });

  it('an open Tikkie deposit is cancelled like any other, after which a new one can start', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid/tikkie`, { amount: 250 });
    const cancelled = await customer.delete(`/company/${companyId}/prepaid`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [payment] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.id, started.body.payment_id));
    expect(payment!.status).toBe('canceled');
    expect((await customer.get(`/company/${companyId}/deposit`)).body).toBeNull();
    const next = await customer.post(`/company/${companyId}/prepaid`, { amount: 500 });
    expect(next.body.amount_cents).toBe(50_000);
  });

  it('takes only the deposit choices and only the company’s own users and staff', async () => {
    const wrong = await customer.post(`/company/${companyId}/prepaid/tikkie`, { amount: 300 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ amount: 'MESSAGE.SELECT_OPTION' });
    expect(
      (await outsider.post(`/company/${companyId}/prepaid/tikkie`, { amount: 250 })).status,
    ).toBe(404);
    expect(
      (await finance.post(`/company/${companyId}/prepaid/tikkie`, { amount: 250 })).status,
    ).toBe(200);
  });
});
