import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comparisonClickouts } from '../../api/src/comparison/clickout.table';
import { runMonthlyInvoices } from '../../api/src/invoices/monthly-run';
import { LEDGER_NUMBERS } from '#domain/invoices/ledger-numbers';
import { monthStart } from '#domain/invoices/invoice-period';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let finance: TestClient;
let staff: TestClient;
let customer: TestClient;
let outsider: TestClient;
let shopId: number;
let otherShopId: number;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  finance = await clientFor(api.url, 'finance@demo.nl');
  staff = await clientFor(api.url, 'claims@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  outsider = await clientFor(api.url, 'both@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of [
    'comparison_clickouts',
    'invoice_lines',
    'invoices',
    'invoice_number_series',
    'company_users',
    'companies',
  ])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  shopId = await addCompany(api.db, 'utrecht', { isComparison: true, name: 'Warmtewinkel' });
  otherShopId = await addCompany(api.db, 'utrecht', { isComparison: true, name: 'Zonnewinkel' });
  await linkUser(api.db, shopId, 'customer@demo.nl');
  await linkUser(api.db, otherShopId, 'both@demo.nl');
});

/** Click-outs to the shop's offers at these click prices, a day apart, oldest first. */
async function clicks(companyId: number, prices: number[], newest = new Date()) {
  const rows = await api.db
    .insert(comparisonClickouts)
    .values(
      prices.map((clickPriceCents, index) => ({
        companyId,
        clickedAt: new Date(newest.getTime() - (prices.length - index) * DAY_MS),
        productName: `Warmtepomp model ${index + 1}`,
        companyName: 'Winkel',
        targetUrl: 'https://winkel.example/product',
        offerPriceCents: 150_000,
        clickPriceCents,
      })),
    )
    .returning({ id: comparisonClickouts.id });
  return rows.map((row) => row.id);
}

async function complete(companyId: number) {
  const made = await finance.post(`/invoice/unsent/company/${companyId}`);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number; number: string; lines: Record<string, unknown>[] };
}

describe('click-outs on a shop’s invoice', () => {
  it('bills the shop’s priced click-outs on its invoice, grouped by click price', async () => {
    await clicks(shopId, [45, 45, 80, 45, 0]);
    await clicks(otherShopId, [45, 45]);
    const current = await customer.get(`/invoice/unsent/company/${shopId}`);
    expect(current.status).toBe(200);
    expect(current.body.subtotal_cents).toBe(3 * 45 + 80);
    const invoice = await complete(shopId);
    expect(
      invoice.lines.map((line) => [line.quantity, line.price_cents, line.ledger_number]),
    ).toEqual([
      [3, 45, LEDGER_NUMBERS.revenue.clicks],
      [1, 80, LEDGER_NUMBERS.revenue.clicks],
    ]);
    // Billed once: the next invoice finds nothing.
    const again = await finance.post(`/invoice/unsent/company/${shopId}`);
    expect(again.body.message).toBe('MESSAGE.INVOICE_EMPTY');
  });

  it('the monthly run bills the click-outs of the months before', async () => {
    const cutoff = monthStart(new Date());
    await clicks(shopId, [45, 45], new Date(cutoff.getTime() - DAY_MS));
    const [later] = await clicks(shopId, [45], new Date(cutoff.getTime() + 2 * DAY_MS));
    expect(await runMonthlyInvoices(api.db, new Date(cutoff.getTime() + 3 * DAY_MS))).toBe(1);
    const rows = await api.db.select().from(comparisonClickouts).orderBy(comparisonClickouts.id);
    const billed = rows.filter((row) => row.invoiceId !== null);
    expect(billed.map((row) => row.companyId)).toEqual([shopId, shopId]);
    expect(rows.find((row) => row.id === later)!.invoiceId).toBeNull();
  });
});

describe('the click-out specification of an invoice', () => {
  it('lists exactly the click-outs the invoice billed: date, product and click price', async () => {
    const billed = await clicks(shopId, [45, 80, 45]);
    await clicks(shopId, [0]);
    await clicks(otherShopId, [45]);
    const invoice = await complete(shopId);
    const later = await clicks(shopId, [45]);
    expect(later).toHaveLength(1);

    const spec = await customer.get(`/invoice/${invoice.id}/clickout`);
    expect(spec.status, JSON.stringify(spec.body)).toBe(200);
    expect(spec.body.items.map((item: { id: number }) => item.id)).toEqual(billed);
    expect(spec.body.items[0]).toMatchObject({
      product_name: 'Warmtepomp model 1',
      click_price_cents: 45,
      clicked_at: expect.any(String),
    });
    expect(spec.body).toMatchObject({ total: 3, total_cents: 170 });

    const csv = await customer.get(`/invoice/${invoice.id}/clickout/csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(`clickouts-${invoice.number}.csv`);
    const lines = String(csv.body).trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 3);
    expect(lines[1]).toContain('Warmtepomp model 1');
    expect(lines[1]).toContain('0,45');

    const pdf = await customer.get(`/invoice/${invoice.id}/clickout/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);

    expect((await staff.get(`/invoice/${invoice.id}/clickout`)).status).toBe(200);
    expect((await finance.get(`/invoice/${invoice.id}/clickout/pdf`)).status).toBe(200);
  });

  it('is refused to other companies as if the invoice did not exist', async () => {
    await clicks(shopId, [45]);
    const invoice = await complete(shopId);
    for (const kind of ['', '/csv', '/pdf'])
      expect((await outsider.get(`/invoice/${invoice.id}/clickout${kind}`)).status).toBe(404);
  });

  it('is empty for an invoice without click-outs', async () => {
    const made = await finance.post(`/invoice/extra/company/${shopId}`, {
      lines: [{ description: 'Banner', quantity: 1, price_cents: 10_000 }],
    });
    const spec = await customer.get(`/invoice/${made.body.id}/clickout`);
    expect(spec.body).toMatchObject({ items: [], total: 0, total_cents: 0 });
  });
});
