/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import type { RestCallRecord } from '../../gateway/src/rest/rest-client';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { leadPayload } from '../leads/lead-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;
let hendriks: number;
const restCalls: RestCallRecord[] = [];

beforeAll(async () => {
  stack = await startStack({ gatewayOptions: { onRestCall: (call) => restCalls.push(call) } });
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY.hendriks));
  hendriks = row!.id;
}, 60_000);
afterAll(async () => stack?.close());
beforeEach(() => {
  restCalls.length = 0;
});

const SEARCH = `query ($companyId: ID!, $query: PlazaQueryInput!) {
  plazaSearch(companyId: $companyId, query: $query) {
    total currentPage itemsPerPage
    results { id product { discr name } postalCode city distanceKm competitors priceCents answers { question answer } }
    countries { country total areas { postalCode total } }
    products { product { discr } total choices { questionKey value total } }
  }
}`;

describe('the plaza through GraphQL', () => {
  it('searches with every facet in two REST calls, and narrows by a choice', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    restCalls.length = 0;
    const all = await customer.request(SEARCH, { companyId: hendriks, query: {} });
    expect(all.errors).toBeUndefined();
    const search = all.data.plazaSearch;
    expect(search.total).toBeGreaterThan(0);
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.results[0].product.name).toBeTruthy();
    expect(search.countries[0].country).toBe('NL');
    expect(restCalls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /product',
      `POST /leadplaza/${hendriks}/lead`,
    ]);
    // Narrowing to one product leaves its own count as it was and shrinks the total to it.
    const busiest = [...search.products].sort((a: any, b: any) => b.total - a.total)[0];
    const narrowed = await customer.request(SEARCH, {
      companyId: hendriks,
      query: { products: [{ discr: busiest.product.discr, enabled: true }] },
    });
    expect(narrowed.data.plazaSearch.total).toBe(busiest.total);
    const again = narrowed.data.plazaSearch.products.find(
      (p: any) => p.product.discr === busiest.product.discr,
    );
    expect(again.total).toBe(busiest.total);
  });

  it('answers bad input as BAD_USER_INPUT with the field', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const answer = await customer.request(SEARCH, {
      companyId: hendriks,
      query: { products: [{ discr: 'onbekend', enabled: true }] },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'products.onbekend': 'MESSAGE.INVALID_VALUE' },
    });
  });

  it('shows the price, buys at it and opens the bought lead', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const first = (await customer.request(SEARCH, { companyId: hendriks, query: {} })).data
      .plazaSearch.results[0];
    const details = await customer.request(
      `query ($companyId: ID!, $leadId: ID!) { plazaPurchaseDetails(companyId: $companyId, leadId: $leadId) { priceCents competitors payment refusal } }`,
      { companyId: hendriks, leadId: first.id },
    );
    expect(details.data.plazaPurchaseDetails).toMatchObject({
      priceCents: first.priceCents,
      competitors: first.competitors,
      refusal: null,
    });
    const bought = await customer.request(
      `mutation ($companyId: ID!, $leadId: ID!, $price: Int) { buyPlazaLead(companyId: $companyId, leadId: $leadId, priceCents: $price) { assignedLeadId priceCents payment } }`,
      { companyId: hendriks, leadId: first.id, price: first.priceCents },
    );
    expect(bought.errors).toBeUndefined();
    const opened = await customer.request(
      `query ($id: ID!) { assignedLead(id: $id) { id lead { email } } }`,
      { id: bought.data.buyPlazaLead.assignedLeadId },
    );
    expect(opened.data.assignedLead.lead.email).toContain('@');
    const twice = await customer.request(
      `mutation ($companyId: ID!, $leadId: ID!) { buyPlazaLead(companyId: $companyId, leadId: $leadId) { assignedLeadId } }`,
      { companyId: hendriks, leadId: first.id },
    );
    expect(twice.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.NOT_A_UNIQUE_LEAD',
    });
  });

  it('saves, lists and deletes a search', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const saved = await customer.request(
      `mutation ($companyId: ID!, $input: PlazaSavedSearchInput!) { savePlazaSearch(companyId: $companyId, input: $input) { id name query digest version } }`,
      {
        companyId: hendriks,
        input: {
          name: 'Dakkapellen dichtbij',
          digest: true,
          query: { distance: 30, products: [{ discr: 'dakkapel', enabled: true }] },
        },
      },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.savePlazaSearch.query).toMatchObject({
      distance: 30,
      products: { dakkapel: { enabled: true } },
    });
    const list = await customer.request(
      `query ($companyId: ID!) { plazaSavedSearches(companyId: $companyId) { id name } }`,
      { companyId: hendriks },
    );
    expect(list.data.plazaSavedSearches.map((s: any) => s.name)).toContain('Dakkapellen dichtbij');
    const deleted = await customer.request(
      `mutation ($companyId: ID!, $id: ID!) { deletePlazaSearch(companyId: $companyId, id: $id) }`,
      { companyId: hendriks, id: saved.data.savePlazaSearch.id },
    );
    expect(deleted.errors).toBeUndefined();
  });

  it('tells a watching customer when a new lead comes on sale', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const subscription = await customer.subscribe(
      'subscription ($companyId: ID!) { plazaChanged(companyId: $companyId) { type leadId } }',
      { companyId: hendriks },
    );
    try {
      const [partner] = await stack.db.select().from(companyPartners).limit(1);
      const sent = await fetch(`${stack.apiUrl}/partner/${partner!.guid}/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadPayload('traprenovatie', 'eindhoven')),
      });
      const { lead_id: leadId } = await sent.json();
      let change: any;
      for (let i = 0; i < 5; i++) {
        change = (await subscription.next(10_000)).data.plazaChanged;
        if (Number(change.leadId) === leadId) break;
      }
      expect(change).toMatchObject({ type: 'lead.created' });
      expect(Number(change.leadId)).toBe(leadId);
    } finally {
      subscription.close();
    }
  });

  it('keeps a customer out of another company’s plaza', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const [other] = await stack.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.willems));
    const answer = await customer.request(SEARCH, { companyId: other!.id, query: {} });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
