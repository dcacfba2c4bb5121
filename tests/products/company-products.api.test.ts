import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName } from '../companies/company-test-kit';

let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let partner: TestClient;
let hendriks: number;
let willems: number;
let products: { id: number; discr: string; questions: { key: string }[] }[];
/** Products Hendriks does not take in the demo data, for tests that start a new one. */
let untaken: number[];

const productId = (discr: string) => products.find((p) => p.discr === discr)!.id;

/** A filter of 30 km around Utrecht. */
const radiusFilter = (extra: Record<string, unknown> = {}) => ({
  latitude: 52.0896328,
  longitude: 5.1176823,
  deviating_coordinates: true,
  max_distance: 30_000,
  ...extra,
});

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  hendriks = await companyIdByName(manager, 'Hendriks');
  willems = await companyIdByName(manager, 'Willems');
  products = (await customer.get('/product')).body.items;
  const taken = new Set(
    (await customer.get(`/company/${hendriks}/product`)).body.items.map(
      (cp: { product_id: number }) => cp.product_id,
    ),
  );
  untaken = products.map((p) => p.id).filter((id) => !taken.has(id));
});
afterAll(async () => api?.close());

describe('the catalogue', () => {
  it('holds at least ten real products, each with the questions of its quote form', async () => {
    expect(products.length).toBeGreaterThanOrEqual(10);
    for (const discr of [
      'zonnepanelen',
      'warmtepomp',
      'dakkapel',
      'spouwmuurisolatie',
      'kozijnen',
    ]) {
      const product = products.find((p) => p.discr === discr);
      expect(product?.questions.length).toBeGreaterThan(1);
    }
  });
});

describe('company products and filters', () => {
  it('needs at least one filter, each with an area, and answers 404 until the product is taken', async () => {
    const path = `/company/${hendriks}/product/${untaken[0]}`;
    expect((await customer.get(path)).status).toBe(404);
    const none = await customer.post(path, { filters: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('MESSAGE.COMPANY_PRODUCT_NO_FILTERS');
    const noArea = await customer.post(path, { filters: [{ max_distance: 0 }] });
    expect(noArea.body.fields).toEqual({ 'filters.0.max_distance': 'MESSAGE.FILTER_NEEDS_AREA' });
    const wrongChoice = await customer.post(
      `/company/${hendriks}/product/${productId('zonnepanelen')}`,
      {
        filters: [radiusFilter({ choices: { roof_type: ['thatched'], colour: ['red'] } })],
      },
    );
    expect(wrongChoice.body.fields).toEqual({
      'filters.0.choices.roof_type': 'MESSAGE.SELECT_OPTION',
      'filters.0.choices.colour': 'MESSAGE.INVALID_VALUE',
    });
    const saved = await customer.post(path, {
      assignment_max: 5,
      assignment_period: 'day',
      filters: [radiusFilter(), { municipalities: ['Utrecht', 'Zeist'], max_distance: 0 }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ assignment_max: 5, assignment_period: 'day', maxed: false });
    expect(saved.body.filters).toHaveLength(2);
    expect((await customer.get(path)).body.id).toBe(saved.body.id);
  });

  it('saves with the version read and replaces the filters: kept by id, added, dropped', async () => {
    const path = `/company/${hendriks}/product/${untaken[1]}`;
    const first = await customer.post(path, {
      filters: [radiusFilter(), radiusFilter({ max_distance: 10_000 })],
    });
    const [keep] = first.body.filters;
    const stale = await customer.post(path, {
      filters: [radiusFilter()],
      version: first.body.version + 5,
    });
    expect(stale.status).toBe(409);
    const second = await customer.post(path, {
      version: first.body.version,
      filters: [
        { ...radiusFilter({ max_distance: 45_000 }), id: keep.id },
        radiusFilter({ max_distance: 5_000 }),
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.filters.map((f: { max_distance: number }) => f.max_distance).sort()).toEqual(
      [45_000, 5_000].sort(),
    );
    expect(second.body.filters.map((f: { id: number }) => f.id)).toContain(keep.id);
  });

  it('pauses and activates products and filters, and never deletes the last filter', async () => {
    const path = `/company/${hendriks}/product/${untaken[2]}`;
    const saved = await customer.post(path, { filters: [radiusFilter()] });
    const filterId = saved.body.filters[0].id;
    const paused = await customer.post(`${path}/paused`, { paused_until: '2099-01-01T00:00:00Z' });
    expect(paused.body).toMatchObject({ paused: true, paused_until: '2099-01-01T00:00:00.000Z' });
    expect((await customer.post(`${path}/active`, {})).body.paused).toBe(false);
    expect((await customer.post(`${path}/filter/${filterId}/paused`)).body.filters[0].paused).toBe(
      true,
    );
    const last = await customer.delete(`${path}/filter/${filterId}`);
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('MESSAGE.COMPANY_PRODUCT_NO_FILTERS');
    const all = await customer.post(`/v2/company/${hendriks}/product/pause-all`);
    expect(all.body.items.every((cp: { paused: boolean }) => cp.paused)).toBe(true);
  });

  it('predicts how many recent leads a filter as edited would have received', async () => {
    const path = `/company/${hendriks}/product/${productId('zonnepanelen')}/filter/predict`;
    const small = await customer.post(path, radiusFilter({ max_distance: 5_000 }));
    const large = await customer.post(path, radiusFilter({ max_distance: 300_000 }));
    expect(small.status).toBe(200);
    expect(large.body.days).toBe(30);
    expect(large.body.count).toBeGreaterThan(small.body.count);
    const pickier = await customer.post(
      path,
      radiusFilter({ max_distance: 300_000, choices: { roof_type: ['flat'] } }),
    );
    expect(pickier.body.count).toBeLessThan(large.body.count);
  });

  it('keeps other companies’ products out of reach and partners read-only', async () => {
    const theirs = `/company/${willems}/product/${productId('zonnepanelen')}`;
    expect((await customer.get(`/company/${willems}/product`)).status).toBe(404);
    expect((await customer.post(theirs, { filters: [radiusFilter()] })).status).toBe(404);
    const managed = await companyIdByName(manager, 'Groen Zonnepanelen');
    expect((await partner.get(`/company/${managed}/product`)).status).toBe(200);
    const write = await partner.post(`/company/${managed}/product/${productId('zonnepanelen')}`, {
      filters: [radiusFilter()],
    });
    expect(write.status).toBe(403);
  });
});

describe('per-company costs', () => {
  it('sets and removes a no-cure-no-pay cost per product; partner costs only for partners; staff only', async () => {
    const path = `/company/${hendriks}/ncnp_product`;
    const set = await manager.post(path, { product_id: productId('dakkapel'), cost_cents: 1750 });
    expect(set.status).toBe(200);
    const row = (id: number) =>
      set.body.items.find((i: { product_id: number }) => i.product_id === id);
    expect(row(productId('dakkapel'))).toMatchObject({
      cost_cents: 1750,
      default_price_cents: 3000,
    });
    expect(row(productId('kozijnen')).cost_cents).toBeNull();
    const removed = await manager.post(path, {
      product_id: productId('dakkapel'),
      cost_cents: null,
    });
    expect(
      removed.body.items.find((i: { product_id: number }) => i.product_id === productId('dakkapel'))
        .cost_cents,
    ).toBeNull();
    const notPartner = await manager.post(`/company/${hendriks}/partner_product_cost`, {
      product_id: productId('dakkapel'),
      cost_cents: 1000,
    });
    expect(notPartner.status).toBe(400);
    expect((await customer.get(path)).status).toBe(403);
  });
});
