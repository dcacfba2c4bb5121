/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '#domain/comparison/gtin';
import { clientFor, upload } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let cores: any[];
const core = (discr: string) => cores.find((c) => c.discr === discr);

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
  cores = (await editor.get('/comparison/core-product')).body.items;
});
afterAll(async () => api?.close());

let eanSerial = 0;
/** A valid EAN-13 no demo product has (the demo uses the 87 prefix). */
function freshEan() {
  eanSerial += 1;
  const body = `54${String(eanSerial).padStart(10, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

async function newProduct(fields: Record<string, unknown> = {}) {
  const answer = await editor.post('/comparison/product', {
    core_product_id: core('heat_pump').id,
    name: `Testpomp ${eanSerial}`,
    ean: freshEan(),
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.product;
}

describe('core products', () => {
  it('lists the demo core products with their counts and commission scales', async () => {
    expect(cores.map((c) => c.name)).toEqual(['Robotstofzuigers', 'Warmtepompen', 'Zonnepanelen']);
    const total = cores.reduce((sum, c) => sum + c.product_count, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    const heatPumps = core('heat_pump');
    expect(heatPumps.approved_count).toBeLessThan(heatPumps.product_count);
    expect(heatPumps.offer_count).toBeGreaterThan(0);
    expect(heatPumps.feature_count).toBeGreaterThanOrEqual(10);
    expect(heatPumps.scales).toEqual([
      { min_cents: 0, max_cents: 200_000, click_price_cents: 50 },
      { min_cents: 200_000, max_cents: 500_000, click_price_cents: 90 },
      { min_cents: 500_000, max_cents: null, click_price_cents: 150 },
    ]);
  });

  it('saves commission scales with placeholders, refuses bad ranges per row and stale saves', async () => {
    const vacuum = core('robot_vacuum');
    const bad = await editor.post(`/comparison/core-product/${vacuum.id}/commission-scales`, {
      version: vacuum.version,
      scales: [
        { min_cents: 0, max_cents: 30_000, click_price_cents: 20 },
        { min_cents: 20_000, max_cents: 10_000, click_price_cents: 30 },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'scales.1.max_cents': 'MESSAGE.SCALE_RANGE_INVERTED' });
    const saved = await editor.post(`/comparison/core-product/${vacuum.id}/commission-scales`, {
      version: vacuum.version,
      scales: [
        { min_cents: null, max_cents: 40_000, click_price_cents: 25 },
        { min_cents: null, max_cents: null, click_price_cents: null },
        { min_cents: null, max_cents: null, click_price_cents: 60 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.scales).toEqual([
      { min_cents: 0, max_cents: 40_000, click_price_cents: 25 },
      { min_cents: 40_000, max_cents: null, click_price_cents: 60 },
    ]);
    const stale = await editor.post(`/comparison/core-product/${vacuum.id}/commission-scales`, {
      version: vacuum.version,
      scales: [],
    });
    expect(stale.status).toBe(409);
    expect((await editor.get(`/comparison/core-product/${vacuum.id}`)).body.scales).toHaveLength(2);
  });
});

describe('brands', () => {
  it('adds a brand, refuses a keyword another brand has whatever the case, and uploads a logo', async () => {
    const added = await editor.post('/comparison/brand', { keyword: 'Testmerk', has_home: true });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      keyword: 'Testmerk',
      has_home: true,
      logo_url: null,
      product_count: 0,
    });
    const twice = await editor.post('/comparison/brand', { keyword: ' testMERK ' });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      message: 'MESSAGE.BRAND_ALREADY_EXISTS',
      existing_id: added.body.id,
    });
    const daikin = (await editor.get('/comparison/brand')).body.items.find(
      (b: any) => b.keyword === 'Daikin',
    );
    expect(daikin.product_count).toBeGreaterThan(0);
    const renamed = await editor.post(`/comparison/brand/${added.body.id}`, {
      keyword: 'daikin',
      version: added.body.version,
    });
    expect(renamed.body.message).toBe('MESSAGE.BRAND_ALREADY_EXISTS');

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const logo = await upload(
      api.url,
      editor,
      '/comparison/brand/Testmerk/logo',
      png,
      'logo.png',
      'image/png',
    );
    expect(logo.status, JSON.stringify(logo.body)).toBe(200);
    expect(logo.body.logo_url).toMatch(/^\/comparison\/brand\/\d+\/logo\?v=2$/);
    const file = await editor.get(logo.body.logo_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const notAnImage = await upload(
      api.url,
      editor,
      '/comparison/brand/Testmerk/logo',
      Buffer.from('hello'),
      'x.png',
    );
    expect(notAnImage.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  });
});

describe('comparison companies', () => {
  it('lists the companies flagged for comparison with their offers and recent click-outs', async () => {
    const items = (await editor.get('/comparison/company')).body.items;
    expect(items.map((c: any) => c.name)).toEqual([
      'Huishoudexpert',
      'Klimaatwinkel.nl',
      'Vergelijk Warmtepompen',
      'Zonnewinkel Direct',
    ]);
    expect(items.every((c: any) => c.offer_count > 0 && c.product_count > 0)).toBe(true);
    expect(
      items.some((c: any) => c.clickouts_30_days > 0 && c.click_revenue_30_days_cents > 0),
    ).toBe(true);
  });
});

describe('products', () => {
  it('pages a core product’s products by name, 50 a page, and finds one by any of its EANs', async () => {
    const heatPumps = core('heat_pump');
    const page = await editor.get(`/comparison/core-product/${heatPumps.id}/product`);
    expect(page.body.items).toHaveLength(50);
    expect(page.body.total).toBe(heatPumps.product_count);
    expect(page.headers.get('x-pagination-total')).toBe(String(page.body.total));
    const names = page.body.items.map((p: any) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await editor.get(
      `/comparison/core-product/${heatPumps.id}/product?currentPage=2`,
    );
    expect(second.body.items.length).toBe(heatPumps.product_count - 50);
    const daikin = await editor.get(
      `/comparison/core-product/${heatPumps.id}/product?search=daikin`,
    );
    expect(daikin.body.items.every((p: any) => p.brand === 'Daikin')).toBe(true);
    const one = page.body.items[3];
    const byEan = await editor.get(
      `/comparison/core-product/${heatPumps.id}/product?search=${one.ean}`,
    );
    expect(byEan.body.items.map((p: any) => p.id)).toEqual([one.id]);
  });

  it('creates a product with no specs and no additional EANs, refusing a taken or invalid EAN', async () => {
    const product = await newProduct({ pros: 'Stil\n\n Zuinig ', scrape_uri: '' });
    expect(product).toMatchObject({
      additional_eans: [],
      pros: ['Stil', 'Zuinig'],
      approved: false,
      discr: 'heat_pump',
    });
    expect(product.specs.every((s: any) => s.value === null)).toBe(true);
    expect(product.specs.length).toBe(core('heat_pump').feature_count);
    const taken = await editor.post('/comparison/product', {
      core_product_id: core('heat_pump').id,
      name: 'Dubbel',
      ean: `0${product.ean}`,
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      message: 'MESSAGE.EAN_ALREADY_EXISTS',
      existing_id: product.id,
    });
    const invalid = await editor.post('/comparison/product', {
      core_product_id: core('heat_pump').id,
      name: 'Ongeldig',
      ean: '8711253001203',
    });
    expect(invalid.body.fields).toEqual({ ean: 'MESSAGE.ENTER_VALID_EAN' });
  });

  it('answers that the product page is read in the background when one is given', async () => {
    const created = await editor.post('/comparison/product', {
      core_product_id: core('solar_panel').id,
      name: 'Paneel met pagina',
      ean: freshEan(),
      scrape_uri: 'www.example.com/paneel',
    });
    expect(created.body.message).toBe('MESSAGE.CHANGES_SAVED_CRAWLING_IN_BACKGROUND');
    expect(created.body.product).toMatchObject({
      scrape_uri: 'https://www.example.com/paneel',
      crawl_state: 'queued',
    });
    const p = created.body.product;
    const again = await editor.post(`/comparison/product/${p.id}`, {
      name: 'Paneel met pagina 2',
      ean: p.ean,
      scrape_uri: p.scrape_uri,
      version: p.version,
    });
    expect(again.body.message).toBe('MESSAGE.CHANGES_SAVED');
  });

  it('saves specs, dropping empty values and refusing a feature of another core product', async () => {
    const product = await newProduct();
    const [power, label] = product.specs;
    const saved = await editor.post(`/comparison/product/${product.id}/specs`, {
      version: product.version,
      specs: [
        { feature_id: power.feature_id, value: ' 8 ' },
        { feature_id: label.feature_id, value: '   ' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('MESSAGE.CHANGES_SAVED');
    const values = saved.body.product.specs.filter((s: any) => s.value !== null);
    expect(values).toEqual([
      expect.objectContaining({ feature_id: power.feature_id, value: '8', source: 'editor' }),
    ]);

    const solar = await editor.get(
      `/comparison/product/${(await newProduct({ core_product_id: core('solar_panel').id })).id}`,
    );
    const foreign = await editor.post(`/comparison/product/${product.id}/specs`, {
      version: saved.body.product.version,
      specs: [{ feature_id: solar.body.specs[0].feature_id, value: 'x' }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ 'specs.0.feature_id': 'MESSAGE.SELECT_OPTION' });
    const stale = await editor.post(`/comparison/product/${product.id}/specs`, {
      version: product.version,
      specs: [],
    });
    expect(stale.status).toBe(409);
  });

  it('adds additional EANs comma-separated, keeps ones it has, refuses one another product has, deletes one', async () => {
    const product = await newProduct();
    const other = await newProduct();
    const [a, b] = [freshEan(), freshEan()];
    const added = await editor.post(`/comparison/product/${product.id}/ean`, {
      eans: ` ${a} ,${b}, `,
    });
    expect(added.body.message).toBe('MESSAGE.EAN_ADDED');
    expect(added.body.product.additional_eans).toEqual([a, b]);
    const again = await editor.post(`/comparison/product/${product.id}/ean`, { eans: `0${a}` });
    expect(again.body.product.additional_eans).toEqual([a, b]);
    const taken = await editor.post(`/comparison/product/${product.id}/ean`, { eans: other.ean });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      message: 'MESSAGE.EAN_ALREADY_EXISTS',
      fields: { eans: 'MESSAGE.EAN_ALREADY_EXISTS' },
    });
    const invalid = await editor.post(`/comparison/product/${product.id}/ean`, {
      eans: `${freshEan()}, 12345`,
    });
    expect(invalid.body.message).toBe('MESSAGE.ENTER_VALID_EAN');
    expect((await editor.get(`/comparison/product/${product.id}`)).body.additional_eans).toEqual([
      a,
      b,
    ]);
    const removed = await editor.delete(`/comparison/product/${product.id}/ean/${a}`);
    expect(removed.body.message).toBe('MESSAGE.EAN_DELETED');
    expect(removed.body.product.additional_eans).toEqual([b]);
    expect(
      (await editor.delete(`/comparison/product/${product.id}/ean/${product.ean}`)).status,
    ).toBe(400);
  });

  it('clones a product with its specs but its own name and EAN', async () => {
    const original = await newProduct({ cons: 'Groot' });
    await editor.post(`/comparison/product/${original.id}/specs`, {
      version: original.version,
      specs: [{ feature_id: original.specs[0].feature_id, value: 'hybride' }],
    });
    const taken = await editor.post(`/comparison/product/${original.id}/clone`, {
      name: 'Kloon',
      ean: original.ean,
    });
    expect(taken.body.message).toBe('MESSAGE.EAN_ALREADY_EXISTS');
    const clone = await editor.post(`/comparison/product/${original.id}/clone`, {
      name: 'Kloon',
      ean: freshEan(),
      cons: 'Groot',
    });
    expect(clone.status).toBe(201);
    expect(clone.body.product).toMatchObject({
      name: 'Kloon',
      cloned_from_id: original.id,
      cons: ['Groot'],
      approved: false,
    });
    expect(clone.body.product.specs.find((s: any) => s.value !== null)).toMatchObject({
      value: 'hybride',
    });
  });

  it('approves a product, and moves it to another core product keeping the specs of the same name', async () => {
    const product = await newProduct();
    const approved = await editor.post(`/comparison/product/${product.id}/approve`, {
      version: product.version,
    });
    expect(approved.body.message).toBe('MESSAGE.APPROVED');
    expect(approved.body.product.approved).toBe(true);
    const power = product.specs.find((s: any) => s.name === 'Vermogen');
    const type = product.specs.find((s: any) => s.name === 'Type');
    const withSpecs = await editor.post(`/comparison/product/${product.id}/specs`, {
      version: approved.body.product.version,
      specs: [
        { feature_id: power.feature_id, value: '8' },
        { feature_id: type.feature_id, value: 'hybride' },
      ],
    });
    const solar = core('solar_panel');
    const check = await editor.get(`/comparison/product/${product.id}/switch/${solar.id}`);
    expect(check.body.specs.map((s: any) => [s.name, s.target_feature_id !== null])).toEqual([
      ['Vermogen', true],
      ['Type', false],
    ]);
    const switched = await editor.post(`/comparison/product/${product.id}/switch`, {
      core_product_id: solar.id,
      version: withSpecs.body.product.version,
    });
    expect(switched.body.product).toMatchObject({
      core_product_id: solar.id,
      discr: 'solar_panel',
    });
    expect(switched.body.product.specs.filter((s: any) => s.value !== null)).toEqual([
      expect.objectContaining({ name: 'Vermogen', value: '8' }),
    ]);
  });
});

describe('product images', () => {
  it('picks provider images by EAN, uploads one, keeps an image’s upload while a product shows it', async () => {
    const product = await newProduct();
    const offered = await editor.get(`/comparison/product/${product.id}/provider-image`);
    expect(offered.body.items).toHaveLength(3);
    const preview = await editor.get(`/comparison/provider-image/${offered.body.items[0].key}`);
    expect(preview.headers.get('content-type')).toBe('image/png');
    const unknown = await editor.post(`/comparison/product/${product.id}/provider-image`, {
      keys: ['drawn:123:9'],
    });
    expect(unknown.body.fields).toEqual({ 'keys.0': 'MESSAGE.SELECT_OPTION' });
    const picked = await editor.post(`/comparison/product/${product.id}/provider-image`, {
      keys: offered.body.items.slice(0, 2).map((image: any) => image.key),
    });
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.product.images.map((image: any) => image.source)).toEqual([
      'provider',
      'provider',
    ]);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const uploaded = await upload(
      api.url,
      editor,
      `/comparison/product/${product.id}/image`,
      png,
      'foto.png',
      'image/png',
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.message).toBe('MESSAGE.UPLOAD_SUCCESSFUL');
    const images = uploaded.body.product.images;
    expect(images.map((image: any) => image.source)).toEqual(['provider', 'provider', 'upload']);
    const file = await editor.get(`/comparison/upload/${images[0].upload_id}/file`);
    expect(file.status).toBe(200);

    const inUse = await editor.delete(`/comparison/upload/${images[2].upload_id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('MESSAGE.FILE_IN_USE');
    const removed = await editor.delete(`/comparison/product/${product.id}/image/${images[2].id}`);
    expect(removed.body.product.images).toHaveLength(2);
    expect((await editor.delete(`/comparison/upload/${images[2].upload_id}`)).status).toBe(200);
    const list = await editor.get(
      `/comparison/core-product/${core('heat_pump').id}/product?search=${product.ean}`,
    );
    expect(list.body.items[0].image_upload_id).toBe(images[0].upload_id);
    const heatPumps = core('heat_pump').id;
    const withImages = await editor.get(
      `/comparison/core-product/${heatPumps}/product?images=with`,
    );
    expect(withImages.body.items.map((item: any) => item.id)).toContain(product.id);
    const without = await editor.get(
      `/comparison/core-product/${heatPumps}/product?images=without&search=${product.ean}`,
    );
    expect(without.body.total).toBe(0);
  });
});

describe('who may', () => {
  it('refuses every comparison route to users without the comparison role', async () => {
    const cms = await clientFor(api.url, 'cms@demo.nl');
    const product = await newProduct();
    const calls: [string, string, unknown?][] = [
      ['get', '/comparison/core-product'],
      ['get', `/comparison/core-product/${cores[0].id}`],
      [
        'post',
        `/comparison/core-product/${cores[0].id}/commission-scales`,
        { scales: [], version: 1 },
      ],
      ['get', `/comparison/core-product/${cores[0].id}/product`],
      ['get', '/comparison/brand'],
      ['post', '/comparison/brand', { keyword: 'x' }],
      ['post', '/comparison/brand/1', { keyword: 'x', version: 1 }],
      ['delete', '/comparison/brand/1'],
      ['get', '/comparison/brand/1/logo'],
      ['get', '/comparison/company'],
      ['get', `/comparison/product/${product.id}`],
      ['post', '/comparison/product', {}],
      ['post', `/comparison/product/${product.id}`, {}],
      ['post', `/comparison/product/${product.id}/clone`, {}],
      ['post', `/comparison/product/${product.id}/approve`, { version: 1 }],
      ['delete', `/comparison/product/${product.id}`],
      ['post', `/comparison/product/${product.id}/specs`, { specs: [], version: 1 }],
      ['post', `/comparison/product/${product.id}/ean`, { eans: freshEan() }],
      ['delete', `/comparison/product/${product.id}/ean/${product.ean}`],
      ['get', `/comparison/product/${product.id}/switch/${cores[0].id}`],
      [
        'post',
        `/comparison/product/${product.id}/switch`,
        { core_product_id: cores[0].id, version: 1 },
      ],
    ];
    for (const [method, path, body] of calls) {
      const answer = await (cms as any)[method](path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await editor.get(`/comparison/product/${product.id}`)).body.name).toBe(product.name);
  });
});
