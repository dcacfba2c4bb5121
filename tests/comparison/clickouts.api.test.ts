/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickPriceFor } from '#domain/comparison/commission-scale';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let heatPumps: any;
let offer: any;
let product: any;
const SITE = 'www.zonnepanelen-offertes.nl';

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  heatPumps = (await editor.get('/comparison/core-product')).body.items.find(
    (c: any) => c.discr === 'heat_pump',
  );
  const list = (
    await editor.get(`/comparison/core-product/${heatPumps.id}/product?itemsPerPage=100`)
  ).body.items;
  const offered = list.find((p: any) => p.offer_count > 0);
  product = (await editor.get(`/comparison/product/${offered.id}`)).body;
  offer = product.offers[0];
});
afterAll(async () => api?.close());

/** A visitor of the site following an offer's link, without a session. */
async function follow(offerId: number, from?: string) {
  const query = new URLSearchParams({ host: SITE, url: `/out/offer/${offerId}` });
  if (from) query.set('from', from);
  return fetch(`${api.url}/public/cms/page?${query}`, { redirect: 'manual' });
}

const listClicks = async (query: string) =>
  (await editor.get(`/comparison/clickout?${query}`)).body;

describe('comparison click-outs', () => {
  it('sends a visitor on to the shop, uncached, and records the click with the scale’s click price', async () => {
    const before = await listClicks(
      `groupBy=none&companyId=${offer.company_id}&search=${encodeURIComponent(product.name)}`,
    );
    const answer = await follow(offer.id, '/warmtepomp/vergelijken?sort=price');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(offer.url);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const after = await listClicks(
      `groupBy=none&companyId=${offer.company_id}&search=${encodeURIComponent(product.name)}`,
    );
    expect(after.total).toBe(before.total + 1);
    const click = after.items[0];
    const expected = clickPriceFor(heatPumps.scales, offer.price_cents);
    expect(expected).toBeGreaterThan(0);
    expect(click).toMatchObject({
      clicks: 1,
      click_price_cents: expected,
      offer_price_cents: offer.price_cents,
      target_url: offer.url,
      page_url: '/warmtepomp/vergelijken?sort=price',
      product: { id: product.id, name: product.name },
      core_product: { id: heatPumps.id, name: 'Warmtepompen' },
      company: { id: offer.company_id, name: offer.company_name },
      domain: { host: SITE },
    });
  });

  it('answers 404 for an offer that does not exist, and records nothing', async () => {
    const before = (await listClicks('groupBy=none')).total;
    expect((await follow(99_999_999)).status).toBe(404);
    expect((await listClicks('groupBy=none')).total).toBe(before);
  });

  it('groups clicks per shop, core product and day with totals, and exports them', async () => {
    const perShop = await listClicks('groupBy=company');
    expect(perShop.items.length).toBeGreaterThanOrEqual(3);
    const sum = perShop.items.reduce((total: number, row: any) => total + row.clicks, 0);
    expect(sum).toBe(perShop.clicks);
    expect(
      perShop.items.reduce((total: number, row: any) => total + row.click_price_cents, 0),
    ).toBe(perShop.click_price_cents);
    const counts = perShop.items.map((row: any) => row.clicks);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));

    const perCore = await listClicks('groupBy=core_product');
    expect(perCore.items.map((row: any) => row.core_product.name).sort()).toEqual([
      'Robotstofzuigers',
      'Warmtepompen',
      'Zonnepanelen',
    ]);
    expect(perCore.clicks).toBe(perShop.clicks);
    const onlyHeatPumps = await listClicks(`groupBy=core_product&coreProductId=${heatPumps.id}`);
    expect(onlyHeatPumps.items).toHaveLength(1);

    const now = Math.floor(Date.now() / 1000);
    const today = await listClicks(`groupBy=day&startDate=${now - 3600}&endDate=${now + 60}`);
    expect(today.items.length).toBeGreaterThanOrEqual(1);
    const page = await editor.get('/comparison/clickout?groupBy=none&itemsPerPage=10');
    expect(page.body.items).toHaveLength(10);
    expect(page.headers.get('x-pagination-total')).toBe(String(page.body.total));
    expect((await editor.get('/comparison/clickout?startDate=100&endDate=50')).status).toBe(400);

    const csv = await fetch(`${api.url}/comparison/clickout/csv?groupBy=company`, {
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toContain('Winkel');
    expect(lines).toHaveLength(perShop.total + 1);
  });

  it('keeps the list to comparison editors', async () => {
    const cms = await clientFor(api.url, 'cms@demo.nl');
    expect((await cms.get('/comparison/clickout')).status).toBe(403);
    expect((await cms.get('/comparison/clickout/csv')).status).toBe(403);
    expect((await createClient(api.url).get('/comparison/clickout')).status).toBe(401);
  });
});
