/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
let solarSite: number;
let otherSite: number;

const affiliates = (query: string) =>
  editor.get(`/cms/redirection/affiliate/paginate?domainId=${solarSite}${query}`);

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  const domains = (await editor.get('/cms/domain')).body.items;
  solarSite = domains.find((d: any) => d.host === 'www.zonnepanelen-offertes.nl').id;
  otherSite = domains.find((d: any) => d.host === 'www.verbouwkosten.nl').id;
});
afterAll(async () => api?.close());

describe('the redirect selector', () => {
  it("pages through the domain's outgoing links, 10 a page, sorted by url", async () => {
    const first = await affiliates('');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.total).toBe(12);
    expect(first.headers.get('x-pagination-total')).toBe('12');
    const urls = first.body.items.map((r: any) => r.url);
    expect(urls).toEqual([...urls].sort());
    expect(first.body.items[0]).toMatchObject({
      url: '/out/bol-zonnepanelen',
      target: 'https://www.bol.com/nl/nl/l/zonnepanelen/',
      affiliate: true,
      temporary: false,
      domain: { id: solarSite },
    });
    const second = await affiliates('&currentPage=2');
    expect(second.body.items).toHaveLength(2);
    expect((await affiliates('&search=coolblue')).body.total).toBe(2);
    const elsewhere = await editor.get(`/cms/redirection/affiliate/paginate?domainId=${otherSite}`);
    expect(elsewhere.body.total).toBe(0);
  });

  it('adds an outgoing link under /out/, marked affiliate, and refuses a taken or bad one', async () => {
    const added = await editor.post('/cms/redirection', {
      url: '/out/Praxis-Omvormer',
      target: 'www.praxis.nl/omvormers',
      description: 'Omvormers bij Praxis',
      affiliate: true,
      temporary: false,
      domain: { id: solarSite },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      url: '/out/praxis-omvormer',
      target: 'https://www.praxis.nl/omvormers',
      affiliate: true,
      page_id: null,
    });
    // Marked affiliate without the prefix: it gets it.
    const prefixed = await editor.post('/cms/redirection', {
      url: 'gamma-laadpaal',
      target: 'https://www.gamma.nl/laadpalen',
      affiliate: true,
      domain: { id: solarSite },
    });
    expect(prefixed.body.url).toBe('/out/gamma-laadpaal');
    expect((await affiliates('')).body.total).toBe(14);

    const taken = await editor.post('/cms/redirection', {
      url: '/out/praxis-omvormer',
      target: 'https://www.praxis.nl',
      affiliate: true,
      domain: { id: solarSite },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ url: 'MESSAGE.ADDRESS_IN_USE' });
    const bad = await editor.post('/cms/redirection', {
      url: '/out/met spatie',
      target: 'geen adres',
      affiliate: true,
      domain: { id: solarSite },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      url: 'MESSAGE.ENTER_VALID_SLUG',
      target: 'MESSAGE.ENTER_VALID_URL',
    });
    const nowhere = await editor.post('/cms/redirection', {
      url: '/out/leeg',
      affiliate: true,
      domain: { id: solarSite },
    });
    expect(nowhere.body.fields).toEqual({ target: 'MESSAGE.FIELD_REQUIRED' });
    const noDomain = await editor.post('/cms/redirection', {
      url: '/out/x',
      target: 'https://x.nl',
      domain: { id: 999999 },
    });
    expect(noDomain.body.fields).toEqual({ domain: 'MESSAGE.SELECT_OPTION' });
  });

  it('keeps only the page of a redirection to a page of the same domain', async () => {
    const pages = (await editor.get(`/cms/page?domainId=${solarSite}&search=contact`)).body.items;
    const contact = pages.find((p: any) => p.url === '/contact');
    const toPage = await editor.post('/cms/redirection', {
      url: '/oud/contact',
      target: 'https://www.elders.nl',
      page_id: contact.id,
      domain: { id: solarSite },
    });
    expect(toPage.body).toMatchObject({ page_id: contact.id, target: null, affiliate: false });
    // Not an outgoing link, so not in the selector.
    expect((await affiliates('&search=oud')).body.total).toBe(0);
    const foreign = await editor.post('/cms/redirection', {
      url: '/oud/contact-2',
      page_id: contact.id,
      domain: { id: otherSite },
    });
    expect(foreign.body.fields).toEqual({ page_id: 'MESSAGE.SELECT_OPTION' });
  });
});

describe('the term selector', () => {
  it('searches terms by name and product, alphabetically, with the total in a header', async () => {
    const all = await editor.get('/cms/term');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-pagination-total')).toBe(String(all.body.total));
    const names = all.body.items.map((t: any) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const subsidy = all.body.items.find((t: any) => t.name === 'Subsidie');
    expect(subsidy).toMatchObject({ product_id: null, page_url: '/zonnepanelen/subsidie' });
    const inverter = all.body.items.find((t: any) => t.name === 'Omvormer');
    const solar = inverter.product_id;
    expect(inverter.product_name).toBeTruthy();

    const byProduct = (await editor.get(`/cms/term?product=${solar}`)).body.items;
    expect(byProduct.map((t: any) => t.name)).toEqual(['Omvormer', 'Salderen', 'Wattpiek']);
    const generic = (await editor.get('/cms/term?product=generic')).body.items;
    expect(generic.every((t: any) => t.product_id === null)).toBe(true);
    expect((await editor.get('/cms/term?q=WATT')).body.items.map((t: any) => t.name)).toEqual([
      'Wattpiek',
    ]);
    const paged = await editor.get('/cms/term?itemsPerPage=3&currentPage=2');
    expect(paged.body.items.map((t: any) => t.name)).toEqual(names.slice(3, 6));
    expect((await editor.get('/cms/term?product=abc')).status).toBe(400);
  });

  it('adds a term, checking its product and page', async () => {
    const added = await editor.post('/cms/term', {
      name: ' Zonnestroom ',
      description: 'Stroom uit zonlicht.',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Zonnestroom', product_id: null, page_id: null });
    const bad = await editor.post('/cms/term', { name: '', product_id: 999999, page_id: 999999 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ name: 'MESSAGE.ENTER_NAME' });
    const unknown = await editor.post('/cms/term', {
      name: 'X',
      product_id: 999999,
      page_id: 999999,
    });
    expect(unknown.body.fields).toEqual({
      product_id: 'MESSAGE.SELECT_OPTION',
      page_id: 'MESSAGE.SELECT_OPTION',
    });
  });
});

describe('access', () => {
  it('is for content editors only', async () => {
    const anonymous = createClient(api.url);
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const customer = await clientFor(api.url, 'customer@demo.nl');
    const calls = [
      (c: TestClient) => c.get(`/cms/redirection/affiliate/paginate?domainId=${solarSite}`),
      (c: TestClient) =>
        c.post('/cms/redirection', {
          url: '/out/x',
          target: 'https://x.nl',
          domain: { id: solarSite },
        }),
      (c: TestClient) => c.get('/cms/term'),
      (c: TestClient) => c.post('/cms/term', { name: 'X' }),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(comparison)).status).toBe(403);
      expect((await call(customer)).status).toBe(403);
    }
    expect((await affiliates('&search=/out/x')).body.total).toBe(0);
  });
});
