/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { users } from '../../api/src/accounts/user.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { catalogue } from '../plaza/plaza-test-kit';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { dutchNoon, leadAt } from './dashboard-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let companyId: number;
// A day long before the demo data's leads, so the test's own leads are all there is.
const day = addDays(dutchDay(new Date()), -3000);

beforeAll(async () => {
  stack = await startStack();
  const [link] = await stack.db
    .select({ companyId: companyUsers.companyId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(users.email, DEMO_USER.customer));
  companyId = link!.companyId;
  const [solar] = await catalogue(stack.db);
  for (const priceCents of [1250, 2750])
    await leadAt(stack.db, { product: solar!, at: dutchNoon(day), companyId, priceCents });
}, 60_000);
afterAll(async () => stack?.close());

const STATS = `query ($id: ID!, $start: String, $end: String) {
  companyStats(companyId: $id, startDate: $start, endDate: $end) {
    companyId startDate endDate allTime compareStartDate
    totals { leads revenueCents claimsFiled claimsAccepted creditedCents }
    compareTotals { leads revenueCents }
    perProduct { productId productName leads revenueCents compareLeads compareRevenueCents }
    csvUrl
  }
}`;

const ALL = `query ($sort: CompanyStatsSort, $page: Int) {
  companyAllStats(sort: $sort, order: desc, page: $page) {
    startDate endDate sort order page pageSize total
    totals { leads revenueCents }
    items { companyId companyName state isPartner leads revenueCents claimsFiled }
  }
}`;

describe('company stats over GraphQL', () => {
  it('gives the customer its stats and a CSV download through the gateway', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const answer = await customer.request(STATS, { id: companyId, start: day, end: day });
    expect(answer.errors).toBeUndefined();
    const stats = answer.data.companyStats;
    expect(stats).toMatchObject({
      companyId: String(companyId),
      startDate: day,
      endDate: day,
      allTime: false,
      compareStartDate: addDays(day, -1),
      totals: { leads: 2, revenueCents: 4000 },
      compareTotals: { leads: 0, revenueCents: 0 },
      csvUrl: `/export/company/${companyId}/stats.csv?startDate=${day}&endDate=${day}`,
    });
    expect(stats.perProduct).toEqual([
      expect.objectContaining({ leads: 2, revenueCents: 4000, compareLeads: 0 }),
    ]);

    const cookie = [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csv = await fetch(`${stack.gatewayUrl}${stats.csvUrl}`, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('statistieken');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${day},\\d+,.+,2,40\\.00,,,$`));
    // Without a session the api refuses the download; a bad id never reaches it.
    expect((await fetch(`${stack.gatewayUrl}${stats.csvUrl}`)).status).toBe(401);
    expect((await fetch(`${stack.gatewayUrl}/export/company/abc/stats.csv`)).status).toBe(404);
    const bad = await fetch(
      `${stack.gatewayUrl}/export/company/${companyId}/stats.csv?startDate=x`,
      {
        headers: { cookie },
      },
    );
    expect(bad.status).toBe(400);
  });

  it('gives staff every company’s figures and refuses a customer', async () => {
    const staff = await loginGraphQL(stack, DEMO_USER.manager);
    const answer = await staff.request(ALL, { sort: 'revenue', page: 1 });
    expect(answer.errors).toBeUndefined();
    const page = answer.data.companyAllStats;
    expect(page).toMatchObject({ sort: 'revenue', order: 'desc', page: 1, pageSize: 25 });
    expect(page.total).toBeGreaterThan(1);
    const revenues = page.items.map((row: any) => row.revenueCents);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(page.items[0]).toMatchObject({
      state: expect.any(String),
      isPartner: expect.any(Boolean),
    });

    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const refused = await customer.request(ALL, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hidden = await customer.request(STATS, { id: companyId + 100_000 });
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('pages the company activities 5 at a time', async () => {
    const staff = await loginGraphQL(stack, DEMO_USER.manager);
    const query = `query ($id: ID!, $page: Int!) {
      company(id: $id) { events(page: $page, pageSize: 5) { total items { id type } } }
    }`;
    const first = await staff.request(query, { id: companyId, page: 1 });
    expect(first.errors).toBeUndefined();
    const { total, items } = first.data.company.events;
    expect(items.length).toBe(Math.min(total, 5));
  });
});
