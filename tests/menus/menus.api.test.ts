/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let finance: TestClient;
let anonymous: TestClient;
let solar: number;
let renovation: number;
let solarPage: number;
let otherPage: number;
let renovationPage: number;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  finance = await clientFor(api.url, 'finance@demo.nl');
  anonymous = createClient(api.url);
  const domains = (await editor.get('/cms/domain')).body.items;
  solar = domains.find((d: any) => d.host === 'www.zonnepanelen-offertes.nl').id;
  renovation = domains.find((d: any) => d.host === 'www.verbouwkosten.nl').id;
  const pages = (await editor.get(`/cms/page?domainId=${solar}&itemsPerPage=100`)).body.items;
  solarPage = pages.find((p: any) => p.url === '/contact').id;
  otherPage = pages.find((p: any) => p.url === '/blog').id;
  const renovationPages = (await editor.get(`/cms/page?domainId=${renovation}&itemsPerPage=100`))
    .body.items;
  renovationPage = renovationPages.find((p: any) => p.url === '/contact').id;
});
afterAll(async () => api?.close());

const MENU = '/cms/menu_item';
const PRODUCT_MENU = '/cms/product_menu_item';

/** A fresh site of its own, so each test's tree starts empty. */
let siteCount = 0;
async function newSite() {
  siteCount += 1;
  const domain = await editor.post('/cms/domain', {
    name: `Menutest ${siteCount}`,
    host: `menutest-${siteCount}.example.nl`,
  });
  expect(domain.status, JSON.stringify(domain.body)).toBe(201);
  const page = await editor.post('/cms/page', {
    domain_id: domain.body.id,
    type: 'GenericPage',
    url: '/start',
    blocks: [{ type: 'TextBlock', heading: 'Start', content: '<p>Tekst</p>' }],
  });
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  return { domainId: domain.body.id as number, pageId: page.body.id as number };
}

async function add(
  site: { domainId: number; pageId: number },
  label: string,
  parentId: number | null = null,
  base = MENU,
) {
  const created = await editor.post(base, {
    domain_id: site.domainId,
    parent_id: parentId,
    label,
    page_id: site.pageId,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const tree = async (domainId: number, base = MENU) => {
  const answer = await editor.get(`${base}?domainId=${domainId}`);
  expect(answer.status).toBe(200);
  return answer.body.items as any[];
};

/** Every sibling list is numbered 0..n-1 and every parent is in the tree. */
function expectValidTree(items: any[]) {
  const ids = new Set(items.map((item) => item.id));
  const groups = new Map<number | null, number[]>();
  for (const item of items) {
    if (item.parent_id !== null) expect(ids.has(item.parent_id)).toBe(true);
    groups.set(item.parent_id, [...(groups.get(item.parent_id) ?? []), item.position]);
  }
  for (const positions of groups.values())
    expect([...positions].sort((a, b) => a - b)).toEqual(positions.map((_, index) => index));
}

const labels = (items: any[], parentId: number | null) =>
  items.filter((item) => item.parent_id === parentId).map((item) => item.label);

describe('menu items', () => {
  it('creates, reads, saves and deletes an item; a stale version is 409', async () => {
    const created = await editor.post(MENU, {
      domain_id: solar,
      label: 'Contact opnemen',
      page_id: solarPage,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'menu',
      external: false,
      external_url: null,
      page_id: solarPage,
      page_url: '/contact',
      parent_id: null,
      depth: 0,
      icon: null,
      version: 1,
    });
    const read = await editor.get(`${MENU}/${created.body.id}`);
    expect(read.body.label).toBe('Contact opnemen');

    const saved = await editor.post(`${MENU}/${created.body.id}`, {
      label: 'Blog',
      external: false,
      page_id: otherPage,
      version: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ label: 'Blog', page_url: '/blog', version: 2 });
    const stale = await editor.post(`${MENU}/${created.body.id}`, {
      label: 'Oud',
      page_id: solarPage,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');

    // A product-menu id is not a menu item and the other way round.
    expect((await editor.get(`${PRODUCT_MENU}/${created.body.id}`)).status).toBe(404);
    const deleted = await editor.delete(`${MENU}/${created.body.id}`);
    expect(deleted.body).toEqual({ message: 'MESSAGE.SUCCESSFULLY_DELETED', deleted: 1 });
    expect((await editor.get(`${MENU}/${created.body.id}`)).status).toBe(404);
  });

  it('keeps either the address or a page of the same site', async () => {
    const external = await editor.post(MENU, {
      domain_id: solar,
      label: 'Extern',
      external: true,
      external_url: 'www.example.com/pad',
      page_id: solarPage,
    });
    expect(external.status).toBe(201);
    expect(external.body).toMatchObject({
      external: true,
      external_url: 'https://www.example.com/pad',
      page_id: null,
    });
    const internal = await editor.post(`${MENU}/${external.body.id}`, {
      label: 'Intern',
      external: false,
      external_url: 'https://www.example.com',
      page_id: solarPage,
      version: external.body.version,
    });
    expect(internal.body).toMatchObject({
      external: false,
      external_url: null,
      page_id: solarPage,
    });

    const noPage = await editor.post(MENU, { domain_id: solar, label: 'Niets' });
    expect(noPage.status).toBe(400);
    expect(noPage.body.fields).toMatchObject({ page_id: 'MESSAGE.SELECT_OPTION' });
    const noAddress = await editor.post(MENU, { domain_id: solar, label: 'x', external: true });
    expect(noAddress.body.fields).toMatchObject({ external_url: 'MESSAGE.FIELD_REQUIRED' });
    const badAddress = await editor.post(MENU, {
      domain_id: solar,
      label: 'x',
      external: true,
      external_url: 'geen adres',
    });
    expect(badAddress.body.fields).toMatchObject({ external_url: 'MESSAGE.ENTER_VALID_URL' });
    const otherSite = await editor.post(MENU, {
      domain_id: solar,
      label: 'x',
      page_id: renovationPage,
    });
    expect(otherSite.status).toBe(400);
    expect(otherSite.body.fields).toMatchObject({ page_id: 'MESSAGE.SELECT_OPTION' });
    const noLabel = await editor.post(MENU, { domain_id: solar, label: ' ', page_id: solarPage });
    expect(noLabel.body.fields).toMatchObject({ label: 'MESSAGE.FIELD_REQUIRED' });
    await editor.delete(`${MENU}/${external.body.id}`);
  });

  it('lists the demo menu of a site as a three-level tree in menu order', async () => {
    const items = await tree(solar);
    expectValidTree(items);
    expect(Math.max(...items.map((item) => item.depth))).toBe(2);
    expect(labels(items, null)).toEqual([
      'Home',
      'Zonnepanelen',
      'Warmtepomp',
      'Nieuws en blog',
      'Over ons',
    ]);
    // Depth first: each child right after its parent's earlier children.
    const zon = items.findIndex((item) => item.label === 'Zonnepanelen' && item.depth === 0);
    expect(items[zon + 1]).toMatchObject({ label: 'Kosten', depth: 1 });
    expect(items[zon + 2]).toMatchObject({ label: 'Monokristallijn', depth: 2 });
    expect(items.some((item) => item.external && item.external_url)).toBe(true);
    expect(items[zon].child_count).toBe(5);
    expect((await tree(renovation)).length).toBeGreaterThan(5);
  });

  it('never makes an item its own ancestor, directly or deep down', async () => {
    const site = await newSite();
    const a = await add(site, 'A');
    const b = await add(site, 'B', a.id);
    const c = await add(site, 'C', b.id);
    const d = await add(site, 'D', c.id);
    for (const parent of [a.id, b.id, d.id]) {
      const current = (await editor.get(`${MENU}/${a.id}`)).body;
      const refused = await editor.post(`${MENU}/${a.id}/move`, {
        parent_id: parent,
        position: 0,
        version: current.version,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ parent_id: 'MESSAGE.INVALID_PARENT' });
    }
    const elsewhere = await newSite();
    const stranger = await add(elsewhere, 'Vreemd');
    const foreign = await editor.post(`${MENU}/${b.id}/move`, {
      parent_id: stranger.id,
      position: 0,
      version: b.version,
    });
    expect(foreign.body.fields).toEqual({ parent_id: 'MESSAGE.INVALID_PARENT' });
    const items = await tree(site.domainId);
    expect(items.map((item) => [item.label, item.depth])).toEqual([
      ['A', 0],
      ['B', 1],
      ['C', 2],
      ['D', 3],
    ]);
  });

  it('re-parenting puts the item where asked and keeps both sibling lists dense', async () => {
    const site = await newSite();
    const top = [];
    for (const label of ['A', 'B', 'C']) top.push(await add(site, label));
    const [a, b] = top;
    for (const label of ['A1', 'A2', 'A3']) await add(site, label, a.id);
    for (const label of ['B1', 'B2']) await add(site, label, b.id);
    let items = await tree(site.domainId);
    const a2 = items.find((item) => item.label === 'A2');
    const moved = await editor.post(`${MENU}/${a2.id}/move`, {
      parent_id: b.id,
      position: 1,
      version: a2.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: b.id, position: 1, depth: 1, version: 2 });
    items = await tree(site.domainId);
    expectValidTree(items);
    expect(labels(items, a.id)).toEqual(['A1', 'A3']);
    expect(labels(items, b.id)).toEqual(['B1', 'A2', 'B2']);

    // Within one list, and to the top level past the end (lands last).
    const b2 = items.find((item) => item.label === 'B2');
    await editor.post(`${MENU}/${b2.id}/move`, { parent_id: b.id, position: 0, version: 1 });
    const b1 = items.find((item) => item.label === 'B1');
    await editor.post(`${MENU}/${b1.id}/move`, { parent_id: null, position: 99, version: 1 });
    items = await tree(site.domainId);
    expectValidTree(items);
    expect(labels(items, b.id)).toEqual(['B2', 'A2']);
    expect(labels(items, null)).toEqual(['A', 'B', 'C', 'B1']);

    // A subtree travels with its item.
    const a3 = items.find((item) => item.label === 'A3');
    await add(site, 'A3a', a3.id);
    const current = (await editor.get(`${MENU}/${a.id}`)).body;
    await editor.post(`${MENU}/${a.id}/move`, {
      parent_id: b1.id,
      position: 0,
      version: current.version,
    });
    items = await tree(site.domainId);
    expectValidTree(items);
    expect(items.find((item) => item.label === 'A3a').depth).toBe(3);
    expect(labels(items, null)).toEqual(['B', 'C', 'B1']);
  });

  it('two moves at the same time leave a valid tree', async () => {
    const site = await newSite();
    const a = await add(site, 'A');
    const b = await add(site, 'B');
    const c = await add(site, 'C');
    // Each alone is allowed; together (A under B, B under A) they would make a loop.
    const [first, second, third] = await Promise.all([
      editor.post(`${MENU}/${a.id}/move`, { parent_id: b.id, position: 0, version: 1 }),
      editor.post(`${MENU}/${b.id}/move`, { parent_id: a.id, position: 0, version: 1 }),
      editor.post(`${MENU}/${c.id}/move`, { parent_id: null, position: 0, version: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(third.status).toBe(200);
    const items = await tree(site.domainId);
    expect(items).toHaveLength(3);
    expectValidTree(items);
    expect(items.filter((item) => item.depth === 1)).toHaveLength(1);

    // Many moves of the same list at once keep it dense.
    const more = [];
    for (const label of ['D', 'E', 'F', 'G']) more.push(await add(site, label));
    await Promise.all(
      more.map((item, index) =>
        editor.post(`${MENU}/${item.id}/move`, {
          parent_id: index % 2 ? a.id : null,
          position: 0,
          version: 1,
        }),
      ),
    );
    expectValidTree(await tree(site.domainId));
  });

  it('deletes an item with everything below it', async () => {
    const site = await newSite();
    const a = await add(site, 'A');
    const b = await add(site, 'B');
    await add(site, 'C');
    const b1 = await add(site, 'B1', b.id);
    await add(site, 'B1a', b1.id);
    await add(site, 'B2', b.id);
    expect((await tree(site.domainId)).find((item) => item.id === b.id).child_count).toBe(3);
    const deleted = await editor.delete(`${MENU}/${b.id}`);
    expect(deleted.body.deleted).toBe(4);
    const items = await tree(site.domainId);
    expect(items.map((item) => item.label)).toEqual(['A', 'C']);
    expectValidTree(items);
    expect(a.position).toBe(0);
  });

  it('inserts a new item at a position among its siblings', async () => {
    const site = await newSite();
    await add(site, 'A');
    await add(site, 'C');
    const b = await editor.post(MENU, {
      domain_id: site.domainId,
      position: 1,
      label: 'B',
      page_id: site.pageId,
    });
    expect(b.body.position).toBe(1);
    const items = await tree(site.domainId);
    expect(labels(items, null)).toEqual(['A', 'B', 'C']);
    expectValidTree(items);
  });
});

describe('product menu items', () => {
  it('have an icon (default info) and optionally a product', async () => {
    const site = await newSite();
    const item = await add(site, 'Zonnepanelen', null, PRODUCT_MENU);
    expect(item).toMatchObject({ kind: 'product_menu', icon: 'info', product_id: null });
    const productList = (await editor.get('/product')).body;
    const product = (productList.items ?? productList)[0];
    const saved = await editor.post(`${PRODUCT_MENU}/${item.id}`, {
      label: 'Zonnepanelen',
      page_id: site.pageId,
      icon: 'solar-panel',
      product_id: product.id,
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      icon: 'solar-panel',
      product_id: product.id,
      product_name: product.name,
    });
    const badIcon = await editor.post(`${PRODUCT_MENU}/${item.id}`, {
      label: 'x',
      page_id: site.pageId,
      icon: 'unicorn',
      version: 2,
    });
    expect(badIcon.body.fields).toMatchObject({ icon: 'MESSAGE.SELECT_OPTION' });
    // The two menus are separate trees of the same site.
    expect(await tree(site.domainId)).toEqual([]);
    expect(await tree(site.domainId, PRODUCT_MENU)).toHaveLength(1);
    expect((await tree(solar, PRODUCT_MENU)).some((i) => i.icon === 'solar-panel')).toBe(true);
  });
});

describe('access', () => {
  it('is for content editors only, on every route', async () => {
    const site = await newSite();
    const item = await add(site, 'A');
    for (const base of [MENU, PRODUCT_MENU]) {
      const id = base === MENU ? item.id : 1;
      const calls: [string, string, unknown?][] = [
        ['get', `${base}?domainId=${site.domainId}`],
        ['get', `${base}/${id}`],
        ['post', base, { domain_id: site.domainId, label: 'x', page_id: site.pageId }],
        ['post', `${base}/${id}`, { label: 'x', page_id: site.pageId, version: 1 }],
        ['post', `${base}/${id}/move`, { parent_id: null, position: 0, version: 1 }],
        ['delete', `${base}/${id}`],
      ];
      for (const [method, path, body] of calls) {
        const call = (who: TestClient) =>
          method === 'get'
            ? who.get(path)
            : method === 'delete'
              ? who.delete(path)
              : who.post(path, body);
        expect((await call(anonymous)).status, `${method} ${path}`).toBe(401);
        expect((await call(finance)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await editor.get(`${MENU}/${item.id}`)).status).toBe(200);
  });
});

describe('public delivery', () => {
  it('answers a site’s menu as a nested tree with page urls, cacheable with an ETag', async () => {
    const answer = await anonymous.get('/public/cms/menu?host=www.zonnepanelen-offertes.nl');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('max-age=60');
    const zon = answer.body.items.find((item: any) => item.label === 'Zonnepanelen');
    expect(zon).toMatchObject({ url: '/zonnepanelen/kosten', external: false });
    expect(zon.children[0].children[0]).toMatchObject({
      label: 'Monokristallijn',
      url: '/zonnepanelen/monokristallijn',
      children: [],
    });
    expect(zon.icon).toBeUndefined();
    const etag = answer.headers.get('etag')!;
    const again = await anonymous.get('/public/cms/menu?host=www.zonnepanelen-offertes.nl', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    const products = await anonymous.get(
      '/public/cms/menu?host=www.verbouwkosten.nl&kind=product_menu',
    );
    expect(products.body.items[0]).toMatchObject({
      label: 'Dakkapel',
      icon: 'roof',
      product: 'dakkapel',
    });
    expect((await anonymous.get('/public/cms/menu?host=onbekend.example.nl')).status).toBe(404);
  });
});
