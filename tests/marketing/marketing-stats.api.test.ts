import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';
import { leads } from '../../api/src/leads/lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { dutchNoon } from '../dashboards/dashboard-test-kit';
import { addCompany, addPartner, leadPayload, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { trackedLead } from './marketing-test-kit';

let api: RunningApi;
let manager: TestClient;
let staff: TestClient;
let solar: ProductRow;
let roof: ProductRow;
let partnerId: number;

// The week of 2025-03-10..16 against 2025-03-03..09.
beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  [solar, roof] = (await catalogue(api.db)) as [ProductRow, ProductRow];
  manager = await clientFor(api.url, 'manager@demo.nl');
  staff = await clientFor(api.url, 'accountmanager@demo.nl');
  const buyer = await addCompany(api.db, 'utrecht');
  partnerId = await addCompany(api.db, 'amsterdam', {
    name: 'Partner Woonwijzer',
    isPartner: true,
  });
  const at = dutchNoon('2025-03-11');
  const before = dutchNoon('2025-03-04');
  // This week.
  await trackedLead(api.db, {
    product: solar,
    at,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'zon-voorjaar',
    sourceDomain: 'mijnzonnepanelen.nl',
    sold: [
      { companyId: buyer, priceCents: 3000 },
      { companyId: partnerId, priceCents: 2000 },
    ],
  });
  await trackedLead(api.db, {
    product: solar,
    at,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'zon-voorjaar',
    sourceDomain: 'mijnzonnepanelen.nl',
  });
  await trackedLead(api.db, {
    product: roof,
    at,
    utmSource: 'facebook',
    utmMedium: 'paid_social',
    utmCampaign: 'dak-fb',
    sourceDomain: 'dakdekkers.nl',
    sold: [{ companyId: buyer, priceCents: 1500 }],
  });
  await trackedLead(api.db, { product: solar, at, utmSource: 'facebook', utmMedium: 'social' });
  await trackedLead(api.db, {
    product: solar,
    at,
    utmSource: 'bing',
    utmMedium: 'cpc',
    utmCampaign: 'zon-bing',
  });
  await trackedLead(api.db, {
    product: solar,
    at,
    utmSource: 'nieuwsbrief',
    utmMedium: 'email',
    utmCampaign: 'maart-mail',
  });
  await trackedLead(api.db, {
    product: roof,
    at,
    utmSource: 'bespaarcheck',
    utmMedium: 'affiliate',
  });
  await trackedLead(api.db, { product: solar, at, sourceDomain: 'mijnzonnepanelen.nl' });
  await trackedLead(api.db, {
    product: roof,
    at,
    sourceDomain: 'dakdekkers.nl',
    utmMedium: 'organic',
  });
  await trackedLead(api.db, {
    product: solar,
    at,
    partnerCompanyId: partnerId,
    sold: [{ companyId: buyer, priceCents: 2500 }],
  });
  await trackedLead(api.db, { product: solar, at, source: 'staff' });
  // The week before: 1 google ads lead, 1 partner lead; and one outside both weeks.
  await trackedLead(api.db, {
    product: solar,
    at: before,
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'zon-voorjaar',
    sourceDomain: 'mijnzonnepanelen.nl',
    sold: [{ companyId: buyer, priceCents: 4000 }],
  });
  await trackedLead(api.db, { product: roof, at: before, partnerCompanyId: partnerId });
  await trackedLead(api.db, {
    product: solar,
    at: dutchNoon('2025-02-01'),
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'zon-voorjaar',
  });
});
afterAll(async () => api?.close());

const week = 'startDate=2025-03-10&endDate=2025-03-16';
const stats = (client: TestClient, query: string) =>
  client.get(`/company/marketing-stats?${week}&${query}`);
const byId = (rows: { id: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r]));

describe('GET /company/marketing-stats', () => {
  it('groups all leads by channel, with totals against the week before', async () => {
    const answer = await stats(manager, 'mode=all');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      mode: 'all',
      start_date: '2025-03-10',
      end_date: '2025-03-16',
      compare_start_date: '2025-03-03',
      compare_end_date: '2025-03-09',
      totals: { leads: 11, assigned_leads: 4, revenue_cents: 9000 },
      compare_totals: { leads: 2, assigned_leads: 1, revenue_cents: 4000 },
    });
    const rows = byId(answer.body.rows);
    expect(rows['google-ads']).toMatchObject({
      label: 'google-ads',
      leads: 2,
      assigned_leads: 2,
      revenue_cents: 5000,
      compare_leads: 1,
      compare_assigned_leads: 1,
      compare_revenue_cents: 4000,
    });
    expect(rows['partner']).toMatchObject({ leads: 1, revenue_cents: 2500, compare_leads: 1 });
    expect(rows['social-ads']).toMatchObject({ leads: 1, revenue_cents: 1500 });
    expect(rows['social-organic']).toMatchObject({ leads: 1 });
    expect(rows['bing']).toMatchObject({ leads: 1 });
    expect(rows['email']).toMatchObject({ leads: 1 });
    expect(rows['affiliate']).toMatchObject({ leads: 1 });
    expect(rows['seo']).toMatchObject({ leads: 2 });
    expect(rows['other']).toMatchObject({ leads: 1 });
    expect(answer.body.rows[0].id).toBe('google-ads');
  });

  it('groups by each mode’s own value', async () => {
    const expectations: [string, Record<string, number>][] = [
      ['source-domain', { 'mijnzonnepanelen.nl': 3, 'dakdekkers.nl': 2, '': 6 }],
      ['campaign', { 'zon-voorjaar': 2, 'dak-fb': 1, 'zon-bing': 1, 'maart-mail': 1 }],
      [
        'campaign-medium',
        {
          'zon-voorjaar|cpc': 2,
          'dak-fb|paid_social': 1,
          'zon-bing|cpc': 1,
          'maart-mail|email': 1,
        },
      ],
      ['medium', { cpc: 3, paid_social: 1, social: 1, email: 1, affiliate: 1, organic: 1, '': 3 }],
      ['google-ads', { 'zon-voorjaar': 2 }],
      ['bing', { 'zon-bing': 1 }],
      ['social-ads', { 'dak-fb': 1 }],
      ['social-organic', { facebook: 1 }],
      ['email', { 'maart-mail': 1 }],
      ['affiliate', { bespaarcheck: 1 }],
      ['seo', { 'mijnzonnepanelen.nl': 1, 'dakdekkers.nl': 1 }],
      ['partner', { [String(partnerId)]: 1 }],
    ];
    for (const [mode, leadsById] of expectations) {
      const answer = await stats(manager, `mode=${mode}`);
      expect(answer.status, mode).toBe(200);
      const got = Object.fromEntries(
        answer.body.rows
          .filter((r: { leads: number }) => r.leads > 0)
          .map((r: { id: string; leads: number }) => [r.id, r.leads]),
      );
      expect(got, mode).toEqual(leadsById);
    }
    const partner = await stats(manager, 'mode=partner');
    expect(partner.body.rows[0]).toMatchObject({
      label: 'Partner Woonwijzer',
      revenue_cents: 2500,
      compare_leads: 1,
    });
  });

  it("counts the product's own site per channel in mijn-{product}", async () => {
    const answer = await stats(manager, `mode=mijn-${solar.discr}`);
    expect(answer.status).toBe(200);
    // Only leads of that product on its own site (mijnzonnepanelen.nl) count, per channel.
    expect(solar.discr).toBe('zonnepanelen');
    expect(byId(answer.body.rows)['google-ads']).toMatchObject({ leads: 2, compare_leads: 1 });
    expect(byId(answer.body.rows)['seo']).toMatchObject({ leads: 1 });
    expect(answer.body.totals.leads).toBe(3);
    const other = await stats(manager, `mode=mijn-${roof.discr}`);
    expect(other.body.totals.leads).toBe(0);
  });

  it('filters one product', async () => {
    const answer = await stats(manager, `mode=all&product=${roof.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.product_id).toBe(roof.id);
    expect(answer.body.totals).toEqual({ leads: 3, assigned_leads: 1, revenue_cents: 1500 });
    expect(answer.body.compare_totals.leads).toBe(1);
    expect(Object.keys(byId(answer.body.rows)).sort()).toEqual(
      ['affiliate', 'partner', 'seo', 'social-ads'].sort(),
    );
  });

  it('takes another period and defaults to the last 30 days', async () => {
    const feb = await manager.get(
      '/company/marketing-stats?mode=campaign&startDate=2025-02-01&endDate=2025-02-28',
    );
    expect(feb.body.rows).toEqual([
      expect.objectContaining({ id: 'zon-voorjaar', leads: 1, compare_leads: 0 }),
    ]);
    const standard = await manager.get('/company/marketing-stats');
    expect(standard.status).toBe(200);
    expect(standard.body.mode).toBe('all');
    const days =
      (Date.parse(standard.body.end_date) - Date.parse(standard.body.start_date)) / 86_400_000;
    expect(days).toBe(29);
  });

  it('refuses bad modes, days and products with field messages', async () => {
    const cases: [string, Record<string, string>][] = [
      ['mode=tv', { mode: 'MESSAGE.SELECT_OPTION' }],
      ['mode=mijn-bestaatniet', { mode: 'MESSAGE.SELECT_OPTION' }],
      ['startDate=2025-02-30', { startDate: 'MESSAGE.ENTER_VALID_DATE' }],
      ['startDate=2025-03-10&endDate=2025-03-01', { endDate: 'MESSAGE.VALUE_TOO_LOW' }],
      ['startDate=1200-01-01&endDate=2025-03-01', { startDate: 'MESSAGE.VALUE_TOO_LOW' }],
    ];
    for (const [query, fields] of cases) {
      const answer = await manager.get(`/company/marketing-stats?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toMatchObject(fields);
    }
    expect((await manager.get('/company/marketing-stats?product=abc')).status).toBe(400);
  });

  it('is for lead users and managers only', async () => {
    const customerCompany = await addCompany(api.db, 'utrecht');
    await linkUser(api.db, customerCompany, 'customer@demo.nl');
    await linkUser(api.db, partnerId, 'partner@demo.nl');
    expect((await stats(staff, 'mode=all')).status).toBe(200);
    expect((await stats(await clientFor(api.url, 'customer@demo.nl'), '')).status).toBe(403);
    expect((await stats(await clientFor(api.url, 'partner@demo.nl'), '')).status).toBe(403);
    expect((await stats(await clientFor(api.url, 'cms@demo.nl'), '')).status).toBe(403);
    expect((await stats(createClient(api.url), '')).status).toBe(401);
  });

  it('keeps the aggregate exact through moves, reprices and deletes', async () => {
    expect(await dayStatsMismatches(api.db)).toEqual([]);
    const [lead] = await api.db.select().from(leads).where(eq(leads.utmCampaign, 'dak-fb'));
    await api.db
      .update(leads)
      .set({ utmCampaign: 'dak-fb-2', productId: solar.id })
      .where(eq(leads.id, lead!.id));
    expect(await dayStatsMismatches(api.db)).toEqual([]);
    const moved = await stats(manager, 'mode=campaign');
    expect(byId(moved.body.rows)['dak-fb-2']).toMatchObject({ leads: 1, revenue_cents: 1500 });
    expect(byId(moved.body.rows)['dak-fb']).toBeUndefined();
    await api.db.delete(leads).where(eq(leads.id, lead!.id));
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });
});

describe('tracking values at intake', () => {
  it('the quote form keeps them trimmed and in lower case; staff read them on the lead', async () => {
    const answer = await createClient(api.url).post(
      '/quote-request',
      leadPayload(solar.discr, 'utrecht', {
        utm_source: '  Google ',
        utm_medium: 'CPC',
        utm_campaign: 'Zon-Najaar',
        source_domain: 'https://www.MijnZonnepanelen.nl/offerte?x=1',
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const lead = await staff.get(`/lead/${answer.body.lead_id}`);
    expect(lead.status).toBe(200);
    expect(lead.body).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'zon-najaar',
      source_domain: 'mijnzonnepanelen.nl',
    });
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('refuses values that are too long or not a site', async () => {
    const answer = await createClient(api.url).post(
      '/quote-request',
      leadPayload(solar.discr, 'utrecht', {
        utm_campaign: 'x'.repeat(101),
        source_domain: 'geen site!',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      utm_campaign: 'MESSAGE.TEXT_TOO_LONG',
      source_domain: 'MESSAGE.INVALID_VALUE',
    });
  });

  it("a partner's lead without values takes the partner's defaults, each one it lacks", async () => {
    const guid = await addPartner(api.db);
    await api.db
      .update(companyPartners)
      .set({ utmSource: 'woonwijzer', utmMedium: 'partner', sourceDomain: 'woonwijzer.nl' })
      .where(eq(companyPartners.guid, guid));
    const plain = await createClient(api.url).post(
      `/partner/${guid}/lead`,
      leadPayload(roof.discr),
    );
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const own = await createClient(api.url).post(
      `/partner/${guid}/lead`,
      leadPayload(roof.discr, 'utrecht', { utm_medium: 'email', utm_campaign: 'Herfst' }),
    );
    expect(own.status).toBe(201);
    const [first] = await api.db.select().from(leads).where(eq(leads.id, plain.body.lead_id));
    expect(first).toMatchObject({
      utmSource: 'woonwijzer',
      utmMedium: 'partner',
      utmCampaign: null,
      sourceDomain: 'woonwijzer.nl',
    });
    const [second] = await api.db.select().from(leads).where(eq(leads.id, own.body.lead_id));
    expect(second).toMatchObject({
      utmSource: 'woonwijzer',
      utmMedium: 'email',
      utmCampaign: 'herfst',
      sourceDomain: 'woonwijzer.nl',
    });
  });
});
