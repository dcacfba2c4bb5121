import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { products } from '../../api/src/products/product.table';
import { createGraphQLClient, startStack, type RunningStack } from '../support/gateway-harness';

let stack: RunningStack;
let hendriks: string;
let solar: string;

beforeAll(async () => {
  stack = await startStack();
  const [company] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  const [product] = await stack.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.discr, 'zonnepanelen'));
  hendriks = String(company!.id);
  solar = String(product!.id);
}, 60_000);
afterAll(async () => stack?.close());

const CREATE = `mutation ($companyId: ID!, $input: DealInput!) {
  createDeal(companyId: $companyId, input: $input) { id running max version products { productName priceCents free } }
}`;

describe('deals through GraphQL', () => {
  it('staff make and end a deal; the rules answer field errors; the company reads its deals', async () => {
    const sales = createGraphQLClient(stack.gatewayUrl);
    await sales.login('sales@demo.nl');
    const refused = await sales.request(CREATE, {
      companyId: hendriks,
      input: { products: [{ productId: solar, free: true }], max: 30, hasFreeLead: true },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { max: 'MESSAGE.DEAL_MAX_TOO_HIGH' },
    });
    const made = await sales.request(CREATE, {
      companyId: hendriks,
      input: { products: [{ productId: solar, priceCents: 2750 }], max: 20 },
    });
    expect(made.data.createDeal).toMatchObject({
      running: true,
      max: 20,
      products: [{ productName: 'Zonnepanelen', priceCents: 2750, free: false }],
    });

    const customer = createGraphQLClient(stack.gatewayUrl);
    await customer.login('customer@demo.nl');
    const mine = await customer.request(
      'query ($id: ID!) { companyDeals(companyId: $id) { total items { id used } } plazaDeal(companyId: $id) { freePlazaLeadsLeft } }',
      { id: hendriks },
    );
    expect(mine.data.companyDeals.items[0]).toMatchObject({ id: made.data.createDeal.id, used: 0 });
    expect(mine.data.plazaDeal.freePlazaLeadsLeft).toBe(0);
    const denied = await customer.request(CREATE, {
      companyId: hendriks,
      input: { products: [{ productId: solar, priceCents: 1 }] },
    });
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const ended = await sales.request(
      'mutation ($id: ID!, $version: Int!) { endDeal(id: $id, version: $version) { running endedAt } }',
      { id: made.data.createDeal.id, version: made.data.createDeal.version },
    );
    expect(ended.data.endDeal.running).toBe(false);
    expect(ended.data.endDeal.endedAt).toBeTruthy();
  });
});
