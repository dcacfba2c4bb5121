/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { clientFor } from '../companies/company-test-kit';
import { leadPayload } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { dutchNoon } from './dashboard-test-kit';
import { partnerLead } from './partner-dashboard-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let partnerId: number;
const today = dutchDay(new Date());
const start = addDays(today, -6);

beforeAll(async () => {
  stack = await startStack();
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(
      companies,
      and(eq(companies.id, companyUsers.companyId), eq(companies.isPartner, true)),
    )
    .where(eq(users.email, DEMO_USER.partner));
  partnerId = row!.id;
  const [solar] = await catalogue(stack.db);
  await partnerLead(stack.db, { product: solar!, partnerId, at: dutchNoon(addDays(today, -3)) });
  await partnerLead(stack.db, {
    product: solar!,
    partnerId,
    at: new Date(Date.now() - 1000),
    bad: true,
  });
}, 60_000);
afterAll(async () => stack?.close());

const HOME = `query ($id: ID!, $start: String, $end: String) {
  partnerDashboard(companyId: $id, startDate: $start, endDate: $end) {
    partnerCompanyId partnerName groupBy startDate endDate compareStartDate compareEndDate
    totals { sent accepted rejected assigned claimed }
    compareTotals { sent }
    cost { leads costCents compareLeads compareCostCents }
    perProduct { productId productName sent accepted rejected assigned claimed }
    perCompany { companyId companyName leads costCents claimsFiled claimsAccepted claimsDenied }
    series { period sent assigned costCents }
    today { leadId productName name city companies outcome createdAt }
    todayTotal
    claims { open accepted denied toDecide { claimId companyName status createdAt } }
  }
}`;

describe('the partner home over GraphQL', () => {
  it('gives the partner its home, field for field as the api counts it', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const answer = await partner.request(HOME, { id: partnerId, start, end: today });
    expect(answer.errors).toBeUndefined();
    const rest = (
      await (
        await clientFor(stack.apiUrl, DEMO_USER.partner)
      ).get(`/company/${partnerId}/partner_dashboard?startDate=${start}&endDate=${today}`)
    ).body;
    const home = answer.data.partnerDashboard;
    expect(home).toMatchObject({
      partnerCompanyId: String(partnerId),
      startDate: start,
      endDate: today,
      totals: rest.totals,
      todayTotal: rest.today_total,
      cost: { leads: rest.cost.leads, costCents: rest.cost.cost_cents },
      claims: { open: rest.claims.open, accepted: rest.claims.accepted },
    });
    expect(home.claims.toDecide.map((c: any) => c.claimId)).toEqual(
      rest.claims.to_decide.map((c: any) => String(c.claim_id)),
    );
    expect(home.totals.sent).toBeGreaterThanOrEqual(2);
    expect(home.series).toHaveLength(7);
    expect(home.today[0]).toMatchObject({ outcome: 'rejected', productName: expect.any(String) });
    expect(home.perCompany[0].companyId).toBe(String(partnerId));
  });

  it("refuses a customer and hides another partner's home", async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const refused = await customer.request(HOME, { id: partnerId });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const other = await partner.request(HOME, { id: partnerId + 100_000 });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('tells the partner live that a lead it sent arrived', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const sub = await partner.subscribe(
      `subscription ($id: ID!) { partnerDashboardChanged(companyId: $id) { eventId type } }`,
      { id: partnerId },
    );
    try {
      const sender = await clientFor(stack.apiUrl, DEMO_USER.partner);
      const sent = await sender.post('/partner/lead', leadPayload('zonnepanelen'));
      expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
      const payload = await sub.next(3000);
      expect(payload.errors).toBeUndefined();
      expect(payload.data.partnerDashboardChanged.type).toBe('lead.created');
      const after = await partner.request(HOME, { id: partnerId, start, end: today });
      expect(after.data.partnerDashboard.today[0].name).toContain('Sanne');
    } finally {
      sub.close();
    }
  });

  it("refuses to follow another partner's home", async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const sub = await partner.subscribe(
      `subscription ($id: ID!) { partnerDashboardChanged(companyId: $id) { eventId type } }`,
      { id: partnerId + 100_000 },
    );
    try {
      const payload = await sub.next(3000);
      expect(payload.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      sub.close();
    }
  });
});
