import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { ALL_STATS_PAGE_SIZE, monthBefore } from '#domain/dashboards/company-stats-rules';
import { ALL_TIME_START } from '#domain/dashboards/lead-generator-metrics-presets';
import { claims } from '../../api/src/claims/claim.table';
import { claimCredits } from '../../api/src/claims/claim-credit.table';
import { companyPartnerLinks } from '../../api/src/companies/company-partner.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { addCustomerUser, claimAt, dutchNoon, leadAt } from './dashboard-test-kit';

let api: RunningApi;
let staff: TestClient;
let solar: ProductRow;
let roof: ProductRow;
let companyId: number;
let partnerId: number;
let quietId: number;
const today = dutchDay(new Date());
// Ten days ending 11 days ago; the compared period is the ten days before.
const period = { start: addDays(today, -20), end: addDays(today, -11) };
const inPeriod = dutchNoon(addDays(today, -15));
const inCompared = dutchNoon(addDays(today, -25));
const longAgo = dutchNoon(addDays(today, -400));
const query = `startDate=${period.start}&endDate=${period.end}`;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  const products = await catalogue(api.db);
  solar = products[0]!;
  roof = products[1]!;
  companyId = await addCompany(api.db, 'utrecht', { name: 'Stats Dakwerken BV' });
  partnerId = await addCompany(api.db, 'amsterdam', { isPartner: true, name: 'Stats Partner BV' });
  quietId = await addCompany(api.db, 'eindhoven', { name: 'Stats Stil BV' });
  await api.db.insert(companyPartnerLinks).values({ partnerCompanyId: partnerId, companyId });
  await linkUser(api.db, partnerId, 'partner@demo.nl');
  await addCustomerUser(api.db, 'eigen-klant@stats.test', companyId);
  staff = await clientFor(api.url, 'manager@demo.nl');

  const lead = (product: ProductRow, at: Date, priceCents: number, company = companyId) =>
    leadAt(api.db, { product, at, companyId: company, priceCents });
  // The period: solar 2 leads (2000 + 3000), roof 1 (4500); one claim accepted with credit, one new.
  const claimed = await lead(solar, inPeriod, 2000);
  const open = await lead(solar, inPeriod, 3000);
  await lead(roof, inPeriod, 4500);
  await claimAt(api.db, claimed.assignedLeadId, companyId, CLAIM_STATUSES.accepted, inPeriod);
  await claimAt(api.db, open.assignedLeadId, companyId, CLAIM_STATUSES.new, inPeriod);
  const [accepted] = await api.db.select({ id: claims.id }).from(claims).limit(1);
  await api.db.insert(claimCredits).values({
    claimId: accepted!.id,
    companyId,
    assignedLeadId: claimed.assignedLeadId,
    amountCents: 2000,
    reason: 'claim_accepted',
    createdAt: inPeriod,
  });
  // The compared period: solar 1 lead (1000).
  await lead(solar, inCompared, 1000);
  // Long ago: roof 1 lead (700), only in all time.
  await lead(roof, longAgo, 700);
  // The partner company itself bought two leads last month and one the month before.
  const lastMonth = monthBefore(today);
  await lead(solar, dutchNoon(lastMonth.start), 1500, partnerId);
  await lead(solar, dutchNoon(lastMonth.end), 1500, partnerId);
  await lead(solar, dutchNoon(addDays(lastMonth.start, -3)), 900, partnerId);
  // Another company's lead never counts for this one.
  await lead(solar, inPeriod, 9999, quietId);
});
afterAll(async () => api?.close());

describe('a company’s stats', () => {
  it('gives leads, revenue per product and claims in the period, against the period before', async () => {
    const answer = await staff.get(`/company/${companyId}/stats?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      company_id: companyId,
      company_name: 'Stats Dakwerken BV',
      start_date: period.start,
      end_date: period.end,
      all_time: false,
      compare_start_date: addDays(period.start, -10),
      compare_end_date: addDays(period.end, -10),
      totals: {
        leads: 3,
        revenue_cents: 9500,
        claims_filed: 2,
        claims_accepted: 1,
        credited_cents: 2000,
      },
      compare_totals: {
        leads: 1,
        revenue_cents: 1000,
        claims_filed: 0,
        claims_accepted: 0,
        credited_cents: 0,
      },
    });
    expect(answer.body.per_product).toEqual([
      {
        product_id: solar.id,
        product_name: solar.name,
        leads: 2,
        revenue_cents: 5000,
        compare_leads: 1,
        compare_revenue_cents: 1000,
      },
      {
        product_id: roof.id,
        product_name: roof.name,
        leads: 1,
        revenue_cents: 4500,
        compare_leads: 0,
        compare_revenue_cents: 0,
      },
    ]);
  });

  it('defaults to all time without a compared period for a company that is not a partner', async () => {
    const answer = await staff.get(`/company/${companyId}/stats`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      start_date: ALL_TIME_START,
      end_date: today,
      all_time: true,
      compare_start_date: null,
      compare_totals: null,
      totals: { leads: 5, revenue_cents: 11_200, claims_filed: 2 },
    });
    expect(answer.body.per_product.map((p: { leads: number }) => p.leads)).toEqual([3, 2]);
    expect(answer.body.per_product[0].compare_leads).toBeNull();
  });

  it('defaults to the previous calendar month for a partner company', async () => {
    const answer = await staff.get(`/company/${partnerId}/stats`);
    const lastMonth = monthBefore(today);
    expect(answer.body).toMatchObject({
      is_partner: true,
      all_time: false,
      start_date: lastMonth.start,
      end_date: lastMonth.end,
      totals: { leads: 2, revenue_cents: 3000 },
    });
    expect(answer.body.compare_end_date).toBe(addDays(lastMonth.start, -1));
    expect(answer.body.compare_totals.leads).toBe(1);
  });

  it('answers 400 for days that are no days or an end before the start', async () => {
    const bad = await staff.get(`/company/${companyId}/stats?startDate=2024-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('startDate');
    const reversed = await staff.get(
      `/company/${companyId}/stats?startDate=${period.end}&endDate=${period.start}`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ endDate: 'MESSAGE.VALUE_TOO_LOW' });
    // So early that the compared stretch before it would leave the calendar.
    const early = await staff.get(`/company/${companyId}/csv?startDate=0001-01-01`);
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({ startDate: 'MESSAGE.VALUE_TOO_LOW' });
  });

  it('lets staff, the company’s own users and its partner read; others get 404', async () => {
    const own = await clientFor(api.url, 'eigen-klant@stats.test');
    expect((await own.get(`/company/${companyId}/stats?${query}`)).body.totals.leads).toBe(3);
    const partner = await clientFor(api.url, 'partner@demo.nl');
    expect((await partner.get(`/company/${companyId}/stats?${query}`)).status).toBe(200);
    expect((await partner.get(`/company/${quietId}/stats`)).status).toBe(404);
    expect((await own.get(`/company/${quietId}/stats`)).status).toBe(404);
    expect((await own.get(`/company/${quietId}/csv`)).status).toBe(404);
    const another = await clientFor(api.url, 'customer@demo.nl');
    expect((await another.get(`/company/${companyId}/stats`)).status).toBe(404);
    expect((await another.get(`/company/${companyId}/csv`)).status).toBe(404);
    expect((await staff.get(`/company/999999/stats`)).status).toBe(404);
    expect((await fetch(`${api.url}/company/${companyId}/stats`)).status).toBe(401);
    expect((await fetch(`${api.url}/company/${companyId}/csv`)).status).toBe(401);
  });
});

describe('a company’s stats as CSV', () => {
  it('has a line per day and product and a line per day with claims', async () => {
    const own = await clientFor(api.url, 'eigen-klant@stats.test');
    const csv = await own.get(`/company/${companyId}/csv?${query}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(
      `bedrijf-${companyId}-statistieken-${period.start}-${period.end}.csv`,
    );
    const day = addDays(today, -15);
    expect(String(csv.body).trim().split('\r\n')).toEqual([
      'date,product_id,product,leads,revenue,claims_filed,claims_accepted,claim_credit',
      `${day},${solar.id},${solar.name},2,50.00,,,`,
      `${day},${roof.id},${roof.name},1,45.00,,,`,
      `${day},,,,,2,1,20.00`,
    ]);
  });
});

describe('every company’s stats (staff)', () => {
  it('lists every company with its figures, sorted and paged', async () => {
    const answer = await staff.get(`/company/all-stats?${query}&sort=revenue`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      start_date: period.start,
      end_date: period.end,
      sort: 'revenue',
      order: 'desc',
      page: 1,
      items_per_page: ALL_STATS_PAGE_SIZE,
      total: 3,
      totals: { leads: 4, revenue_cents: 19_499, claims_filed: 2, claims_accepted: 1 },
    });
    expect(answer.body.items.map((row: { company_id: number }) => row.company_id)).toEqual([
      quietId,
      companyId,
      partnerId,
    ]);
    expect(answer.body.items[1]).toMatchObject({
      company_name: 'Stats Dakwerken BV',
      leads: 3,
      revenue_cents: 9500,
      claims_filed: 2,
      credited_cents: 2000,
    });
    const byLeads = await staff.get(`/company/all-stats?${query}&sort=leads`);
    expect(byLeads.body.items[0].company_id).toBe(companyId);
    const byClaimsAsc = await staff.get(`/company/all-stats?${query}&sort=claims&order=asc`);
    expect(byClaimsAsc.body.items.at(-1).company_id).toBe(companyId);
    const beyond = await staff.get(`/company/all-stats?${query}&page=2`);
    expect(beyond.body).toMatchObject({ page: 2, total: 3, items: [] });
    expect(beyond.body.totals.leads).toBe(4);
  });

  it('defaults to the last 30 days and refuses bad input with 400', async () => {
    const answer = await staff.get('/company/all-stats');
    expect(answer.body).toMatchObject({ start_date: addDays(today, -29), end_date: today });
    expect((await staff.get('/company/all-stats?sort=name')).status).toBe(400);
    expect((await staff.get('/company/all-stats?page=0')).status).toBe(400);
    expect((await staff.get('/company/all-stats?endDate=2024-13-01')).status).toBe(400);
  });

  it('is for staff only', async () => {
    const own = await clientFor(api.url, 'eigen-klant@stats.test');
    expect((await own.get('/company/all-stats')).status).toBe(403);
    const partner = await clientFor(api.url, 'partner@demo.nl');
    expect((await partner.get('/company/all-stats')).status).toBe(403);
    expect((await fetch(`${api.url}/company/all-stats`)).status).toBe(401);
  });
});
