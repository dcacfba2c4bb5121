import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { comparisonClickouts } from '../../api/src/comparison/clickout.table';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
let hendriks: number;

beforeAll(async () => {
  stack = await startStack();
  const [company] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  hendriks = company!.id;
}, 60_000);
afterAll(async () => stack?.close());

const download = (client: ReturnType<typeof createGraphQLClient>, path: string) =>
  fetch(`${stack.gatewayUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });

describe('the click-out specification through the gateway', () => {
  it('the customer sees how many click-outs an invoice billed and downloads them as CSV and PDF', async () => {
    await stack.db.insert(comparisonClickouts).values(
      [45, 45, 80].map((clickPriceCents, index) => ({
        companyId: hendriks,
        clickedAt: new Date(Date.now() - (index + 1) * 3_600_000),
        productName: `Zonnepaneel ${index + 1}`,
        companyName: 'Hendriks',
        targetUrl: 'https://hendriks.example/aanbod',
        offerPriceCents: 30_000,
        clickPriceCents,
      })),
    );
    const finance = createGraphQLClient(stack.gatewayUrl);
    await finance.login('finance@demo.nl');
    const made = await finance.request(
      'mutation ($id: ID!) { completeInvoice(companyId: $id) { id } }',
      { id: String(hendriks) },
    );
    const invoiceId = made.data.completeInvoice.id as string;

    const customer = createGraphQLClient(stack.gatewayUrl);
    await customer.login('customer@demo.nl');
    const spec = await customer.request(
      'query ($id: ID!) { invoiceClickouts(id: $id) { total totalCents } }',
      { id: invoiceId },
    );
    expect(spec.data.invoiceClickouts).toEqual({ total: 3, totalCents: 170 });
    const csv = await download(customer, `/files/invoice/${invoiceId}/clickout/csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split(/\r?\n/)).toHaveLength(4);
    const pdf = await download(customer, `/files/invoice/${invoiceId}/clickout/pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    const stranger = createGraphQLClient(stack.gatewayUrl);
    await stranger.login('both@demo.nl');
    expect((await download(stranger, `/files/invoice/${invoiceId}/clickout/csv`)).status).toBe(404);
    const hidden = await stranger.request(
      'query ($id: ID!) { invoiceClickouts(id: $id) { total } }',
      { id: invoiceId },
    );
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
