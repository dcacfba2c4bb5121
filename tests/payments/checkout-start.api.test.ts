import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../../api/src/payments/payment.table';
import { clientFor, setCompany } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

/**
 * Starting a payment several times at once (double clicks, two tabs): every answer
 * carries the one checkout URL, never an empty one. Runs on PGlite and, in the
 * PostgreSQL pass, on PostgreSQL, where the requests really overlap.
 */

let api: RunningApi;
let finance: TestClient;
let customer: TestClient;
let companyId: number;

const CHECKOUT = /^\/checkout\/offline\/off_[\w-]+$/;
const AT_ONCE = 12;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  finance = await clientFor(api.url, 'finance@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'payments',
    'offline_checkouts',
    'invoice_lines',
    'invoices',
    'invoice_number_series',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht', { street: 'Oudegracht', houseNumber: '1' });
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

async function openPayments() {
  return api.db.select().from(payments).where(eq(payments.companyId, companyId));
}

describe('starting a payment several times at once', () => {
  it('answers every deposit request with the one checkout URL', async () => {
    await setCompany(api.db, companyId, { isPrepaid: true, balance: 0 });
    for (let round = 0; round < 3; round += 1) {
      await api.db.execute(sql`DELETE FROM payments`);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () =>
          customer.post(`/company/${companyId}/prepaid`, { amount: 500 }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
      const urls = new Set(answers.map((a) => a.body.url));
      expect([...urls]).toHaveLength(1);
      expect([...urls][0]).toMatch(CHECKOUT);
      const open = (await openPayments()).filter((p) => p.status === 'open');
      expect(open).toHaveLength(1);
      expect(open[0]!.checkoutUrl).toBe([...urls][0]);
    }
  });

  it('answers every request to pay an invoice online with the one checkout URL', async () => {
    for (let round = 0; round < 3; round += 1) {
      const made = await finance.post(`/invoice/extra/company/${companyId}`, {
        lines: [{ description: 'Leads', quantity: 1, price_cents: 10_000 }],
      });
      const sent = await finance.post(`/invoice/${made.body.id}/send`, {
        version: made.body.version,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: AT_ONCE }, () => customer.post(`/invoice/${made.body.id}/payment`)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(AT_ONCE).fill(200));
      const urls = new Set(answers.map((a) => a.body.url));
      expect([...urls]).toHaveLength(1);
      expect([...urls][0]).toMatch(CHECKOUT);
      const open = (await openPayments()).filter(
        (p) => p.status === 'open' && p.invoiceId === made.body.id,
      );
      expect(open).toHaveLength(1);
    }
  });
});
