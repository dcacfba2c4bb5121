import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { dutchDay } from '#domain/dashboards/calendar-days';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly, takeProduct } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { claimAt, invoiceOf, leadAt, publishedReview, taskOn } from './dashboard-test-kit';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 1000);

let api: RunningApi;
let customer: TestClient;
let solar: ProductRow;
let company: number;
let partnerCompany: number;
let newest: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  company = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 1800 });
  partnerCompany = await addCompany(api.db, 'amsterdam', { isPartner: true });
  await linkUser(api.db, company, 'customer@demo.nl');
  await linkUser(api.db, partnerCompany, 'partner@demo.nl');
  await takeProduct(api.db, company, 'zonnepanelen', { max: 4, period: 'day' });
  customer = await clientFor(api.url, 'customer@demo.nl');

  // The period (last 29 days): three leads; the 29 days before: two; and one long ago.
  const lead = (days: number, priceCents: number, place?: 'amsterdam' | 'eindhoven') =>
    leadAt(api.db, { product: solar, at: daysAgo(days), companyId: company, priceCents, place });
  const old = await lead(100, 7000);
  const earlier = await lead(40, 500);
  await lead(35, 1500);
  const tenDays = await lead(10, 3000, 'eindhoven');
  const twoDays = await lead(2, 2000, 'amsterdam');
  const today = await lead(0, 1000);
  newest = today.assignedLeadId;
  // Someone else's lead: never on this company's home.
  await leadAt(api.db, {
    product: solar,
    at: daysAgo(1),
    companyId: partnerCompany,
    priceCents: 999,
  });

  await taskOn(api.db, twoDays.assignedLeadId, new Date(Date.now() + DAY_MS));
  await taskOn(api.db, tenDays.assignedLeadId, daysAgo(3));
  await invoiceOf(api.db, company, INVOICE_STATUSES.not_paid, 12_100);
  await invoiceOf(api.db, company, INVOICE_STATUSES.first_warning, 900);
  await invoiceOf(api.db, company, INVOICE_STATUSES.paid, 5_000);
  await invoiceOf(api.db, partnerCompany, INVOICE_STATUSES.not_paid, 4_000);
  await claimAt(api.db, twoDays.assignedLeadId, company, CLAIM_STATUSES.accepted, daysAgo(1));
  await claimAt(api.db, earlier.assignedLeadId, company, CLAIM_STATUSES.new, daysAgo(39));
  await publishedReview(api.db, old.assignedLeadId, company, 8);
  await publishedReview(api.db, tenDays.assignedLeadId, company, 9);
});
afterAll(async () => api?.close());

describe('GET /company/{id}/dashboard', () => {
  it("gives a customer its home with the period's figures against the period before", async () => {
    const answer = await customer.get(`/company/${company}/dashboard`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const home = answer.body;
    expect(home).toMatchObject({
      company_id: company,
      is_partner: false,
      end_date: dutchDay(new Date()),
      leads: { count: 3, compare_count: 2, spent_cents: 6000, compare_spent_cents: 2000 },
      caps: [{ product_id: solar.id, period: 'day', max: 4, count: 1, paused: false }],
      planned_tasks: 1,
      balance: { is_prepaid: true, balance_cents: 1800, low: true },
      open_invoices: { count: 2, total_cents: 13_000 },
      claims: { filed: 1, accepted: 1, credited_cents: 0, open: 1 },
      reviews: { count: 2, rating: 8.5 },
    });
    expect(home.latest_leads).toHaveLength(5);
    expect(home.latest_leads[0]).toMatchObject({ assigned_lead_id: newest, price_cents: 1000 });
    expect(home.latest_leads.map((l: { price_cents: number }) => l.price_cents)).toEqual([
      1000, 2000, 3000, 1500, 500,
    ]);
    expect(home.map_points).toHaveLength(3);
    expect(home.leads_per_week).toHaveLength(12);
    expect(home.leads_per_week.at(-1).leads).toBeGreaterThanOrEqual(1);
    // Within the twelve weeks: every lead but the one of 100 days ago.
    expect(home.leads_per_week.reduce((n: number, w: { leads: number }) => n + w.leads, 0)).toBe(5);
  });

  it('shows a partner company no invoices and no company products', async () => {
    const partner = await clientFor(api.url, 'partner@demo.nl');
    const answer = await partner.get(`/company/${partnerCompany}/dashboard`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      is_partner: true,
      caps: null,
      open_invoices: null,
      leads: { count: 1, spent_cents: 999 },
    });
  });

  it("hides other companies' homes, and admits staff", async () => {
    expect((await customer.get(`/company/${partnerCompany}/dashboard`)).status).toBe(404);
    const stranger = await clientFor(api.url, 'both@demo.nl');
    expect((await stranger.get(`/company/${company}/dashboard`)).status).toBe(404);
    expect((await customer.get('/company/999999/dashboard')).status).toBe(404);
    expect((await createClient(api.url).get(`/company/${company}/dashboard`)).status).toBe(401);
    const staff = await clientFor(api.url, 'accountmanager@demo.nl');
    expect((await staff.get(`/company/${company}/dashboard`)).body.leads.count).toBe(3);
  });
});
