import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { PAYMENT_METHODS } from '#domain/invoices/payment-methods';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { clientFor, setCompany } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { addLead, catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { checkoutId, payAtCheckout as payAtOfflineCheckout } from './offline-checkout-kit';
import { collectAutoTopUps } from '../../api/src/payments/auto-top-up';
import { paymentProviderFor } from '../../api/src/payments/payment-service';

let api: RunningApi;
let finance: TestClient;
let customer: TestClient;
let outsider: TestClient;
let provider: TestClient;
let solar: ProductRow;
let companyId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  finance = await clientFor(api.url, 'finance@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  outsider = await clientFor(api.url, 'both@demo.nl');
  provider = createClient(api.url);
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'payments',
    'prepaid_auto_top_ups',
    'offline_checkouts',
    'invoice_lines',
    'invoices',
    'invoice_number_series',
    'balance_ledger',
    'leads',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht', { street: 'Oudegracht', houseNumber: '1' });
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

/** The checkout id in a checkout URL. */
/** The customer's click at the offline checkout; its redirect is not followed. */
const payAtCheckout = (id: string, action: 'pay' | 'cancel' = 'pay') =>
  payAtOfflineCheckout(api.url, id, action);
const webhook = (id: string) => provider.post('/payments/webhook', { id }, { form: true });

async function sentInvoice(cents: number) {
  const made = await finance.post(`/invoice/extra/company/${companyId}`, {
    lines: [{ description: 'Leads', quantity: 1, price_cents: cents }],
  });
  const sent = await finance.post(`/invoice/${made.body.id}/send`, { version: made.body.version });
  return sent.body as { id: number; total_cents: number; number: string };
}

async function balanceAndLedger() {
  const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
  const ledger = await api.db
    .select()
    .from(balanceLedger)
    .where(eq(balanceLedger.companyId, companyId));
  return { balance: company!.balance, ledger };
}

describe('paying an invoice online', () => {
  it('sends the customer to the checkout, books the payment once, and returns to the message', async () => {
    const invoice = await sentInvoice(10_000);
    const started = await customer.post(`/invoice/${invoice.id}/payment`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.amount_cents).toBe(12_100);
    const id = checkoutId(started.body.url);
    // A second click answers the same open payment.
    expect((await customer.post(`/invoice/${invoice.id}/payment`)).body.url).toBe(started.body.url);

    const page = await provider.get(`/checkout/offline/${id}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toMatch(/€\s121,00/);
    expect(String(page.body)).toContain(`Factuur ${invoice.number}`);

    const paid = await payAtCheckout(id);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/message/payment-received');
    const after = await finance.get(`/invoice/${invoice.id}`);
    expect(after.body).toMatchObject({
      status: INVOICE_STATUSES.paid,
      payment_method: PAYMENT_METHODS.ideal,
    });
    const version = after.body.version;

    // The provider calls again (twice): nothing is booked a second time.
    expect((await webhook(id)).body.status).toBe('paid');
    expect((await webhook(id)).body.status).toBe('paid');
    expect((await finance.get(`/invoice/${invoice.id}`)).body.version).toBe(version);
    const again = await customer.post(`/invoice/${invoice.id}/payment`);
    expect(again.body.message).toBe('MESSAGE.INVOICE_NOT_PAYABLE');
  });

  it('lets only the company’s users pay, and only a sent, open invoice', async () => {
    const invoice = await sentInvoice(5000);
    expect((await outsider.post(`/invoice/${invoice.id}/payment`)).status).toBe(404);
    const unsent = await finance.post(`/invoice/extra/company/${companyId}`, {
      lines: [{ description: 'Leads', quantity: 1, price_cents: 100 }],
    });
    expect((await customer.post(`/invoice/${unsent.body.id}/payment`)).body.message).toBe(
      'MESSAGE.INVOICE_NOT_PAYABLE',
    );
  });

  it('books nothing for a cancelled checkout, and lets the customer try again', async () => {
    const invoice = await sentInvoice(5000);
    const first = checkoutId((await customer.post(`/invoice/${invoice.id}/payment`)).body.url);
    await payAtCheckout(first, 'cancel');
    expect((await webhook(first)).body.status).toBe('canceled');
    expect((await finance.get(`/invoice/${invoice.id}`)).body.status).toBe(
      INVOICE_STATUSES.not_paid,
    );
    const retry = await customer.post(`/invoice/${invoice.id}/payment`);
    expect(checkoutId(retry.body.url)).not.toBe(first);
    // The cancelled checkout cannot be paid afterwards.
    await payAtCheckout(first, 'pay');
    expect((await finance.get(`/invoice/${invoice.id}`)).body.status).toBe(
      INVOICE_STATUSES.not_paid,
    );
  });

  it('ignores a webhook for a payment nobody knows', async () => {
    const answer = await webhook('off_unknown');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBeNull();
  });
});

describe('prepaid deposits', () => {
  it('tops up the balance once, with a ledger row, however often the provider calls', async () => {
    await setCompany(api.db, companyId, { isPrepaid: true, balance: 1200 });
    const refused = await customer.post(`/company/${companyId}/prepaid`, { amount: 750 });
    expect(refused.body.fields).toEqual({ amount: 'MESSAGE.SELECT_OPTION' });
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 500 });
    expect(started.body.amount_cents).toBe(50_000);
    // The open deposit is answered again, with its own amount.
    const again = await customer.post(`/company/${companyId}/prepaid`, { amount: 1000 });
    expect(again.body).toEqual(started.body);
    expect((await customer.get(`/company/${companyId}/deposit`)).body).toMatchObject({
      amount_cents: 50_000,
      provider: 'offline',
    });
    const id = checkoutId(started.body.url);
    await webhook(id); // still open at the provider: nothing happens
    expect((await balanceAndLedger()).balance).toBe(1200);

    await payAtCheckout(id);
    await Promise.all([webhook(id), webhook(id), webhook(id)]);
    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBe(51_200);
    expect(ledger.map((row) => [row.amountCents, row.reason])).toEqual([[50_000, 'deposit']]);
    expect((await customer.get(`/company/${companyId}/deposit`)).body).toBeNull();
  });

  it('cancels an open deposit, after which a new amount may be chosen', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 250 });
    expect((await customer.delete(`/company/${companyId}/prepaid`)).body.message).toBe(
      'MESSAGE.REQUEST_CANCELLED',
    );
    expect((await customer.delete(`/company/${companyId}/prepaid`)).body.message).toBe(
      'MESSAGE.NO_OPEN_PAYMENT',
    );
    await payAtCheckout(checkoutId(started.body.url));
    expect((await balanceAndLedger()).ledger).toEqual([]);
    const next = await customer.post(`/company/${companyId}/prepaid`, { amount: 2500 });
    expect(next.body.amount_cents).toBe(250_000);
    expect((await outsider.post(`/company/${companyId}/prepaid`, { amount: 500 })).status).toBe(
      404,
    );
  });

  it('never takes the balance below zero nor loses a cent when buys and a deposit meet', async () => {
    const price = plazaPriceCents(solar.priceCents, 0);
    await setCompany(api.db, companyId, { isPrepaid: true, balance: price * 3 });
    await api.db.insert(balanceLedger).values({
      companyId,
      amountCents: price * 3,
      balanceAfterCents: price * 3,
      reason: 'opening_balance',
    });
    const leadIds: number[] = [];
    for (let i = 0; i < 20; i += 1) leadIds.push(await addLead(api.db, { product: solar }));
    const deposit = checkoutId(
      (await customer.post(`/company/${companyId}/prepaid`, { amount: 250 })).body.url,
    );
    const buys = leadIds.map((lead) =>
      customer.post(`/leadplaza/${companyId}/assign`, { lead_id: lead }),
    );
    const answers = await Promise.all([
      ...buys,
      payAtCheckout(deposit),
      webhook(deposit),
      webhook(deposit),
    ]);
    const bought = answers
      .slice(0, 20)
      .filter((answer) => (answer as { status: number }).status === 201).length;
    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(price * 3 + 25_000 - bought * price);
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(balance);
    expect(ledger.filter((row) => row.reason === 'deposit')).toHaveLength(1);
    expect(Math.min(...ledger.map((row) => row.balanceAfterCents))).toBeGreaterThanOrEqual(0);
  });
});

describe('stopping prepaid', () => {
  it('lets staff stop it: an open deposit is cancelled, the top-up switched off, the balance kept', async () => {
    await setCompany(api.db, companyId, { isPrepaid: true, balance: 7500 });
    await customer.post(`/company/${companyId}/prepaid`, { amount: 500 });
    expect((await customer.put(`/company/${companyId}/prepaid/stop`)).status).toBe(403);
    const stopped = await finance.put(`/company/${companyId}/prepaid/stop`);
    expect(stopped.body.message).toBe('MESSAGE.CHANGES_SAVED');
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ isPrepaid: false, balance: 7500 });
    expect((await customer.get(`/company/${companyId}/deposit`)).body).toBeNull();
    expect((await finance.put(`/company/${companyId}/prepaid/stop`)).body.message).toBe(
      'MESSAGE.NOT_PREPAID',
    );
  });
});

describe('automatic top-up', () => {
  const settings = (body: Record<string, unknown>) =>
    customer.put(`/company/${companyId}/prepaid/auto_top_up`, body);

  it('needs the mandate of a first payment, then tops up once when the balance runs low', async () => {
    await setCompany(api.db, companyId, { isPrepaid: true, balance: 10_000 });
    const early = await settings({
      enabled: true,
      threshold_cents: 5000,
      amount_euros: 250,
      version: 0,
    });
    expect(early.body.message).toBe('MESSAGE.MANDATE_REQUIRED');

    // A first deposit with a mandate.
    const first = await customer.post(`/company/${companyId}/prepaid`, {
      amount: 250,
      mandate: true,
    });
    await payAtCheckout(checkoutId(first.body.url));
    const read = await customer.get(`/company/${companyId}/prepaid/auto_top_up`);
    expect(read.body).toMatchObject({ has_mandate: true, enabled: false });
    const saved = await settings({
      enabled: true,
      threshold_cents: 5000,
      amount_euros: 500,
      version: read.body.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stale = await settings({
      enabled: false,
      threshold_cents: 1,
      amount_euros: 500,
      version: read.body.version,
    });
    expect(stale.status).toBe(409);

    const provider = paymentProviderFor(api.db, api.config);
    expect(await collectAutoTopUps(api.db, provider)).toBe(0); // 35,000 is above the threshold
    await setCompany(api.db, companyId, { balance: 4999 });
    await api.db.insert(balanceLedger).values({
      companyId,
      amountCents: 4999 - 35_000,
      balanceAfterCents: 4999,
      reason: 'lead_assigned',
    });
    const rounds = await Promise.all([
      collectAutoTopUps(api.db, provider),
      collectAutoTopUps(api.db, provider),
    ]);
    expect(rounds[0]! + rounds[1]!).toBe(1);
    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBe(4999 + 50_000);
    expect(ledger.filter((row) => row.reason === 'deposit').map((row) => row.amountCents)).toEqual([
      25_000, 50_000,
    ]);
    expect(await collectAutoTopUps(api.db, provider)).toBe(0);
  });

  it('refuses an amount that is not one of the choices', async () => {
    const answer = await settings({
      enabled: false,
      threshold_cents: 100,
      amount_euros: 42,
      version: 0,
    });
    expect(answer.body.fields).toEqual({ amount_euros: 'MESSAGE.SELECT_OPTION' });
    expect((await outsider.get(`/company/${companyId}/prepaid/auto_top_up`)).status).toBe(404);
  });
});
