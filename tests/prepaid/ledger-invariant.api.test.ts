import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../api/src/products/product.table';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { balanceOf, fileClaim } from '../claims/claim-test-kit';
import { clientFor } from '../companies/company-test-kit';
import {
  addCompany,
  addPartner,
  leadPayload,
  seedCatalogueOnly,
  takeProduct,
} from '../leads/lead-test-kit';
import { checkoutId, payAtCheckout } from '../payments/offline-checkout-kit';
import { addLead, catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

/**
 * The prepaid ledger (api/src/prepaid/ledger.ts) is the one writer of a balance: through
 * every flow that moves money, driven over HTTP, the balance stays the balance after the
 * company's last ledger row and the sum of all its rows (it starts at zero, without rows).
 */

interface Entry {
  id: number;
  amount_cents: number;
  balance_after_cents: number;
  reason: string;
  assigned_lead_id: number | null;
  receipt_payment_id: number | null;
  note: string | null;
}

let api: RunningApi;
let customer: TestClient;
let claimsStaff: TestClient;
let finance: TestClient;
let manager: TestClient;
let partnerApi: TestClient;
let guid: string;
let solar: ProductRow;
let roof: ProductRow;
let companyId: number;
/** The balance every step should leave, step by step. */
let expected = 0;
let matchedAssignedLeadId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  const products = await catalogue(api.db);
  solar = products.find((p) => p.discr === 'zonnepanelen')!;
  roof = products.find((p) => p.discr === 'dakisolatie')!;
  companyId = await addCompany(api.db, 'utrecht', { isPrepaid: true });
  await linkUser(api.db, companyId, 'customer@demo.nl');
  guid = await addPartner(api.db);
  partnerApi = createClient(api.url);
  [customer, claimsStaff, finance, manager] = (await Promise.all(
    ['customer@demo.nl', 'claims@demo.nl', 'finance@demo.nl', 'manager@demo.nl'].map((email) =>
      clientFor(api.url, email),
    ),
  )) as [TestClient, TestClient, TestClient, TestClient];
});
afterAll(async () => api?.close());

/**
 * The balance (as the customer reads it and as stored) is `expected`, equals the balance
 * after the last ledger row and the running sum of the rows, and every row follows from
 * the one before it. Answers the last row.
 */
async function expectLedgerAddsUp(): Promise<Entry> {
  const account = await customer.get(`/company/${companyId}/prepaid`);
  expect(account.status).toBe(200);
  expect(account.body.balance_cents).toBe(expected);
  expect(await balanceOf(api.db, companyId)).toBe(expected);
  const page = await customer.get(`/company/${companyId}/prepaid/ledger?itemsPerPage=200`);
  expect(page.status).toBe(200);
  const entries = [...(page.body.items as Entry[])].sort((a, b) => a.id - b.id);
  expect(entries.length).toBe(page.body.total);
  let running = 0;
  for (const entry of entries) {
    running += entry.amount_cents;
    expect(entry.balance_after_cents, `ledger row ${entry.id}`).toBe(running);
  }
  expect(running).toBe(expected);
  expect(entries.at(-1)!.balance_after_cents).toBe(expected);
  return entries.at(-1)!;
}

describe('the prepaid balance through every flow that moves it', () => {
  it('starts at zero without ledger rows', async () => {
    const page = await customer.get(`/company/${companyId}/prepaid/ledger`);
    expect(page.body).toEqual({ items: [], total: 0 });
    expect(await balanceOf(api.db, companyId)).toBe(0);
  });

  it('books a top-up paid through the offline payment provider', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 250 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await payAtCheckout(api.url, checkoutId(started.body.url))).status).toBe(303);
    expected += 25_000;
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({ reason: 'deposit', amount_cents: 25_000 });
    expect(last.receipt_payment_id).not.toBeNull();
  });

  it('pays a plaza lead from the balance', async () => {
    const lead = await addLead(api.db, { product: solar });
    const price = plazaPriceCents(solar.priceCents, 0);
    const bought = await customer.post(`/leadplaza/${companyId}/assign`, { lead_id: lead });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expected -= price;
    expect(bought.body).toMatchObject({ payment: 'prepaid', balance_cents: expected });
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({
      reason: 'lead_assigned',
      amount_cents: -price,
      assigned_lead_id: bought.body.assigned_lead_id,
    });
  });

  it('pays a lead it gets by matching, with the assigned lead on its ledger row', async () => {
    await takeProduct(api.db, companyId, 'dakisolatie');
    const sent = await partnerApi.post(`/partner/${guid}/lead`, leadPayload('dakisolatie'));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expected -= roof.priceCents;
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({ reason: 'lead_assigned', amount_cents: -roof.priceCents });
    expect(last.assigned_lead_id).not.toBeNull();
    matchedAssignedLeadId = last.assigned_lead_id!;
    const assigned = await customer.get(`/assigned_lead/${matchedAssignedLeadId}`);
    expect(assigned.status).toBe(200);
    expect(assigned.body.lead.id).toBe(sent.body.lead_id);
  });

  it('pays a lead staff assign by hand', async () => {
    const lead = await addLead(api.db, { product: solar });
    const assigned = await manager.post(`/match/lead/${lead}`, { company_id: companyId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expected -= solar.priceCents;
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({ reason: 'lead_assigned', amount_cents: -solar.priceCents });
    const mine = await customer.get(`/assigned_lead/${last.assigned_lead_id}`);
    expect(mine.body.lead.id).toBe(lead);
  });

  it('puts the price of a lead back when its claim is accepted', async () => {
    const filed = await fileClaim(customer, matchedAssignedLeadId);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.status).toBe(0);
    const accepted = await claimsStaff.post(`/claim/${filed.body.id}/status`, { status: 2 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 2, credited: true });
    expected += roof.priceCents;
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({
      reason: 'claim_credited',
      amount_cents: roof.priceCents,
      assigned_lead_id: matchedAssignedLeadId,
    });
  });

  it('books a second top-up', async () => {
    const started = await customer.post(`/company/${companyId}/prepaid`, { amount: 500 });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await payAtCheckout(api.url, checkoutId(started.body.url))).status).toBe(303);
    expected += 50_000;
    const last = await expectLedgerAddsUp();
    expect(last).toMatchObject({ reason: 'deposit', amount_cents: 50_000 });
  });

  it('books finance’s refund and correction, and writes nothing for one that does not fit', async () => {
    const tooMuch = await finance.post(`/company/${companyId}/prepaid/adjustment`, {
      kind: 'refund',
      amount_cents: expected + 1,
      reason: 'Alles terug',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.fields).toEqual({ amount_cents: 'MESSAGE.BALANCE_CANNOT_GO_NEGATIVE' });
    const before = await expectLedgerAddsUp();

    const refund = await finance.post(`/company/${companyId}/prepaid/adjustment`, {
      kind: 'refund',
      amount_cents: 10_000,
      reason: 'Deel terugbetaald',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expected -= 10_000;
    expect(refund.body.balance_cents).toBe(expected);
    const refunded = await expectLedgerAddsUp();
    expect(refunded.id).toBeGreaterThan(before.id);
    expect(refunded).toMatchObject({
      id: refund.body.entry_id,
      reason: 'refund',
      amount_cents: -10_000,
      note: 'Deel terugbetaald',
    });

    const correction = await finance.post(`/company/${companyId}/prepaid/adjustment`, {
      kind: 'adjustment',
      amount_cents: 1_234,
      reason: 'Lead dubbel afgeschreven',
    });
    expect(correction.status, JSON.stringify(correction.body)).toBe(200);
    expected += 1_234;
    expect(await expectLedgerAddsUp()).toMatchObject({
      id: correction.body.entry_id,
      reason: 'adjustment',
      amount_cents: 1_234,
    });
  });
});
