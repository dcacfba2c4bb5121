/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { assignedLeadFor, fileClaim } from '../claims/claim-test-kit';
import { clientFor } from '../companies/company-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;
let companyId: number;

beforeAll(async () => {
  stack = await startStack();
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY.hendriks));
  companyId = row!.id;
}, 60_000);
afterAll(async () => stack?.close());

const HOME = `query ($id: ID!) {
  companyDashboard(companyId: $id) {
    companyId companyName isPartner startDate endDate
    leads { count compareCount spentCents compareSpentCents }
    caps { productId productName period max count paused }
    latestLeads { assignedLeadId productName name state priceCents createdAt }
    mapPoints { latitude longitude }
    plannedTasks
    balance { isPrepaid balanceCents low }
    openInvoices { count totalCents }
    claims { filed accepted creditedCents open }
    reviews { count rating }
    leadsPerWeek { week leads }
  }
}`;

const METRICS = `query {
  leadAndRevenue(groupBy: week, compareWith: previous_period) {
    groupBy startDate endDate compareStartDate
    totals { leads assignedLeads revenueCents claimsFiled }
    compareTotals { leads }
    series { period leads assignedLeads revenueCents }
    perProduct { productId productName leads revenueCents }
    perSource { source leads }
  }
}`;

describe('dashboards over GraphQL', () => {
  it("gives the customer its company's home, field for field as the api counts it", async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const answer = await customer.request(HOME, { id: companyId });
    expect(answer.errors).toBeUndefined();
    const rest = (
      await (
        await clientFor(stack.apiUrl, DEMO_USER.customer)
      ).get(`/company/${companyId}/dashboard`)
    ).body;
    const home = answer.data.companyDashboard;
    expect(home).toMatchObject({
      companyId: String(companyId),
      isPartner: false,
      leads: {
        count: rest.leads.count,
        compareCount: rest.leads.compare_count,
        spentCents: rest.leads.spent_cents,
      },
      plannedTasks: rest.planned_tasks,
      balance: { isPrepaid: rest.balance.is_prepaid, low: rest.balance.low },
      claims: { open: rest.claims.open },
    });
    expect(home.latestLeads.map((l: any) => l.assignedLeadId)).toEqual(
      rest.latest_leads.map((l: any) => String(l.assigned_lead_id)),
    );
    expect(home.leadsPerWeek).toHaveLength(12);
  });

  it('hides another company and the business figures from a customer', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const other = await partner.request(HOME, { id: companyId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const metrics = await customer.request(METRICS);
    expect(metrics.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('gives a lead manager the business figures by week with the period before', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const answer = await manager.request(METRICS);
    expect(answer.errors).toBeUndefined();
    const figures = answer.data.leadAndRevenue;
    expect(figures.groupBy).toBe('week');
    const sum = figures.series.reduce((n: number, p: any) => n + p.leads, 0);
    expect(sum).toBe(figures.totals.leads);
    expect(figures.totals.leads).toBeGreaterThan(0);
    expect(figures.compareTotals).not.toBeNull();
  });

  it("tells the customer's home live that a claim moved its figures", async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const sub = await customer.subscribe(
      `subscription ($id: ID!) { companyDashboardChanged(companyId: $id) { eventId type } }`,
      { id: companyId },
    );
    try {
      const solar = (await catalogue(stack.db)).find((p) => p.discr === 'zonnepanelen')!;
      const assigned = await assignedLeadFor(stack.db, solar, companyId);
      const filed = await fileClaim(
        await clientFor(stack.apiUrl, DEMO_USER.customer),
        assigned.assignedLeadId,
      );
      expect(filed.status, JSON.stringify(filed.body)).toBe(201);
      const payload = await sub.next(3000);
      expect(payload.errors).toBeUndefined();
      expect(payload.data.companyDashboardChanged.type).toBe('claim.created');
      expect(Number(payload.data.companyDashboardChanged.eventId)).toBeGreaterThan(0);
      const after = await customer.request(HOME, { id: companyId });
      expect(after.data.companyDashboard.claims.filed).toBeGreaterThanOrEqual(1);
    } finally {
      sub.close();
    }
  });
});
