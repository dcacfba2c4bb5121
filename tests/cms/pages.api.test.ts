import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
let domains: { id: number; host: string; page_count: number }[];
let solarSite: number;

/** A page of the solar demo site by url, read whole. */
async function pageAt(url: string) {
  const list = await editor.get(
    `/cms/page?domainId=${solarSite}&search=${encodeURIComponent(url)}&itemsPerPage=100`,
  );
  const hit = list.body.items.find((p: { url: string }) => p.url === url);
  return (await editor.get(`/cms/page/${hit.id}`)).body;
}

async function newPage(fields: Record<string, unknown> = {}) {
  const answer = await editor.post('/cms/page', {
    domain_id: solarSite,
    url: `/test/${Math.random().toString(36).slice(2, 8)}`,
    ...fields,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  domains = (await editor.get('/cms/domain')).body.items;
  solarSite = domains.find((d) => d.host === 'www.zonnepanelen-offertes.nl')!.id;
});
afterAll(async () => api?.close());

describe('who reaches the CMS', () => {
  it('answers 401 without a session and 403 to other roles, on every route', async () => {
    const anonymous = createClient(api.url);
    const manager = await clientFor(api.url, 'manager@demo.nl');
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const page = await pageAt('/contact');
    const calls = [
      (c: TestClient) => c.get('/cms/domain'),
      (c: TestClient) => c.get(`/cms/domain/${solarSite}`),
      (c: TestClient) => c.post('/cms/domain', { name: 'X', host: 'x.nl' }),
      (c: TestClient) => c.delete(`/cms/domain/${solarSite}`),
      (c: TestClient) => c.get('/cms/page'),
      (c: TestClient) => c.get(`/cms/page/${page.id}`),
      (c: TestClient) => c.post(`/cms/page/${page.id}`, { ...page }),
      (c: TestClient) => c.delete(`/cms/page/${page.id}`),
      (c: TestClient) => c.get('/cms/author'),
      // Publishing: only content editors put a page on the sites or take it off.
      (c: TestClient) => c.post(`/cms/page/${page.id}/publish`, { version: page.version }),
      (c: TestClient) => c.post(`/cms/page/${page.id}/unpublish`, {}),
      (c: TestClient) =>
        c.post(`/cms/page/${page.id}/schedule`, { publish_at: '2099-01-01T09:00:00Z' }),
      (c: TestClient) => c.post(`/cms/page/${page.id}/discard`, { version: page.version }),
      (c: TestClient) => c.get(`/cms/page/${page.id}/publication`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(manager)).status).toBe(403);
      expect((await call(comparison)).status).toBe(403);
    }
    const after = (await editor.get(`/cms/page/${page.id}`)).body;
    expect(after.version).toBe(page.version);
    expect(after).toMatchObject({ published_version: page.version, publish_at: null });
    expect((await editor.get(`/cms/page/${page.id}/publication`)).body.items).toEqual([]);
    const live = await fetch(
      `${api.url}/public/cms/page?host=www.zonnepanelen-offertes.nl&url=/contact`,
    );
    expect(live.status).toBe(200);
  });
});

describe('domains', () => {
  it('lists the two demo sites with their page counts', async () => {
    expect(domains.map((d) => d.host).sort()).toEqual([
      'www.verbouwkosten.nl',
      'www.zonnepanelen-offertes.nl',
    ]);
    const total = domains.reduce((sum, d) => sum + d.page_count, 0);
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('adds and saves a domain with the version it read, refusing a taken host and a stale save', async () => {
    const created = await editor.post('/cms/domain', {
      name: 'Testsite',
      host: 'HTTPS://Www.Testsite.NL/home',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ host: 'www.testsite.nl', page_count: 0, version: 1 });
    const taken = await editor.post('/cms/domain', { name: 'Dubbel', host: 'www.testsite.nl' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ host: 'MESSAGE.ADDRESS_IN_USE' });
    const saved = await editor.post(`/cms/domain/${created.body.id}`, {
      name: 'Testsite 2',
      host: 'www.testsite.nl',
      version: 1,
    });
    expect(saved.body).toMatchObject({ name: 'Testsite 2', version: 2 });
    const stale = await editor.post(`/cms/domain/${created.body.id}`, {
      name: 'Oud',
      host: 'www.testsite.nl',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/cms/domain/${created.body.id}`)).body.name).toBe('Testsite 2');
    expect((await editor.get('/cms/domain/999999')).status).toBe(404);
  });
});

describe('deleting a domain', () => {
  it('is refused while the domain has pages, and nothing goes', async () => {
    const before = (await editor.get(`/cms/domain/${solarSite}`)).body;
    const refused = await editor.delete(`/cms/domain/${solarSite}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('MESSAGE.DOMAIN_HAS_PAGES');
    expect((await editor.get(`/cms/domain/${solarSite}`)).body).toEqual(before);
  });

  it('takes its uploads and redirections along once its pages are gone', async () => {
    const site = (await editor.post('/cms/domain', { name: 'Weg', host: 'www.weg-ermee.nl' })).body;
    const page = (await editor.post('/cms/page', { domain_id: site.id, url: '/' })).body;
    const form = new FormData();
    form.append('domainId', String(site.id));
    form.append(
      'file',
      new Blob([new Uint8Array(demoPicture(8, 8, [0, 0, 0], [9, 9, 9], [1, 1, 1]))]),
      'a.png',
    );
    const cookie = `sid=${editor.cookies.get('sid')}`;
    const upload = await (
      await fetch(`${api.url}/cms/upload/file`, { method: 'POST', headers: { cookie }, body: form })
    ).json();
    const redirection = await editor.post('/cms/redirection', {
      url: '/out/winkel',
      target: 'https://www.winkel.nl',
      affiliate: true,
      domain: { id: site.id },
    });
    expect(redirection.status).toBe(201);
    expect((await editor.delete(`/cms/domain/${site.id}`)).body.message).toBe(
      'MESSAGE.DOMAIN_HAS_PAGES',
    );
    await editor.delete(`/cms/page/${page.id}`);
    const deleted = await editor.delete(`/cms/domain/${site.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('MESSAGE.SUCCESSFULLY_DELETED');
    expect((await editor.get(`/cms/domain/${site.id}`)).status).toBe(404);
    expect((await editor.get(`/cms/upload/${upload.id}`)).status).toBe(404);
    const redirections = await editor.get(
      `/cms/redirection/affiliate/paginate?domainId=${site.id}`,
    );
    expect(redirections.body.total).toBe(0);
    expect((await editor.delete(`/cms/domain/${site.id}`)).status).toBe(404);
  });
});

describe('the page list', () => {
  it('is sorted by url, 25 a page, with the depth of each page and the total', async () => {
    const first = await editor.get(`/cms/page?domainId=${solarSite}`);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.total).toBeGreaterThan(25);
    const urls = first.body.items.map((p: { url: string }) => p.url);
    expect(urls).toEqual([...urls].sort());
    const second = await editor.get(`/cms/page?domainId=${solarSite}&page=2`);
    expect(second.body.items.length).toBe(first.body.total - 25);
    const depthOf = (url: string) =>
      [...first.body.items, ...second.body.items].find((p: { url: string }) => p.url === url).depth;
    expect(depthOf('/')).toBe(0);
    expect(depthOf('/blog')).toBe(0);
    expect(depthOf('/blog/thuisbatterij')).toBe(1);
  });

  it('filters by type and url text, across domains when no domain is given', async () => {
    const cities = await editor.get('/cms/page?type=CityPage');
    expect(cities.body.total).toBe(5);
    expect(cities.body.items.every((p: { type: string }) => p.type === 'CityPage')).toBe(true);
    const contact = await editor.get('/cms/page?search=contact');
    expect(contact.body.items.map((p: { url: string }) => p.url)).toEqual(['/contact', '/contact']);
    expect((await editor.get('/cms/page?type=NoSuchPage')).status).toBe(400);
  });
});

describe('reading and saving a page', () => {
  it('creates a page with the defaults of every block kind filled in', async () => {
    const page = await newPage({
      blocks: [{ type: 'VideoBlock', url: 'youtube.com/watch?v=1' }, { type: 'QuoteFormBlock' }],
    });
    expect(page).toMatchObject({ type: 'GenericPage', widget_position: 0, tags: [], version: 1 });
    expect(page.blocks).toEqual([
      {
        type: 'VideoBlock',
        columns: 12,
        position: 0,
        heading: '',
        anchor: '',
        url: 'https://youtube.com/watch?v=1',
        show_title: true,
        start_at: 0,
      },
      {
        type: 'QuoteFormBlock',
        columns: 12,
        position: 1,
        heading: '',
        anchor: '',
        product_id: null,
        steps: 2,
        region_first: true,
      },
    ]);
  });

  it('applies the save rules: no anchor without heading, only the chosen click-out fields, dates only on articles', async () => {
    const page = await newPage({ type: 'ContentPage' });
    const saved = await editor.post(`/cms/page/${page.id}`, {
      ...page,
      created: '2025-01-01',
      blocks: [
        { type: 'TextBlock', heading: '  ', anchor: 'weg', content: '<p>Hallo</p>' },
        {
          type: 'ClickoutBlock',
          clickout_type: 'ean',
          ean: '8712345678906',
          default_table: 'standaard',
          table_heading: 'Winkels',
          clickout_links: [{ label: 'Shop', external: true, external_url: 'https://shop.nl' }],
        },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.created).toBeNull();
    expect(saved.body.blocks[0].anchor).toBe('');
    expect(saved.body.blocks[1]).toMatchObject({
      ean: '8712345678906',
      default_table: '',
      table_heading: '',
      clickout_links: [],
    });
    const blog = await editor.post(`/cms/page/${page.id}`, {
      ...saved.body,
      type: 'BlogDetailPage',
      created: '2025-01-01',
      updated: '2025-02-01',
    });
    expect(blog.body).toMatchObject({ created: '2025-01-01', updated: '2025-02-01', version: 3 });
  });

  it('refuses a city page without its lead-generator product, and unknown or unsafe block content', async () => {
    const city = await editor.post('/cms/page', {
      domain_id: solarSite,
      url: '/regio/houten',
      type: 'CityPage',
    });
    expect(city.status).toBe(400);
    expect(city.body.fields).toEqual({ lead_product_id: 'MESSAGE.FIELD_REQUIRED' });
    const unsafe = await editor.post('/cms/page', {
      domain_id: solarSite,
      url: '/onveilig',
      blocks: [{ type: 'TextBlock', content: '<p onclick="steal()">x</p>' }],
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.fields).toEqual({ 'blocks.0.content': 'MESSAGE.INVALID_VALUE' });
    const unknown = await editor.post('/cms/page', {
      domain_id: solarSite,
      url: '/onbekend',
      blocks: [{ type: 'MarqueeBlock' }],
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['blocks.0.type']);
  });

  it('refuses a url that another page of the domain has', async () => {
    const taken = await editor.post('/cms/page', { domain_id: solarSite, url: '/Contact/' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ url: 'MESSAGE.ADDRESS_IN_USE' });
  });

  it('refuses a stale save and writes nothing', async () => {
    const page = await newPage();
    const first = await editor.post(`/cms/page/${page.id}`, { ...page, tags: ['eerst'] });
    expect(first.body.version).toBe(2);
    const stale = await editor.post(`/cms/page/${page.id}`, { ...page, tags: ['later'] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/cms/page/${page.id}`)).body.tags).toEqual(['eerst']);
    const missing = await editor.post(`/cms/page/${page.id}`, { ...page, version: undefined });
    expect(missing.status).toBe(400);
  });

  it('accepts only CMS users as authors', async () => {
    const authors = (await editor.get('/cms/author')).body.items;
    expect(authors.map((a: { email: string }) => a.email)).toContain('cms@demo.nl');
    const page = await newPage();
    const wrong = await editor.post(`/cms/page/${page.id}`, { ...page, author_id: 1 });
    const managerIsAuthor = authors.some((a: { id: number }) => a.id === 1);
    expect(wrong.status).toBe(managerIsAuthor ? 200 : 400);
    const right = await editor.post(`/cms/page/${page.id}`, {
      ...page,
      author_id: authors[0].id,
    });
    expect(right.body.author_id).toBe(authors[0].id);
  });

  it('deletes a page', async () => {
    const page = await newPage();
    const answer = await editor.delete(`/cms/page/${page.id}`);
    expect(answer.body.message).toBe('MESSAGE.SUCCESSFULLY_DELETED');
    expect((await editor.get(`/cms/page/${page.id}`)).status).toBe(404);
    expect((await editor.delete(`/cms/page/${page.id}`)).status).toBe(404);
  });
});

describe('demo pages', () => {
  it('hold varied page types and block kinds', async () => {
    const all = await editor.get('/cms/page?itemsPerPage=1000');
    const types = new Set(all.body.items.map((p: { type: string }) => p.type));
    expect(types.size).toBeGreaterThanOrEqual(25);
    const home = await pageAt('/');
    expect(home.blocks.map((b: { type: string }) => b.type)).toContain('FaqBlock');
  });
});

describe('bulk saves', () => {
  it('change only url and type over the version read, keeping blocks and the rest', async () => {
    const page = await newPage({
      tags: ['blijft'],
      blocks: [{ type: 'FaqBlock', answered_questions: [{ question: 'Blijft?', answer: '' }] }],
    });
    const saved = await editor.post(`/cms/page/${page.id}`, {
      bulk: true,
      url: '/bulk/nieuw-adres',
      type: 'ContentPage',
      tags: ['weg'],
      blocks: [],
      version: page.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      url: '/bulk/nieuw-adres',
      type: 'ContentPage',
      tags: ['blijft'],
      version: page.version + 1,
    });
    expect(saved.body.blocks[0].answered_questions[0].question).toBe('Blijft?');
    const stale = await editor.post(`/cms/page/${page.id}`, {
      bulk: true,
      url: '/bulk/ander',
      version: page.version,
    });
    expect(stale.status).toBe(409);
    const taken = await editor.post(`/cms/page/${page.id}`, {
      bulk: true,
      url: '/contact',
      version: saved.body.version,
    });
    expect(taken.body.fields).toEqual({ url: 'MESSAGE.ADDRESS_IN_USE' });
  });
});
