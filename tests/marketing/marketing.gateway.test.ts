import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../api/src/products/product.table';
import { dutchNoon } from '../dashboards/dashboard-test-kit';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { trackedLead } from './marketing-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let manager: GraphQLTestClient;
let solar: ProductRow;
let leadId: number;

// Leads in May 2019, long before the demo data.
beforeAll(async () => {
  stack = await startStack();
  manager = await loginGraphQL(stack, DEMO_USER.manager);
  [solar] = (await catalogue(stack.db)) as [ProductRow];
  const buyer = await addCompany(stack.db, 'utrecht');
  leadId = await trackedLead(stack.db, {
    product: solar,
    at: dutchNoon('2019-05-08'),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'gw-zon',
    sourceDomain: 'mijnzonnepanelen.nl',
    sold: [{ companyId: buyer, priceCents: 4200 }],
  });
  await trackedLead(stack.db, {
    product: solar,
    at: dutchNoon('2019-05-01'),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'gw-zon',
  });
}, 60_000);
afterAll(async () => stack?.close());

const STATS = `query ($mode: String, $productId: ID, $startDate: String, $endDate: String) {
  marketingStats(mode: $mode, productId: $productId, startDate: $startDate, endDate: $endDate) {
    mode startDate endDate compareStartDate compareEndDate
    rows { id label leads assignedLeads revenueCents compareLeads compareAssignedLeads compareRevenueCents }
    totals { leads assignedLeads revenueCents }
    compareTotals { leads assignedLeads revenueCents }
  }
}`;

const CAMPAIGN = `id name utmCampaign productId productName startDate endDate costCents
  advertisingReturnOnAdSpend leads assignedLeads revenueCents costPerLeadCents returnOnAdSpend version`;

describe('marketing over GraphQL', () => {
  it('reads the marketing stats of a mode and a period against the one before', async () => {
    const answer = await manager.request(STATS, {
      mode: 'google-ads',
      productId: String(solar.id),
      startDate: '2019-05-06',
      endDate: '2019-05-12',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.marketingStats).toEqual({
      mode: 'google-ads',
      startDate: '2019-05-06',
      endDate: '2019-05-12',
      compareStartDate: '2019-04-29',
      compareEndDate: '2019-05-05',
      rows: [
        {
          id: 'gw-zon',
          label: 'gw-zon',
          leads: 1,
          assignedLeads: 1,
          revenueCents: 4200,
          compareLeads: 1,
          compareAssignedLeads: 0,
          compareRevenueCents: 0,
        },
      ],
      totals: { leads: 1, assignedLeads: 1, revenueCents: 4200 },
      compareTotals: { leads: 1, assignedLeads: 0, revenueCents: 0 },
    });
    const bad = await manager.request(STATS, { mode: 'tv' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { mode: 'MESSAGE.SELECT_OPTION' },
    });
  });

  it("shows a lead's tracking values on the lead", async () => {
    const answer = await manager.request(
      'query ($id: ID!) { lead(id: $id) { utmSource utmMedium utmCampaign sourceDomain } }',
      { id: String(leadId) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.lead).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'gw-zon',
      sourceDomain: 'mijnzonnepanelen.nl',
    });
  });

  it('creates, lists, saves and deletes a campaign; conflicts and field errors by input name', async () => {
    const input = {
      name: 'Zon mei 2019',
      utmCampaign: 'gw-zon',
      productId: String(solar.id),
      startDate: '2019-05-01',
      endDate: '2019-05-31',
      costCents: 10000,
      advertisingReturnOnAdSpend: '',
    };
    const created = await manager.request(
      `mutation ($input: CampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN} } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createCampaign).toMatchObject({
      utmCampaign: 'gw-zon',
      productName: solar.name,
      leads: 2,
      assignedLeads: 1,
      revenueCents: 4200,
      costPerLeadCents: 5000,
      returnOnAdSpend: 0.42,
      advertisingReturnOnAdSpend: null,
      version: 1,
    });
    const id = created.data.createCampaign.id;
    const list = await manager.request(`{ campaigns { items { id name leads } total } }`);
    expect(list.data.campaigns.items).toContainEqual({ id, name: 'Zon mei 2019', leads: 2 });

    const update = `mutation ($id: ID!, $input: CampaignInput!, $version: Int!) {
      updateCampaign(id: $id, input: $input, version: $version) { ${CAMPAIGN} } }`;
    const saved = await manager.request(update, {
      id,
      input: { ...input, advertisingReturnOnAdSpend: '4,5' },
      version: 1,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateCampaign).toMatchObject({
      advertisingReturnOnAdSpend: 4.5,
      version: 2,
    });
    const stale = await manager.request(update, { id, input, version: 1 });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const invalid = await manager.request(update, {
      id,
      input: { ...input, utmCampaign: ' ', endDate: '2019-04-01' },
      version: 2,
    });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { utmCampaign: 'MESSAGE.FIELD_REQUIRED', endDate: 'MESSAGE.VALUE_TOO_LOW' },
    });

    const deleted = await manager.request('mutation ($id: ID!) { deleteCampaign(id: $id) }', {
      id,
    });
    expect(deleted.data.deleteCampaign).toBe(id);
    const gone = await manager.request(`query ($id: ID!) { campaign(id: $id) { id } }`, { id });
    expect(gone.data.campaign).toBeNull();
  });

  it('refuses campaigns to staff without the manager role and the overview to customers', async () => {
    const staff = await loginGraphQL(stack, DEMO_USER.accountManager);
    expect((await staff.request(`{ campaigns { total } }`)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await staff.request(STATS, { mode: 'all' })).errors).toBeUndefined();
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    expect((await customer.request(STATS, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = createGraphQLClient(stack.gatewayUrl);
    expect((await anonymous.request(STATS, {})).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
