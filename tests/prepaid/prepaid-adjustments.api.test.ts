import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let finance: TestClient;
let manager: TestClient;
let claims: TestClient;
let customer: TestClient;
let companyId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  finance = await clientFor(api.url, 'finance@demo.nl');
  manager = await clientFor(api.url, 'manager@demo.nl');
  claims = await clientFor(api.url, 'claims@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of ['balance_ledger', 'company_users', 'companies'])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 10_000 });
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

const adjust = (client: TestClient, body: Record<string, unknown>, id = companyId) =>
  client.post(`/company/${id}/prepaid/adjustment`, body);

async function balanceAndLedger() {
  const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
  const ledger = await api.db
    .select()
    .from(balanceLedger)
    .where(eq(balanceLedger.companyId, companyId))
    .orderBy(balanceLedger.id);
  return { balance: company!.balance, ledger };
}

describe('finance corrects or refunds a prepaid balance', () => {
  it('books a correction either way with a ledger row that says who and why', async () => {
    const up = await adjust(finance, {
      kind: 'adjustment',
      amount_cents: 2_500,
      reason: 'Lead dubbel afgeschreven',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.balance_cents).toBe(12_500);
    const down = await adjust(manager, {
      kind: 'adjustment',
      amount_cents: -500,
      reason: 'Te veel teruggestort',
    });
    expect(down.status).toBe(200);
    expect(down.body.balance_cents).toBe(12_000);

    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBe(12_000);
    expect(
      ledger.map((row) => [row.reason, row.amountCents, row.balanceAfterCents, row.note]),
    ).toEqual([
      ['adjustment', 2_500, 12_500, 'Lead dubbel afgeschreven'],
      ['adjustment', -500, 12_000, 'Te veel teruggestort'],
    ]);
    expect(ledger.every((row) => row.createdBy !== null)).toBe(true);

    // Staff read who did it; the customer reads why, but not the name of who.
    const staffView = await finance.get(`/company/${companyId}/prepaid/ledger`);
    expect(staffView.body.items[0]).toMatchObject({
      reason: 'adjustment',
      note: 'Te veel teruggestort',
      created_by_name: expect.any(String),
      balance_after_cents: 12_000,
    });
    const customerView = await customer.get(`/company/${companyId}/prepaid/ledger`);
    expect(customerView.body.items[0].note).toBe('Te veel teruggestort');
    expect(customerView.body.items[0].created_by_name).toBeNull();
  });

  it('refunds money to the customer: taken off the balance, up to what is there', async () => {
    const refund = await adjust(finance, {
      kind: 'refund',
      amount_cents: 10_000,
      reason: 'Klant stopt, restant terugbetaald',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.balance_cents).toBe(0);
    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBe(0);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      reason: 'refund',
      amountCents: -10_000,
      balanceAfterCents: 0,
    });
  });

  it('never takes the balance below zero, and writes nothing then', async () => {
    const refund = await adjust(finance, { kind: 'refund', amount_cents: 10_001, reason: 'Terug' });
    expect(refund.status).toBe(400);
    expect(refund.body.message).toBe('MESSAGE.BALANCE_CANNOT_GO_NEGATIVE');
    expect(refund.body.fields).toEqual({ amount_cents: 'MESSAGE.BALANCE_CANNOT_GO_NEGATIVE' });
    const down = await adjust(finance, {
      kind: 'adjustment',
      amount_cents: -20_000,
      reason: 'Fout',
    });
    expect(down.body.message).toBe('MESSAGE.BALANCE_CANNOT_GO_NEGATIVE');
    expect(await balanceAndLedger()).toEqual({ balance: 10_000, ledger: [] });
  });

  it('lets only one of two refunds at once through when both do not fit', async () => {
    const body = { kind: 'refund', amount_cents: 6_000, reason: 'Terugbetaling' };
    const answers = await Promise.all([adjust(finance, body), adjust(manager, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const { balance, ledger } = await balanceAndLedger();
    expect(balance).toBe(4_000);
    expect(ledger.map((row) => row.balanceAfterCents)).toEqual([4_000]);
  });

  it('needs a reason and an amount that means something', async () => {
    const noReason = await adjust(finance, { kind: 'adjustment', amount_cents: 100, reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toMatchObject({ reason: 'MESSAGE.GIVE_REASON' });
    const missing = await adjust(finance, { kind: 'adjustment', amount_cents: 100 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ reason: 'MESSAGE.GIVE_REASON' });
    const zero = await adjust(finance, { kind: 'adjustment', amount_cents: 0, reason: 'Niets' });
    expect(zero.body.fields).toMatchObject({ amount_cents: 'MESSAGE.ENTER_VALID_AMOUNT' });
    const negativeRefund = await adjust(finance, {
      kind: 'refund',
      amount_cents: -100,
      reason: 'x',
    });
    expect(negativeRefund.body.fields).toMatchObject({
      amount_cents: 'MESSAGE.ENTER_VALID_AMOUNT',
    });
    expect(await balanceAndLedger()).toEqual({ balance: 10_000, ledger: [] });
  });

  it('is for finance, managers and admins only; the customer and other staff may not', async () => {
    const body = { kind: 'adjustment', amount_cents: 1_000, reason: 'Cadeautje' };
    expect((await adjust(claims, body)).status).toBe(403);
    expect((await adjust(customer, body)).status).toBe(403);
    expect((await adjust(finance, body, companyId + 1000)).status).toBe(404);
    expect((await balanceAndLedger()).balance).toBe(10_000);
  });

  it('still refunds what is left after prepaid was stopped', async () => {
    await api.db.update(companies).set({ isPrepaid: false }).where(eq(companies.id, companyId));
    const refund = await adjust(finance, {
      kind: 'refund',
      amount_cents: 4_000,
      reason: 'Restant',
    });
    expect(refund.status).toBe(200);
    expect(refund.body.balance_cents).toBe(6_000);
  });
});
