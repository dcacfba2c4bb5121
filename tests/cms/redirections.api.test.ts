/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

const SOLAR = 'www.zonnepanelen-offertes.nl';

let api: RunningApi;
let editor: TestClient;
let solarSite: number;
let otherSite: number;

/** What a public site's server asks the delivery for, without following a redirect. */
const deliver = (url: string, from?: string) =>
  fetch(
    `${api.url}/public/cms/page?host=${SOLAR}&url=${encodeURIComponent(url)}${from ? `&from=${encodeURIComponent(from)}` : ''}`,
    { redirect: 'manual' },
  );

const clickouts = (query = '') => editor.get(`/cms/clickout?domainId=${solarSite}${query}`);

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  const domains = (await editor.get('/cms/domain')).body.items;
  solarSite = domains.find((d: any) => d.host === SOLAR).id;
  otherSite = domains.find((d: any) => d.host === 'www.verbouwkosten.nl').id;
});
afterAll(async () => api?.close());

describe('redirections', () => {
  it('are listed per domain by url, outgoing or internal, searchable by company', async () => {
    const all = await editor.get(`/cms/redirection?domainId=${solarSite}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(15);
    expect(all.headers.get('x-pagination-total')).toBe('15');
    const urls = all.body.items.map((r: any) => r.url);
    expect(urls).toEqual([...urls].sort());
    const internal = await editor.get(`/cms/redirection?domainId=${solarSite}&kind=internal`);
    expect(internal.body.items.map((r: any) => r.url)).toEqual([
      '/actie',
      '/subsidies',
      '/zonnepanelen/prijzen',
    ]);
    expect(internal.body.items[2]).toMatchObject({
      page: { url: '/zonnepanelen/kosten' },
      target: null,
      temporary: false,
    });
    const byCompany = await editor.get(`/cms/redirection?domainId=${solarSite}&search=coolblue`);
    expect(byCompany.body.items.map((r: any) => r.affiliate_company?.name)).toEqual([
      'Coolblue',
      'Coolblue',
    ]);
    expect(byCompany.body.items[0].clicks).toBeGreaterThan(0);
    expect((await editor.get(`/cms/redirection?domainId=${otherSite}`)).body.total).toBe(0);
  });

  it('are read, saved over the version read and deleted', async () => {
    const created = await editor.post('/cms/redirection', {
      url: '/oud/dak',
      target: 'https://www.verbouwkosten.nl/dakkapel',
      domain: { id: solarSite },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, version } = created.body;
    const pages = (await editor.get(`/cms/page?domainId=${solarSite}&itemsPerPage=100`)).body.items;
    const contact = pages.find((p: any) => p.url === '/contact');

    // A page chosen: the address is dropped, only one of the two is kept.
    const saved = await editor.post(`/cms/redirection/${id}`, {
      ...created.body,
      page_id: contact.id,
      temporary: true,
      version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      target: null,
      page: { id: contact.id, url: '/contact' },
      temporary: true,
      version: version + 1,
    });
    const stale = await editor.post(`/cms/redirection/${id}`, { ...created.body, version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/cms/redirection/${id}`)).body.page.url).toBe('/contact');

    // A page of another domain, an unknown company or a taken url: refused, nothing written.
    const otherPages = (await editor.get(`/cms/page?domainId=${otherSite}`)).body.items;
    const wrongPage = await editor.post(`/cms/redirection/${id}`, {
      ...saved.body,
      page_id: otherPages[0].id,
    });
    expect(wrongPage.body.fields).toEqual({ page_id: 'MESSAGE.SELECT_OPTION' });
    const wrongCompany = await editor.post(`/cms/redirection/${id}`, {
      ...saved.body,
      url: '/out/dak',
      target: 'https://www.dak.nl',
      affiliate_company_id: 999_999,
    });
    expect(wrongCompany.body.fields).toEqual({ affiliate_company_id: 'MESSAGE.SELECT_OPTION' });
    const taken = await editor.post(`/cms/redirection/${id}`, { ...saved.body, url: '/actie' });
    expect(taken.body.fields).toEqual({ url: 'MESSAGE.ADDRESS_IN_USE' });
    expect((await editor.get(`/cms/redirection/${id}`)).body.version).toBe(version + 1);

    expect((await editor.delete(`/cms/redirection/${id}`)).body.message).toBe(
      'MESSAGE.SUCCESSFULLY_DELETED',
    );
    expect((await editor.get(`/cms/redirection/${id}`)).status).toBe(404);
  });

  it('keep a company only on an outgoing link', async () => {
    const companies = (await editor.get('/affiliate-company')).body.items;
    const praxis = companies.find((c: any) => c.name === 'Praxis');
    const outgoing = await editor.post('/cms/redirection', {
      url: 'praxis-laadpaal',
      target: 'https://www.praxis.nl/laadpalen',
      affiliate: true,
      affiliate_company_id: praxis.id,
      domain: { id: solarSite },
    });
    expect(outgoing.body).toMatchObject({
      url: '/out/praxis-laadpaal',
      affiliate_company: { id: praxis.id, name: 'Praxis' },
    });
    const internal = await editor.post('/cms/redirection', {
      url: '/praxis',
      target: 'https://www.praxis.nl',
      affiliate_company_id: praxis.id,
      domain: { id: solarSite },
    });
    expect(internal.body.affiliate_company).toBeNull();
  });
});

describe('the delivery follows redirections', () => {
  it('answers 301 to the page a moved address leads to, 302 when temporary', async () => {
    const moved = await deliver('/zonnepanelen/prijzen');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/zonnepanelen/kosten');
    const campaign = await deliver('/actie');
    expect(campaign.status).toBe(302);
    expect(campaign.headers.get('location')).toBe(
      'https://www.zonnepanelen-offertes.nl/zonnepanelen/offerte',
    );
    expect((await deliver('/bestaat-niet')).status).toBe(404);
    expect((await deliver('/out/bestaat-niet')).status).toBe(404);
  });

  it('sends a visitor on through an /out/ link and records the click-out once per click', async () => {
    const before = await clickouts('&groupBy=none');
    const fonq = (await clickouts('&search=fonq-laadpaal')).body.items[0];
    const followed = await deliver('/out/fonq-laadpaal', '/zonnepanelen/kosten');
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('https://www.fonq.nl/laadpalen/');
    expect(followed.headers.get('cache-control')).toBe('no-store');
    await deliver('/out/fonq-laadpaal', '/pagina-die-er-niet-is');

    const after = await clickouts('&groupBy=none');
    expect(after.body.total).toBe(before.body.total + 2);
    const [unknownPage, fromPage] = after.body.items;
    expect(fromPage).toMatchObject({
      clicks: 1,
      url: '/out/fonq-laadpaal',
      target: 'https://www.fonq.nl/laadpalen/',
      page: { url: '/zonnepanelen/kosten' },
      affiliate_company: { name: 'fonQ' },
      product: { name: expect.any(String) },
      domain: { host: SOLAR },
    });
    expect(unknownPage.page).toBeNull();
    expect(unknownPage.product).toBeNull();
    const link = (await clickouts('&search=fonq-laadpaal')).body.items[0];
    expect(link.clicks).toBe(fonq.clicks + 2);
  });
});

describe('the click-out list', () => {
  it('groups by link, page, company, product and day, with totals of rows and clicks', async () => {
    const byLink = await clickouts();
    expect(byLink.status).toBe(200);
    expect(byLink.body.total).toBeGreaterThanOrEqual(12);
    const counts = byLink.body.items.map((r: any) => r.clicks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const clicks = byLink.body.clicks;
    for (const grouping of ['page', 'company', 'product', 'day']) {
      const grouped = await clickouts(`&groupBy=${grouping}&itemsPerPage=500`);
      expect(grouped.status).toBe(200);
      // Every grouping counts the same clicks.
      expect(grouped.body.clicks).toBe(clicks);
      expect(grouped.body.items.reduce((n: number, r: any) => n + r.clicks, 0)).toBe(clicks);
    }
    const days = (await clickouts('&groupBy=day')).body.items.map((r: any) => r.key);
    expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(days).toEqual([...days].sort().reverse());
    expect((await clickouts('&groupBy=day')).body.items).toHaveLength(50);
  });

  it('filters by company, product and period (epoch seconds)', async () => {
    const companies = (await editor.get('/affiliate-company')).body.items;
    const coolblue = companies.find((c: any) => c.name === 'Coolblue');
    const links = await clickouts(`&companyId=${coolblue.id}`);
    expect(links.body.items.map((r: any) => r.url).sort()).toEqual([
      '/out/coolblue-omvormer',
      '/out/coolblue-thuisbatterij',
    ]);
    const products = (await clickouts('&groupBy=product')).body.items.filter((r: any) => r.product);
    const first = products[0];
    const one = await clickouts(`&product=${first.product.id}&groupBy=product`);
    expect(one.body.items).toEqual([expect.objectContaining({ clicks: first.clicks })]);

    const now = Math.floor(Date.now() / 1000);
    const lastWeek = await clickouts(`&groupBy=none&startDate=${now - 7 * 86_400}&endDate=${now}`);
    const all = await clickouts('&groupBy=none');
    expect(lastWeek.body.total).toBeGreaterThan(0);
    expect(lastWeek.body.total).toBeLessThan(all.body.total);
    for (const row of lastWeek.body.items)
      expect(Date.parse(row.last_at) / 1000).toBeGreaterThanOrEqual(now - 7 * 86_400 - 1);
    const reversed = await clickouts(`&startDate=${now}&endDate=${now - 10}`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ endDate: 'MESSAGE.ENTER_VALID_DATE' });
  });

  it('exports the grouped rows as CSV', async () => {
    const csv = await editor.get(`/cms/clickout/csv?domainId=${solarSite}&groupBy=company`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Klikken,Eerste klik,Laatste klik,Domein,Link,Doel,Pagina,Bedrijf,Product,Dag',
    );
    const rows = (await clickouts('&groupBy=company')).body;
    expect(lines).toHaveLength(rows.total + 1);
    expect(lines[1]).toContain(rows.items[0].affiliate_company.name);
  });
});

describe('only content editors', () => {
  it('reach the redirection and click-out routes', async () => {
    const routes: [string, string][] = [
      ['get', `/cms/redirection?domainId=${solarSite}`],
      ['get', `/cms/redirection/affiliate?domainId=${solarSite}`],
      ['get', `/cms/redirection/affiliate/paginate?domainId=${solarSite}`],
      ['get', '/cms/redirection/1'],
      ['post', '/cms/redirection'],
      ['post', '/cms/redirection/1'],
      ['delete', '/cms/redirection/1'],
      ['get', '/cms/clickout'],
      ['get', '/cms/clickout/csv'],
      ['get', '/affiliate-company'],
    ];
    const anonymous = createClient(api.url);
    const finance = await clientFor(api.url, 'finance@demo.nl');
    for (const [method, path] of routes) {
      const send = (client: TestClient) =>
        method === 'get'
          ? client.get(path)
          : method === 'post'
            ? client.post(path, {})
            : client.delete(path);
      expect((await send(anonymous)).status, `${method} ${path}`).toBe(401);
      expect((await send(finance)).status, `${method} ${path}`).toBe(403);
    }
  });
});
