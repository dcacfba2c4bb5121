import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, PLACES, seedCatalogueOnly, takeProduct } from '../leads/lead-test-kit';
import { addLead, catalogue } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { addCustomerUser, dutchNoon } from './dashboard-test-kit';
import { addUserWithRoles, clicksAt, copiesOfLead } from './overviews-kit';
import { partnerLead } from './partner-dashboard-kit';

let api: RunningApi;
let manager: TestClient;
let staff: TestClient;
let cms: TestClient;
let customer: TestClient;
let partner: TestClient;
let managerOnly: TestClient;
let anonymous: TestClient;
let solar: ProductRow;
let other: ProductRow;
let partnerA: number;
let partnerB: number;
let buyer: number;
let repricedAssignment: number;
let shop: number;
let otherShop: number;
let shopUser: TestClient;

const today = dutchDay(new Date());
// The asked period: ten days ending 11 days ago; the compared period the ten days before.
const period = { start: addDays(today, -20), end: addDays(today, -11) };
const inPeriod = dutchNoon(addDays(today, -15));
const inCompared = dutchNoon(addDays(today, -25));
const query = `startDate=${period.start}&endDate=${period.end}`;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  const products = await catalogue(api.db);
  solar = products[0]!;
  other = products[1]!;
  partnerA = await addCompany(api.db, 'amsterdam', { isPartner: true, name: 'Partner Alfa BV' });
  partnerB = await addCompany(api.db, 'eindhoven', { isPartner: true, name: 'Partner Beta BV' });
  buyer = await addCompany(api.db, 'utrecht', { name: 'Koper Installaties BV' });

  // Partner A in the period: 3 solar leads (1 bad, 2 bought for 2000 and 3000, the second
  // claimed) and 1 of the other product, not assigned. In the compared period: 1 bought for 1000.
  await partnerLead(api.db, { product: solar, partnerId: partnerA, at: inPeriod, bad: true });
  await partnerLead(api.db, {
    product: solar,
    partnerId: partnerA,
    at: inPeriod,
    companyId: buyer,
    priceCents: 2000,
  });
  repricedAssignment = (
    await partnerLead(api.db, {
      product: solar,
      partnerId: partnerA,
      at: inPeriod,
      companyId: buyer,
      priceCents: 3000,
      claimed: true,
    })
  ).assignedLeadId;
  await partnerLead(api.db, { product: other, partnerId: partnerA, at: inPeriod });
  await partnerLead(api.db, {
    product: solar,
    partnerId: partnerA,
    at: inCompared,
    companyId: buyer,
    priceCents: 1000,
  });
  // Partner B: one solar lead bought for 500.
  await partnerLead(api.db, {
    product: solar,
    partnerId: partnerB,
    at: inPeriod,
    companyId: buyer,
    priceCents: 500,
  });

  manager = await clientFor(api.url, 'manager@demo.nl');
  staff = await clientFor(api.url, 'accountmanager@demo.nl');
  cms = await clientFor(api.url, 'cms@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  await addUserWithRoles(api.db, 'alleenmanager@demo.nl', ['ROLE_LEAD_MANAGER']);
  managerOnly = await clientFor(api.url, 'alleenmanager@demo.nl');
  anonymous = createClient(api.url);
});

afterAll(async () => {
  await api?.close();
});

describe('GET /company/partners/stats (the partner overview)', () => {
  it("counts each partner's leads by outcome and their revenue, against the period before", async () => {
    const answer = await manager.get(`/company/partners/stats?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      start_date: period.start,
      end_date: period.end,
      compare_start_date: addDays(period.start, -10),
      compare_end_date: addDays(period.start, -1),
      product_id: null,
      totals: { sent: 5, accepted: 4, rejected: 1, assigned: 3, claimed: 1, revenue_cents: 5500 },
      compare_totals: { sent: 1, assigned: 1, revenue_cents: 1000 },
    });
    const [first, second] = answer.body.partners;
    expect(first).toMatchObject({
      company_id: partnerA,
      name: 'Partner Alfa BV',
      sent: 4,
      accepted: 3,
      rejected: 1,
      assigned: 2,
      claimed: 1,
      revenue_cents: 5000,
      compare: { sent: 1, accepted: 1, rejected: 0, assigned: 1, claimed: 0, revenue_cents: 1000 },
    });
    expect(second).toMatchObject({ company_id: partnerB, sent: 1, revenue_cents: 500 });
  });

  it('narrows to one product', async () => {
    const answer = await manager.get(`/company/partners/stats?${query}&product=${other.id}`);
    expect(answer.body.product_id).toBe(other.id);
    const a = answer.body.partners.find((p: { company_id: number }) => p.company_id === partnerA);
    expect(a).toMatchObject({ sent: 1, assigned: 0, revenue_cents: 0 });
    const b = answer.body.partners.find((p: { company_id: number }) => p.company_id === partnerB);
    expect(b).toMatchObject({ sent: 0, revenue_cents: 0 });
  });

  it('follows repricing, a later assignment and a deleted lead, equal to a recount', async () => {
    const revenueOfA = async () => {
      const answer = await manager.get(`/company/partners/stats?${query}`);
      return answer.body.partners.find((p: { company_id: number }) => p.company_id === partnerA)
        .revenue_cents;
    };
    await api.db
      .update(assignedLeads)
      .set({ priceCents: 3500 })
      .where(eq(assignedLeads.id, repricedAssignment));
    expect(await revenueOfA()).toBe(5500);
    // Sold again today: the revenue stays with the day the partner sent the lead.
    const [sold] = await api.db
      .select({ leadId: assignedLeads.leadId })
      .from(assignedLeads)
      .where(eq(assignedLeads.id, repricedAssignment));
    const second = await addCompany(api.db, 'utrecht');
    await api.db
      .insert(assignedLeads)
      .values({ leadId: sold!.leadId, companyId: second, priceCents: 700, priceSource: 'product' });
    expect(await revenueOfA()).toBe(6200);
    expect(await dayStatsMismatches(api.db)).toEqual([]);
    // The lead moves to partner B, then is deleted: its revenue goes along, then out.
    await api.db
      .update(leads)
      .set({ partnerCompanyId: partnerB })
      .where(eq(leads.id, sold!.leadId));
    expect(await revenueOfA()).toBe(2000);
    expect(await dayStatsMismatches(api.db)).toEqual([]);
    await api.db.delete(leads).where(eq(leads.id, sold!.leadId));
    const answer = await manager.get(`/company/partners/stats?${query}`);
    const b = answer.body.partners.find((p: { company_id: number }) => p.company_id === partnerB);
    expect(b.revenue_cents).toBe(500);
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('refuses bad days with a field error', async () => {
    const bad = await manager.get('/company/partners/stats?startDate=2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ startDate: 'MESSAGE.ENTER_VALID_DATE' });
    const reversed = await manager.get(
      `/company/partners/stats?startDate=${period.end}&endDate=${period.start}`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toMatchObject({ endDate: 'MESSAGE.VALUE_TOO_LOW' });
  });

  it('is for CMS users and lead staff only', async () => {
    expect((await cms.get(`/company/partners/stats?${query}`)).status).toBe(200);
    expect((await staff.get(`/company/partners/stats?${query}`)).status).toBe(200);
    expect((await managerOnly.get(`/company/partners/stats?${query}`)).status).toBe(403);
    expect((await customer.get(`/company/partners/stats?${query}`)).status).toBe(403);
    expect((await partner.get(`/company/partners/stats?${query}`)).status).toBe(403);
    expect((await anonymous.get(`/company/partners/stats?${query}`)).status).toBe(401);
  });
});

describe('GET /company/coverage (the coverage overview)', () => {
  // Its own days, 40 to 31 days ago, so the partner leads above stay out.
  const coverage = { start: addDays(today, -40), end: addDays(today, -31) };
  let coverageQuery = '';
  let utrechtCompany: number;

  beforeAll(async () => {
    coverageQuery = `startDate=${coverage.start}&endDate=${coverage.end}&product=${solar.id}`;
    const at = (days: number) => ({ createdAt: dutchNoon(addDays(today, -days)) });
    for (const days of [35, 34, 33])
      await addLead(api.db, { product: solar, place: 'utrecht', fields: at(days) });
    await addLead(api.db, { product: solar, place: 'amsterdam', fields: at(36) });
    await addLead(api.db, { product: solar, place: 'eindhoven', fields: at(32) });
    // Another product's demand and a lead outside the days stay out.
    await addLead(api.db, { product: other, place: 'utrecht', fields: at(35) });
    await addLead(api.db, { product: solar, place: 'utrecht', fields: at(45) });
    // Supply: 20 km around Utrecht (not Amsterdam, about 35 km away), Eindhoven by name;
    // a paused product and another product's filter do not cover.
    utrechtCompany = await addCompany(api.db, 'utrecht', { name: 'Dekking Utrecht BV' });
    await takeProduct(api.db, utrechtCompany, solar.discr, { filters: [{ radiusKm: 20 }] });
    const eindhoven = await addCompany(api.db, 'eindhoven');
    await takeProduct(api.db, eindhoven, solar.discr, {
      filters: [{ radiusKm: 0, municipalities: ['Eindhoven'] }],
    });
    const paused = await addCompany(api.db, 'amsterdam');
    await takeProduct(api.db, paused, solar.discr, { paused: true, filters: [{ radiusKm: 50 }] });
    const otherProduct = await addCompany(api.db, 'amsterdam');
    await takeProduct(api.db, otherProduct, other.discr, { filters: [{ radiusKm: 50 }] });
  });

  it('gives the places of the period’s leads and per area the companies covering it', async () => {
    const answer = await staff.get(`/company/coverage?${coverageQuery}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ leads: 5, points_capped: false, companies: 2 });
    expect(answer.body.points).toHaveLength(5);
    // Newest first: the Eindhoven lead of 32 days ago.
    expect(answer.body.points[0]).toEqual({
      latitude: PLACES.eindhoven.latitude,
      longitude: PLACES.eindhoven.longitude,
    });
    expect(
      answer.body.areas.map((a: { municipality: string; leads: number; companies: number }) => [
        a.municipality,
        a.leads,
        a.companies,
      ]),
    ).toEqual([
      ['Utrecht', 3, 1],
      ['Amsterdam', 1, 0],
      ['Eindhoven', 1, 1],
    ]);
  });

  it('counts every product’s demand against its own companies without a product', async () => {
    const answer = await staff.get(
      `/company/coverage?startDate=${coverage.start}&endDate=${coverage.end}`,
    );
    expect(answer.body.leads).toBe(6);
    expect(answer.body.companies).toBe(3);
    const utrechtOther = answer.body.areas.find(
      (a: { municipality: string; product_id: number }) =>
        a.municipality === 'Utrecht' && a.product_id === other.id,
    );
    // The other product's company sits in Amsterdam with 50 km: Utrecht is within reach.
    expect(utrechtOther).toMatchObject({ leads: 1, companies: 1 });
  });

  it('draws at most 5,000 places, the newest first', async () => {
    const day = addDays(today, -60);
    const original = await addLead(api.db, {
      product: solar,
      place: 'amsterdam',
      fields: { createdAt: dutchNoon(day) },
    });
    await api.db.delete(leads).where(eq(leads.id, original)).execute();
    const source = await addLead(api.db, {
      product: solar,
      place: 'amsterdam',
      fields: { createdAt: dutchNoon(addDays(today, -400)) },
    });
    await copiesOfLead(api.db, source, 5001, dutchNoon(day), PLACES.eindhoven);
    const answer = await staff.get(
      `/company/coverage?startDate=${day}&endDate=${day}&product=${solar.id}`,
    );
    expect(answer.body.leads).toBe(5001);
    expect(answer.body.points).toHaveLength(5000);
    expect(answer.body.points_capped).toBe(true);
    expect(answer.body.points[0]).toEqual({
      latitude: PLACES.amsterdam.latitude,
      longitude: PLACES.amsterdam.longitude,
    });
    expect(answer.body.points[1]).toEqual({
      latitude: PLACES.eindhoven.latitude,
      longitude: PLACES.eindhoven.longitude,
    });
  });

  it('refuses bad days and is for lead staff only', async () => {
    const bad = await staff.get('/company/coverage?endDate=2026-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ endDate: 'MESSAGE.ENTER_VALID_DATE' });
    expect((await manager.get(`/company/coverage?${coverageQuery}`)).status).toBe(200);
    expect((await managerOnly.get(`/company/coverage?${coverageQuery}`)).status).toBe(403);
    expect((await cms.get(`/company/coverage?${coverageQuery}`)).status).toBe(403);
    expect((await customer.get(`/company/coverage?${coverageQuery}`)).status).toBe(403);
    expect((await partner.get(`/company/coverage?${coverageQuery}`)).status).toBe(403);
    expect((await anonymous.get(`/company/coverage?${coverageQuery}`)).status).toBe(401);
  });
});

describe('GET /company/{id}/clicks (a shop’s clicks)', () => {
  const clicksQuery = `startDate=${period.start}&endDate=${period.end}`;
  const dayOne = addDays(today, -18);
  const dayTwo = addDays(today, -12);

  beforeAll(async () => {
    shop = await addCompany(api.db, 'utrecht', { name: 'Warmte Winkel BV', isComparison: true });
    otherShop = await addCompany(api.db, 'amsterdam', { isComparison: true });
    await addCustomerUser(api.db, 'winkel@demo.nl', shop);
    shopUser = await clientFor(api.url, 'winkel@demo.nl');
    const daikin = 'Daikin Altherma 3';
    await clicksAt(api.db, {
      companyId: shop,
      at: dutchNoon(dayOne),
      productName: daikin,
      priceCents: 45,
      count: 2,
    });
    await clicksAt(api.db, {
      companyId: shop,
      at: dutchNoon(dayOne),
      productName: daikin,
      priceCents: 60,
    });
    await clicksAt(api.db, {
      companyId: shop,
      at: dutchNoon(dayTwo),
      productName: 'Atlantic Alfea',
      priceCents: 45,
    });
    // Outside the days, and another shop's click, stay out.
    await clicksAt(api.db, {
      companyId: shop,
      at: inCompared,
      productName: daikin,
      priceCents: 45,
    });
    await clicksAt(api.db, {
      companyId: otherShop,
      at: dutchNoon(dayOne),
      productName: daikin,
      priceCents: 45,
    });
  });

  it('lists the shop’s clicks per day, product and click price, newest day first', async () => {
    const answer = await shopUser.get(`/company/${shop}/clicks?${clicksQuery}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      company_id: shop,
      clicks: 4,
      cost_cents: 195,
      rows_total: 3,
    });
    expect(answer.body.rows).toEqual([
      expect.objectContaining({
        day: dayTwo,
        product_name: 'Atlantic Alfea',
        click_price_cents: 45,
        clicks: 1,
        cost_cents: 45,
      }),
      expect.objectContaining({
        day: dayOne,
        product_name: 'Daikin Altherma 3',
        click_price_cents: 45,
        clicks: 2,
        cost_cents: 90,
      }),
      expect.objectContaining({
        day: dayOne,
        product_name: 'Daikin Altherma 3',
        click_price_cents: 60,
        clicks: 1,
        cost_cents: 60,
      }),
    ]);
  });

  it('gives the same rows as CSV', async () => {
    const answer = await shopUser.get(`/company/${shop}/clicks/csv?${clicksQuery}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = String(answer.body).trim().split('\r\n');
    expect(lines).toEqual([
      'Dag,Product,Categorie,Klikprijs,Klikken,Kosten',
      `${dayTwo},Atlantic Alfea,,"0,45",1,"0,45"`,
      `${dayOne},Daikin Altherma 3,,"0,45",2,"0,90"`,
      `${dayOne},Daikin Altherma 3,,"0,60",1,"0,60"`,
    ]);
  });

  it('keeps a shop to its own clicks', async () => {
    expect((await shopUser.get(`/company/${otherShop}/clicks`)).status).toBe(404);
    expect((await shopUser.get(`/company/${otherShop}/clicks/csv`)).status).toBe(404);
    expect((await shopUser.get('/company/999999/clicks')).status).toBe(404);
    expect((await customer.get(`/company/${shop}/clicks`)).status).toBe(404);
    expect((await partner.get(`/company/${shop}/clicks`)).status).toBe(403);
    expect((await cms.get(`/company/${shop}/clicks`)).status).toBe(403);
    expect((await anonymous.get(`/company/${shop}/clicks`)).status).toBe(401);
    const read = await staff.get(`/company/${shop}/clicks?${clicksQuery}`);
    expect(read.body.clicks).toBe(4);
  });

  it('refuses bad days with a field error', async () => {
    const bad = await shopUser.get(`/company/${shop}/clicks?startDate=gisteren`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ startDate: 'MESSAGE.ENTER_VALID_DATE' });
  });
});
