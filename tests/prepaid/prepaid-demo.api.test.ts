import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { clientFor } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let willems: TestClient;
let willemsId: number;

beforeAll(async () => {
  api = await startApi({ seed: true });
  willems = await clientFor(api.url, 'both@demo.nl');
  const [row] = await api.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Willems Dakwerken'));
  willemsId = row!.id;
});
afterAll(async () => api?.close());

describe('the demo Tegoed', () => {
  it('has receipts of paid deposits, a refund and a correction by finance, and still adds up', async () => {
    const receipts = await willems.get(`/company/${willemsId}/prepaid/receipt`);
    expect(receipts.body.total).toBe(2);
    const ledger = await willems.get(`/company/${willemsId}/prepaid/ledger?itemsPerPage=200`);
    const items = ledger.body.items as {
      reason: string;
      amount_cents: number;
      balance_after_cents: number;
      note: string | null;
      receipt_payment_id: number | null;
    }[];
    const deposits = items.filter((item) => item.reason === 'deposit');
    expect(deposits.map((item) => item.receipt_payment_id).sort()).toEqual(
      receipts.body.items.map((receipt: { payment_id: number }) => receipt.payment_id).sort(),
    );
    expect(items.find((item) => item.reason === 'adjustment')?.note).toBeTruthy();
    expect(items.find((item) => item.reason === 'refund')?.note).toBeTruthy();
    expect(items.every((item) => item.balance_after_cents >= 0)).toBe(true);
    const { balance_cents: balance } = (await willems.get(`/company/${willemsId}/prepaid`)).body;
    expect(items[0]!.balance_after_cents).toBe(balance);
    expect(items.reduce((sum, item) => sum + item.amount_cents, 0)).toBe(balance);
  });
});
