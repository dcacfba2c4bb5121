import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../api/src/products/product.table';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { claimAt, dutchNoon, leadAt } from './dashboard-test-kit';

let api: RunningApi;
let manager: TestClient;
let solar: ProductRow;
let roof: ProductRow;

// The week of Monday 2025-03-10 against the week before, with leads on known days.
beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  [solar, roof] = (await catalogue(api.db)) as [ProductRow, ProductRow];
  manager = await clientFor(api.url, 'manager@demo.nl');
  const company = await addCompany(api.db, 'utrecht');
  const other = await addCompany(api.db, 'amsterdam');
  // This week: 3 solar leads (2 assigned, 1000 + 3000), 1 roof lead from a partner (assigned 500).
  const a = await leadAt(api.db, {
    product: solar,
    at: dutchNoon('2025-03-10'),
    companyId: company,
    priceCents: 1000,
  });
  await leadAt(api.db, {
    product: solar,
    at: dutchNoon('2025-03-12'),
    companyId: other,
    priceCents: 3000,
  });
  await leadAt(api.db, { product: solar, at: dutchNoon('2025-03-16') });
  await leadAt(api.db, {
    product: roof,
    at: dutchNoon('2025-03-16'),
    source: 'partner',
    companyId: company,
    priceCents: 500,
  });
  // The week before: 1 solar lead assigned at 2000; outside both: one lead in April.
  const b = await leadAt(api.db, {
    product: solar,
    at: dutchNoon('2025-03-05'),
    companyId: company,
    priceCents: 2000,
  });
  await leadAt(api.db, {
    product: solar,
    at: dutchNoon('2025-04-02'),
    companyId: company,
    priceCents: 9000,
  });
  // 23:30 UTC on Sunday is 00:30 on Monday in Dutch time: it counts on Monday.
  await leadAt(api.db, { product: roof, at: new Date('2025-03-09T23:30:00Z') });
  await claimAt(
    api.db,
    a.assignedLeadId,
    company,
    CLAIM_STATUSES.accepted,
    dutchNoon('2025-03-11'),
  );
  await claimAt(api.db, b.assignedLeadId, company, CLAIM_STATUSES.new, dutchNoon('2025-03-06'));
});
afterAll(async () => api?.close());

const metrics = (client: TestClient, query: string) =>
  client.get(`/metrics/lead_and_revenue?${query}`);

describe('GET /metrics/lead_and_revenue', () => {
  it('counts the period and the period before it, per day', async () => {
    const answer = await metrics(
      manager,
      'groupBy=day&startDate=2025-03-10&endDate=2025-03-16&compareWith=previous_period',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.totals).toEqual({
      // 3 solar + 1 roof this week, plus the roof lead at 00:30 on Monday Dutch time.
      leads: 5,
      assigned_leads: 3,
      revenue_cents: 4500,
      claims_filed: 1,
      claims_accepted: 1,
      credited_cents: 0,
    });
    expect(answer.body).toMatchObject({
      compare_start_date: '2025-03-03',
      compare_end_date: '2025-03-09',
      compare_totals: {
        leads: 1,
        assigned_leads: 1,
        revenue_cents: 2000,
        claims_filed: 1,
        claims_accepted: 0,
      },
    });
    expect(answer.body.series).toHaveLength(7);
    expect(answer.body.series[0]).toEqual({
      period: '2025-03-10',
      leads: 2,
      assigned_leads: 1,
      revenue_cents: 1000,
    });
    expect(answer.body.series[6]).toEqual({
      period: '2025-03-16',
      leads: 2,
      assigned_leads: 1,
      revenue_cents: 500,
    });
    expect(answer.body.compare_series[2]).toMatchObject({ period: '2025-03-05', leads: 1 });
  });

  it('groups by week and month, and compares with a year earlier', async () => {
    const weeks = await metrics(manager, 'groupBy=week&startDate=2025-03-03&endDate=2025-03-16');
    expect(
      weeks.body.series.map((p: { period: string; leads: number }) => [p.period, p.leads]),
    ).toEqual([
      ['2025-03-03', 1],
      ['2025-03-10', 5],
    ]);
    const months = await metrics(
      manager,
      'groupBy=month&startDate=2025-03-01&endDate=2025-04-30&compareWith=previous_year',
    );
    expect(months.body.series).toEqual([
      { period: '2025-03-01', leads: 6, assigned_leads: 4, revenue_cents: 6500 },
      { period: '2025-04-01', leads: 1, assigned_leads: 1, revenue_cents: 9000 },
    ]);
    expect(months.body).toMatchObject({
      compare_start_date: '2024-03-01',
      compare_end_date: '2024-04-30',
    });
    expect(months.body.compare_totals).toMatchObject({ leads: 0, revenue_cents: 0 });
  });

  it('narrows to one product, and splits by product and by source', async () => {
    const all = await metrics(manager, 'startDate=2025-03-10&endDate=2025-03-16');
    expect(all.body.per_product).toEqual([
      {
        product_id: solar.id,
        product_name: solar.name,
        leads: 3,
        assigned_leads: 2,
        revenue_cents: 4000,
      },
      {
        product_id: roof.id,
        product_name: roof.name,
        leads: 2,
        assigned_leads: 1,
        revenue_cents: 500,
      },
    ]);
    expect(all.body.per_source).toEqual([
      { source: 'staff', leads: 4 },
      { source: 'partner', leads: 1 },
    ]);
    const roofOnly = await metrics(
      manager,
      `startDate=2025-03-10&endDate=2025-03-16&product=${roof.id}`,
    );
    expect(roofOnly.body.totals).toEqual({
      leads: 2,
      assigned_leads: 1,
      revenue_cents: 500,
      claims_filed: null,
      claims_accepted: null,
      credited_cents: null,
    });
  });

  it('refuses bad dates and ranges with the field that is wrong', async () => {
    const badDate = await metrics(manager, 'startDate=2025-02-30');
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ startDate: 'MESSAGE.ENTER_VALID_DATE' });
    const inverted = await metrics(manager, 'startDate=2025-03-10&endDate=2025-03-01');
    expect(inverted.status).toBe(400);
    expect(inverted.body.fields).toEqual({ endDate: 'MESSAGE.VALUE_TOO_LOW' });
    const tooLong = await metrics(manager, 'groupBy=day&startDate=2013-01-01&endDate=2025-03-01');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ startDate: 'MESSAGE.VALUE_TOO_LOW' });
    expect((await metrics(manager, 'groupBy=year')).status).toBe(400);
  });

  it('is for lead managers and finance only', async () => {
    const query = 'startDate=2025-03-10&endDate=2025-03-16';
    expect((await metrics(await clientFor(api.url, 'finance@demo.nl'), query)).status).toBe(200);
    for (const email of [
      'claims@demo.nl',
      'sales@demo.nl',
      'customer@demo.nl',
      'partner@demo.nl',
    ]) {
      const answer = await metrics(await clientFor(api.url, email), query);
      expect([email, answer.status, answer.body.message]).toEqual([
        email,
        403,
        'MESSAGE.ACCESS_DENIED',
      ]);
    }
    expect((await metrics(createClient(api.url), query)).status).toBe(401);
  });
});
