import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let willems: TestClient;
let hendriks: TestClient;
let finance: TestClient;
let willemsId: number;

beforeAll(async () => {
  api = await startApi({ seed: true });
  willems = await clientFor(api.url, 'both@demo.nl');
  hendriks = await clientFor(api.url, 'customer@demo.nl');
  finance = await clientFor(api.url, 'finance@demo.nl');
  const [row] = await api.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Willems Dakwerken'));
  willemsId = row!.id;
});
afterAll(async () => api?.close());

describe('the prepaid balance and its ledger', () => {
  it('shows the balance with the alert threshold and the deposit choices', async () => {
    const account = await willems.get(`/company/${willemsId}/prepaid`);
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      is_prepaid: true,
      low_balance_threshold_cents: 2500,
      amounts_euros: [250, 500, 1000, 2500],
      default_amount_euros: 500,
    });
    expect(account.body.low_balance).toBe(account.body.balance_cents < 2500);
  });

  it('lists every change newest first, and the demo ledger adds up to the balance', async () => {
    const { balance_cents: balance } = (await willems.get(`/company/${willemsId}/prepaid`)).body;
    const page = await willems.get(`/company/${willemsId}/prepaid/ledger?itemsPerPage=200`);
    expect(page.status).toBe(200);
    const items = page.body.items as {
      amount_cents: number;
      balance_after_cents: number;
      reason: string;
      created_at: string;
    }[];
    expect(page.body.total).toBe(items.length);
    expect(items.reduce((sum, item) => sum + item.amount_cents, 0)).toBe(balance);
    expect(items[0]!.balance_after_cents).toBe(balance);
    expect(items.at(-1)!.reason).toBe('opening_balance');
    expect(items.some((item) => item.reason === 'lead_assigned')).toBe(true);
    const times = items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // Every row's balance follows from the one before it.
    for (let i = 0; i < items.length - 1; i += 1)
      expect(items[i]!.balance_after_cents - items[i]!.amount_cents).toBe(
        items[i + 1]!.balance_after_cents,
      );
    const rows = await api.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, willemsId));
    expect(rows).toHaveLength(items.length);
  });

  it('is read by the company and staff only', async () => {
    expect((await finance.get(`/company/${willemsId}/prepaid/ledger`)).status).toBe(200);
    expect((await hendriks.get(`/company/${willemsId}/prepaid`)).status).toBe(404);
    expect((await hendriks.get(`/company/${willemsId}/prepaid/ledger`)).status).toBe(404);
  });
});
