/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { companies } from '../../api/src/companies/company.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { startStack, type GraphQLTestClient, type RunningStack } from '../support/gateway-harness';
import { addCustomerUser, dutchNoon } from './dashboard-test-kit';
import { clicksAt } from './overviews-kit';
import { partnerLead } from './partner-dashboard-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;
let partnerId: number;
let shopId: number;
const today = dutchDay(new Date());
const start = addDays(today, -6);

beforeAll(async () => {
  stack = await startStack();
  const [solar] = await catalogue(stack.db);
  const buyer = await addCompany(stack.db, 'utrecht');
  partnerId = await addCompany(stack.db, 'amsterdam', {
    isPartner: true,
    name: 'Gateway Partner BV',
  });
  await partnerLead(stack.db, {
    product: solar!,
    partnerId,
    at: dutchNoon(addDays(today, -3)),
    companyId: buyer,
    priceCents: 4200,
  });
  shopId = await addCompany(stack.db, 'eindhoven', { isComparison: true, name: 'Klik Winkel BV' });
  await addCustomerUser(stack.db, 'klikwinkel@demo.nl', shopId);
  await clicksAt(stack.db, {
    companyId: shopId,
    at: dutchNoon(addDays(today, -2)),
    productName: 'Vaillant aroTHERM',
    priceCents: 55,
    count: 3,
  });
}, 240_000);
afterAll(async () => stack?.close());

const cookieOf = (client: GraphQLTestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const PARTNERS = `query ($start: String, $end: String) {
  partnerOverview(startDate: $start, endDate: $end) {
    startDate endDate compareStartDate compareEndDate productId
    totals { sent accepted rejected assigned claimed revenueCents }
    partners { companyId name sent assigned revenueCents compare { sent revenueCents } }
  }
}`;

const COVERAGE = `query ($start: String, $end: String) {
  coverageOverview(startDate: $start, endDate: $end) {
    startDate endDate leads pointsCapped companies
    points { latitude longitude }
    areas { municipality province productId productName leads latitude longitude companies }
  }
  mapSettings { tileUrl }
}`;

const CLICKS = `query ($id: ID!, $start: String, $end: String) {
  customerClicks(companyId: $id, startDate: $start, endDate: $end) {
    companyId startDate endDate clicks costCents rowsTotal
    rows { day productName coreProductName clickPriceCents clicks costCents }
  }
}`;

describe('the overviews over GraphQL', () => {
  it('gives staff the partner overview as the api counts it', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const answer = await manager.request(PARTNERS, { start, end: today });
    expect(answer.errors).toBeUndefined();
    const row = answer.data.partnerOverview.partners.find(
      (p: any) => p.companyId === String(partnerId),
    );
    expect(row).toMatchObject({
      name: 'Gateway Partner BV',
      sent: 1,
      assigned: 1,
      revenueCents: 4200,
    });
    const rest = (
      await (
        await clientFor(stack.apiUrl, DEMO_USER.manager)
      ).get(`/company/partners/stats?startDate=${start}&endDate=${today}`)
    ).body;
    expect(answer.data.partnerOverview.totals).toMatchObject({
      sent: rest.totals.sent,
      revenueCents: rest.totals.revenue_cents,
    });
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    expect((await customer.request(PARTNERS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives staff the coverage of the demo leads; others are refused', async () => {
    const staff = await loginGraphQL(stack, DEMO_USER.accountManager);
    const answer = await staff.request(COVERAGE, { start: addDays(today, -60), end: today });
    expect(answer.errors).toBeUndefined();
    const overview = answer.data.coverageOverview;
    expect(overview.leads).toBeGreaterThan(0);
    expect(overview.points.length).toBe(Math.min(overview.leads, 5000));
    expect(overview.areas.reduce((n: number, a: any) => n + a.leads, 0)).toBeLessThanOrEqual(
      overview.leads,
    );
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    expect((await partner.request(COVERAGE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("gives a shop its clicks and their CSV, and hides another company's", async () => {
    const shop = await loginGraphQL(stack, 'klikwinkel@demo.nl');
    const answer = await shop.request(CLICKS, { id: shopId, start, end: today });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.customerClicks).toMatchObject({
      companyId: String(shopId),
      clicks: 3,
      costCents: 165,
      rows: [
        {
          day: addDays(today, -2),
          productName: 'Vaillant aroTHERM',
          clickPriceCents: 55,
          clicks: 3,
        },
      ],
    });
    const csv = await fetch(
      `${stack.gatewayUrl}/export/customer-clicks.csv?companyId=${shopId}&startDate=${start}&endDate=${today}`,
      { headers: { cookie: cookieOf(shop) } },
    );
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toEqual([
      'Dag,Product,Categorie,Klikprijs,Klikken,Kosten',
      `${addDays(today, -2)},Vaillant aroTHERM,,"0,55",3,"1,65"`,
    ]);
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const hidden = await customer.request(CLICKS, { id: shopId });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refused = await fetch(
      `${stack.gatewayUrl}/export/customer-clicks.csv?companyId=${shopId}`,
      {
        headers: { cookie: cookieOf(customer) },
      },
    );
    expect(refused.status).toBe(404);
    const [hendriks] = await stack.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, DEMO_COMPANY.hendriks));
    const own = await customer.request(CLICKS, { id: hendriks!.id });
    expect(own.data.customerClicks.clicks).toBe(0);
  });
});
