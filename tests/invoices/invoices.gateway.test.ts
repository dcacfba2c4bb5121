import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
let hendriks: string;

beforeAll(async () => {
  stack = await startStack();
  const [company] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  hendriks = String(company!.id);
}, 60_000);
afterAll(async () => stack?.close());

const INVOICE_FIELDS = `id number status statusLabel statusColour totalCents vatCents version
  buyer { name postalCode } lines { description quantity priceCents totalCents }`;

describe('invoices through GraphQL', () => {
  it('finance issues and sends an extra invoice; the customer reads it and its current invoice', async () => {
    const finance = createGraphQLClient(stack.gatewayUrl);
    await finance.login('finance@demo.nl');
    const refused = await finance.request(
      `mutation ($id: ID!, $lines: [InvoiceLineInput!]!) { createExtraInvoice(companyId: $id, lines: $lines) { id } }`,
      { id: hendriks, lines: [{ description: 'Leads', quantity: 2 }] },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'lines.0': 'MESSAGE.INVOICE_LINE_QUANTITY_AND_PRICE' },
    });
    const made = await finance.request(
      `mutation ($id: ID!, $lines: [InvoiceLineInput!]!) { createExtraInvoice(companyId: $id, lines: $lines) { ${INVOICE_FIELDS} } }`,
      { id: hendriks, lines: [{ description: 'Advertentie', quantity: 2, priceCents: 12500 }] },
    );
    const invoice = made.data.createExtraInvoice;
    expect(invoice).toMatchObject({
      status: 1,
      statusLabel: 'not_sent',
      statusColour: 'orange',
      totalCents: 30250,
      lines: [{ description: 'Advertentie', quantity: 2, priceCents: 12500, totalCents: 25000 }],
    });
    const sendList = await finance.request('{ invoiceSendList { items { id } } }');
    expect(sendList.data.invoiceSendList.items.map((item: { id: string }) => item.id)).toContain(
      invoice.id,
    );
    const sent = await finance.request(
      'mutation ($id: ID!, $version: Int!) { sendInvoice(id: $id, version: $version) { status sentAt } }',
      { id: invoice.id, version: invoice.version },
    );
    expect(sent.data.sendInvoice.status).toBe(3);

    const customer = createGraphQLClient(stack.gatewayUrl);
    await customer.login('customer@demo.nl');
    const own = await customer.request(
      `query ($id: ID!, $company: ID!) {
        invoice(id: $id) { number lines { totalCents } }
        companyInvoices(companyId: $company) { total items { id number } }
        currentInvoice(companyId: $company) { totalCents lines { description } }
      }`,
      { id: invoice.id, company: hendriks },
    );
    expect(own.data.invoice.number).toBe(invoice.number);
    expect(own.data.companyInvoices.items[0].id).toBe(invoice.id);
    expect(own.data.currentInvoice.lines.length).toBeGreaterThan(0);
    const list = await customer.request('{ invoices { total } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lists invoices in number order with their lines for staff', async () => {
    const staff = createGraphQLClient(stack.gatewayUrl);
    await staff.login('sales@demo.nl');
    const answer = await staff.request(
      '{ invoices(sort: "number", reverse: false) { total sumTotalCents items { number companyName lines { position } } } }',
    );
    expect(answer.errors).toBeUndefined();
    const numbers = answer.data.invoices.items.map((item: { number: string }) => item.number);
    expect(numbers).toEqual([...numbers].sort());
    expect(answer.data.invoices.items[0].lines.length).toBeGreaterThan(0);
  });
});
