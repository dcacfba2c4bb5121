/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;

const companyId = async (name: string) =>
  (await editor.get(`/affiliate-company?search=${encodeURIComponent(name)}`)).body.items.find(
    (c: any) => c.name === name,
  ).id;

async function uploadLogo(path: string, data: Buffer, name = 'logo.png') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  const cookie = [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${api.url}${path}`, { method: 'POST', body, headers: { cookie } });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
});
afterAll(async () => api?.close());

describe('affiliate companies', () => {
  it('are listed by name with their outgoing links, searchable and paged', async () => {
    const all = await editor.get('/affiliate-company');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(11);
    expect(all.headers.get('x-pagination-total')).toBe('11');
    const names = all.body.items.map((c: any) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const coolblue = all.body.items.find((c: any) => c.name === 'Coolblue');
    expect(coolblue).toMatchObject({ link_count: 2, has_logo: false, logo_url: null });
    expect((await editor.get('/affiliate-company?search=hornbach.nl')).body.total).toBe(1);
    expect(
      (await editor.get('/affiliate-company?itemsPerPage=5&currentPage=3')).body.items,
    ).toHaveLength(1);
  });

  it('are added with a unique name, saved over their version and deleted, keeping their links', async () => {
    const added = await editor.post('/affiliate-company', {
      name: 'Energiedirect',
      website: 'energiedirect.nl',
    });
    expect(added.status).toBe(201);
    expect(added.body.website).toBe('https://energiedirect.nl');
    const taken = await editor.post('/affiliate-company', { name: 'COOLBLUE' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ name: 'MESSAGE.NAME_IN_USE' });
    const badSite = await editor.post('/affiliate-company', { name: 'X', website: 'geen site' });
    expect(badSite.body.fields).toEqual({ website: 'MESSAGE.ENTER_VALID_URL' });

    const { id, version } = added.body;
    const saved = await editor.post(`/affiliate-company/${id}`, {
      name: 'Energiedirect.nl',
      description: 'Per contract',
      version,
    });
    expect(saved.body).toMatchObject({ name: 'Energiedirect.nl', version: version + 1 });
    const stale = await editor.post(`/affiliate-company/${id}`, { name: 'Oud', version });
    expect(stale.status).toBe(409);

    // A company with links goes; its links stay, without it.
    const praxis = await companyId('Praxis');
    const domains = (await editor.get('/cms/domain')).body.items;
    const solar = domains.find((d: any) => d.host === 'www.zonnepanelen-offertes.nl').id;
    expect((await editor.delete(`/affiliate-company/${praxis}`)).status).toBe(200);
    const links = await editor.get(`/cms/redirection?domainId=${solar}&search=praxis`);
    expect(links.body.items[0]).toMatchObject({
      url: '/out/praxis-zonnepaneel',
      affiliate_company: null,
    });
    expect((await editor.get(`/affiliate-company/${praxis}`)).status).toBe(404);
  });

  it('take a logo by its content, replace it, and serve it at an address that changes with it', async () => {
    const id = await companyId('GAMMA');
    const png = demoPicture(40, 20, [0, 90, 200], [200, 230, 255], [255, 220, 0]);
    const first = await uploadLogo(`/affiliate-company/${id}/logo`, png);
    expect(first.status).toBe(200);
    expect(first.body.logo_url).toMatch(new RegExp(`^/affiliate-company/${id}/logo\\?v=\\d+$`));
    const served = await fetch(`${api.url}${first.body.logo_url}`, {
      headers: { cookie: [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const second = await uploadLogo(`/affiliate-company/${id}/logo`, png);
    expect(second.body.logo_url).not.toBe(first.body.logo_url);
    const text = await uploadLogo(`/affiliate-company/${id}/logo`, Buffer.from('<html>'), 'x.png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
  });
});

describe('affiliate tables', () => {
  it('keep their rows in order with each company, saved as a whole over the version', async () => {
    const list = await editor.get('/affiliate-table');
    expect(list.body.items.map((t: any) => t.name)).toEqual(['Omvormers', 'Thuisbatterijen']);
    const batteries = list.body.items[1];
    expect(batteries.rows.map((r: any) => r.affiliate_company.name)).toEqual([
      'Zonneplan',
      'Coolblue',
      'bol',
    ]);

    const coolblue = await companyId('Coolblue');
    const zonneplan = await companyId('Zonneplan');
    const rows = [
      {
        affiliate_company_id: coolblue,
        offer: 'Batterij 5 kWh',
        link_url: '/out/coolblue-thuisbatterij',
        usps: ['Snel'],
      },
      {
        affiliate_company_id: zonneplan,
        offer: 'Nexus 10 kWh',
        price: '€ 6.495',
        link_url: 'zonneplan.nl/nexus',
        highlighted: true,
      },
    ];
    const saved = await editor.post(`/affiliate-table/${batteries.id}`, {
      name: 'Thuisbatterijen',
      title: 'Thuisbatterijen',
      rows,
      version: batteries.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      saved.body.rows.map((r: any) => [r.position, r.affiliate_company.name, r.link_url]),
    ).toEqual([
      [0, 'Coolblue', '/out/coolblue-thuisbatterij'],
      [1, 'Zonneplan', 'https://zonneplan.nl/nexus'],
    ]);
    const stale = await editor.post(`/affiliate-table/${batteries.id}`, {
      name: 'Thuisbatterijen',
      rows: [],
      version: batteries.version,
    });
    expect(stale.status).toBe(409);
    expect((await editor.get(`/affiliate-table/${batteries.id}`)).body.rows).toHaveLength(2);
  });

  it('refuse rows naming no company, a bad link or too many selling points, and a taken name', async () => {
    const coolblue = await companyId('Coolblue');
    const row = { affiliate_company_id: coolblue, offer: 'Aanbod', link_url: '/out/x' };
    const unknown = await editor.post('/affiliate-table', {
      name: 'Nieuw',
      rows: [row, { ...row, affiliate_company_id: 999_999 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'rows.1.affiliate_company_id': 'MESSAGE.SELECT_OPTION' });
    const badLink = await editor.post('/affiliate-table', {
      name: 'Nieuw',
      rows: [{ ...row, link_url: 'niet een adres' }],
    });
    expect(badLink.body.fields).toEqual({ 'rows.0.link_url': 'MESSAGE.ENTER_VALID_URL' });
    const manyUsps = await editor.post('/affiliate-table', {
      name: 'Nieuw',
      rows: [{ ...row, usps: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    });
    expect(Object.keys(manyUsps.body.fields)).toEqual(['rows.0.usps']);
    const taken = await editor.post('/affiliate-table', { name: 'omvormers', rows: [] });
    expect(taken.body.fields).toEqual({ name: 'MESSAGE.NAME_IN_USE' });
    expect((await editor.get('/affiliate-table')).body.total).toBe(2);

    const created = await editor.post('/affiliate-table', { name: 'Laadpalen', rows: [row] });
    expect(created.status).toBe(201);
    expect((await editor.delete(`/affiliate-table/${created.body.id}`)).status).toBe(200);
    expect((await editor.get(`/affiliate-table/${created.body.id}`)).status).toBe(404);
  });
});

describe('only content editors', () => {
  it('reach the affiliate routes', async () => {
    const routes: [string, string][] = [
      ['get', '/affiliate-company'],
      ['get', '/affiliate-company/1'],
      ['post', '/affiliate-company'],
      ['post', '/affiliate-company/1'],
      ['delete', '/affiliate-company/1'],
      ['post', '/affiliate-company/1/logo'],
      ['get', '/affiliate-company/1/logo'],
      ['get', '/affiliate-table'],
      ['get', '/affiliate-table/1'],
      ['post', '/affiliate-table'],
      ['post', '/affiliate-table/1'],
      ['delete', '/affiliate-table/1'],
      ['post', '/affiliate-table/1/logo'],
      ['get', '/affiliate-table/1/logo'],
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
