import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyEvents } from '../../api/src/companies/company-event.table';
import { endExpiredDeals } from '../../api/src/deals/deal-ending';
import { deals } from '../../api/src/deals/deal.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { clientFor, setCompany } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  addCompany,
  addPartner,
  leadPayload,
  seedCatalogueOnly,
  takeProduct,
} from '../leads/lead-test-kit';
import { addLead, catalogue, linkUser } from '../plaza/plaza-test-kit';

let api: RunningApi;
let sales: TestClient;
let customer: TestClient;
let outsider: TestClient;
let partnerApi: TestClient;
let guid: string;
let companyId: number;
let solar: ProductRow;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  sales = await clientFor(api.url, 'sales@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  outsider = await clientFor(api.url, 'both@demo.nl');
  partnerApi = createClient(api.url);
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of ['leads', 'deals', 'company_users', 'company_products', 'companies'])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  guid = await addPartner(api.db);
});

const newDeal = (body: Record<string, unknown>, company = companyId, who = sales) =>
  who.post(`/company/${company}/deal`, body);

/** A lead through the partner API: the price and deal of its assignment to the company. */
async function matchedPrice() {
  const answer = await partnerApi.post(
    `/partner/${guid}/lead`,
    leadPayload('zonnepanelen', 'utrecht'),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const [row] = await api.db
    .select()
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, answer.body.lead_id));
  return { cents: row!.priceCents, source: row!.priceSource, dealId: row!.dealId };
}

describe('making a deal', () => {
  it('checks every deal rule (docs/deals.md) and answers field errors', async () => {
    const free = [{ product_id: solar.id, free: true }];
    const tooMany = await newDeal({ products: free, max: 26, has_free_lead: true });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toMatchObject({ max: 'MESSAGE.DEAL_MAX_TOO_HIGH' });
    const withEnd = await newDeal({
      products: free,
      max: 10,
      has_free_lead: true,
      end: '2027-01-31T00:00:00+01:00',
    });
    expect(withEnd.body.fields).toMatchObject({ end: 'MESSAGE.DEAL_FREE_PRODUCT_WITH_END_DATE' });
    const plaza = await newDeal({ products: free, max_free_lead_plaza: 6, has_free_lead: true });
    expect(plaza.body.fields).toMatchObject({
      max_free_lead_plaza: 'MESSAGE.DEAL_PLAZA_MAX_TOO_HIGH',
    });
    const worthless = await newDeal({ products: [{ product_id: solar.id, price_cents: 0 }] });
    expect(worthless.body.fields).toMatchObject({ products: 'MESSAGE.DEAL_VALUE_ZERO' });
    await setCompany(api.db, companyId, { allowNoCureNoPay: true });
    expect((await newDeal({ products: [{ product_id: solar.id, price_cents: 0 }] })).status).toBe(
      201,
    );
    expect((await newDeal({ products: [] })).body.fields).toMatchObject({
      products: 'MESSAGE.DEAL_REQUIRED',
    });
  });

  it('stores the normal form: a price clears the free flag, plaza-only copies the plaza maximum', async () => {
    const made = await newDeal({
      products: [{ product_id: solar.id, price_cents: 2500, free: true }],
      lead_plaza_only: true,
      max: 500,
      max_free_lead_plaza: 3,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      products: [{ product_id: solar.id, price_cents: 2500, free: false }],
      max: 3,
      running: true,
      used: 0,
    });
  });

  it("lets staff make deals and the company's users read them; others get 403 or 404", async () => {
    const body = { products: [{ product_id: solar.id, price_cents: 2000 }] };
    expect((await newDeal(body, companyId, customer)).status).toBe(403);
    const made = await newDeal(body);
    const list = await customer.get(`/company/${companyId}/deal`);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: made.body.id }] });
    expect((await outsider.get(`/deal/${made.body.id}`)).status).toBe(404);
    expect((await outsider.get(`/company/${companyId}/deal`)).status).toBe(404);
  });
});

describe("a deal's prices", () => {
  it('go before every other price in matching, up to the deal maximum', async () => {
    await takeProduct(api.db, companyId, 'zonnepanelen');
    const deal = await newDeal({ products: [{ product_id: solar.id, price_cents: 1234 }], max: 1 });
    expect(await matchedPrice()).toEqual({ cents: 1234, source: 'deal', dealId: deal.body.id });
    // The maximum is reached: the next lead costs the product price again.
    expect(await matchedPrice()).toMatchObject({ cents: solar.priceCents, source: 'product' });
    expect((await sales.get(`/deal/${deal.body.id}`)).body.used).toBe(1);
  });

  it('do not price matched leads of a plaza-only deal, nor after the deal ended', async () => {
    await takeProduct(api.db, companyId, 'zonnepanelen');
    const plazaOnly = await newDeal({
      products: [{ product_id: solar.id, price_cents: 999 }],
      lead_plaza_only: true,
      max_free_lead_plaza: 5,
    });
    expect(plazaOnly.status).toBe(201);
    expect((await matchedPrice()).source).toBe('product');
    const deal = await newDeal({ products: [{ product_id: solar.id, price_cents: 1500 }] });
    expect((await matchedPrice()).cents).toBe(1500);
    const ended = await sales.put(`/deal/${deal.body.id}/ended`, { version: deal.body.version });
    expect(ended.body).toMatchObject({ running: false });
    expect((await matchedPrice()).source).toBe('product');
  });

  it('give free plaza leads, then set the plaza price', async () => {
    const deal = await newDeal({
      products: [{ product_id: solar.id, price_cents: 2000 }],
      max_free_lead_plaza: 1,
    });
    expect((await customer.get(`/company/${companyId}/lead-plaza-deal`)).body).toEqual({
      deal_id: deal.body.id,
      free_plaza_leads_left: 1,
    });
    const first = await customer.post(`/leadplaza/${companyId}/assign`, {
      lead_id: await addLead(api.db, { product: solar }),
    });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ price_cents: 0, payment: 'free' });
    const second = await customer.post(`/leadplaza/${companyId}/assign`, {
      lead_id: await addLead(api.db, { product: solar }),
    });
    expect(second.body.price_cents).toBe(plazaPriceCents(2000, 0));
    expect((await customer.get(`/company/${companyId}/lead-plaza-deal`)).body).toMatchObject({
      free_plaza_leads_left: 0,
    });
    expect((await sales.get(`/deal/${deal.body.id}`)).body).toMatchObject({
      used: 1,
      free_plaza_used: 1,
    });
  });
});

describe('ending a deal', () => {
  it('pauses the company when the deal says so and ends a trial, each logged; a stale end is refused', async () => {
    await setCompany(api.db, companyId, { trialAccount: true });
    const deal = await newDeal({
      products: [{ product_id: solar.id, price_cents: 2000 }],
      pause_account: true,
    });
    const stale = await sales.put(`/deal/${deal.body.id}/ended`, {
      version: deal.body.version + 1,
    });
    expect(stale.status).toBe(409);
    expect((await customer.put(`/deal/${deal.body.id}/ended`, { version: 1 })).status).toBe(403);
    const ended = await sales.put(`/deal/${deal.body.id}/ended`, { version: deal.body.version });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.ended_at).not.toBeNull();
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company).toMatchObject({ state: 'paused', trialAccount: false });
    const logged = await api.db
      .select({ type: companyEvents.type })
      .from(companyEvents)
      .where(eq(companyEvents.companyId, companyId));
    expect(logged.map((row) => row.type)).toEqual(
      expect.arrayContaining(['paused_by_deal', 'trial_ended_by_deal']),
    );
    const again = await sales.put(`/deal/${deal.body.id}/ended`, { version: ended.body.version });
    expect(again.status).toBe(409);
  });

  it('ends a deal by itself once its end date has passed, with the same effects, once', async () => {
    const deal = await newDeal({
      products: [{ product_id: solar.id, price_cents: 2000 }],
      pause_account: true,
      end: '2030-01-31T00:00:00+01:00',
    });
    expect(await endExpiredDeals(api.db, new Date('2030-01-30T12:00:00Z'))).toBe(0);
    const after = new Date('2030-02-01T00:00:00Z');
    expect(await endExpiredDeals(api.db, after)).toBe(1);
    expect(await endExpiredDeals(api.db, after)).toBe(0);
    const [row] = await api.db.select().from(deals).where(eq(deals.id, deal.body.id));
    expect(row!.endedAt?.toISOString()).toBe('2030-01-30T23:00:00.000Z');
    const [company] = await api.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.state).toBe('paused');
  });
});
