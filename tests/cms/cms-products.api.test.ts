/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
const png = demoPicture(40, 20, [0, 90, 200], [200, 230, 255], [255, 220, 0]);
const cookie = () => [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function upload(id: number, data: Buffer, name: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${api.url}/cms/product/${id}/logo`, {
    method: 'POST',
    body,
    headers: { cookie: cookie() },
  });
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
});
afterAll(async () => api?.close());

describe('CMS products', () => {
  it('are listed with their product and drawn demo logos', async () => {
    const list = await editor.get('/cms/product');
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: any) => p.discr)).toEqual(['warmtepomp', 'zonnepanelen']);
    const solar = list.body.items[1];
    expect(solar.logos.map((l: any) => l.name)).toEqual([
      'Zonnepaneel A',
      'Zonnepaneel B',
      'Omvormer C',
    ]);
    const logo = await fetch(`${api.url}${solar.logos[0].url}`, { headers: { cookie: cookie() } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('are one per service product, start without logos, and take logos by their content', async () => {
    const taken = await editor.post('/cms/product', { discr: 'zonnepanelen', title: 'Dubbel' });
    expect(taken.body.fields).toEqual({ discr: 'MESSAGE.NAME_IN_USE' });
    const unknown = await editor.post('/cms/product', { discr: 'bestaat-niet', title: 'X' });
    expect(unknown.body.fields).toEqual({ discr: 'MESSAGE.SELECT_OPTION' });
    const created = await editor.post('/cms/product', {
      discr: 'dakkapel',
      title: 'Een dakkapel plaatsen',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ logos: [], product_name: expect.any(String) });

    const first = await upload(created.body.id, png, 'Velux.png');
    expect(first.status).toBe(201);
    expect(first.body.logos.map((l: any) => l.name)).toEqual(['Velux']);
    // A logo is a change: the version moves on, so a save from before it is refused.
    expect(first.body.version).toBe(created.body.version + 1);
    const stale = await editor.post(`/cms/product/${created.body.id}`, {
      ...created.body,
      logos: [],
      version: created.body.version,
    });
    expect(stale.status).toBe(409);
    expect((await upload(created.body.id, Buffer.from('%PDF-1.4'), 'x.pdf')).body.message).toBe(
      'MESSAGE.FILE_TYPE_NOT_SUPPORTED',
    );
  });

  it('keep the logos a save lists, in its order and with its names, and drop the rest', async () => {
    const solar = (await editor.get('/cms/product')).body.items.find(
      (p: any) => p.discr === 'zonnepanelen',
    );
    const [a, b, c] = solar.logos;
    const saved = await editor.post(`/cms/product/${solar.id}`, {
      discr: 'zonnepanelen',
      title: 'Zonnepanelen',
      logos: [
        { id: c.id, name: 'Omvormermerk' },
        { id: a.id, name: a.name },
      ],
      version: solar.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.logos.map((l: any) => [l.id, l.name])).toEqual([
      [c.id, 'Omvormermerk'],
      [a.id, 'Zonnepaneel A'],
    ]);
    const gone = await fetch(`${api.url}${b.url}`, { headers: { cookie: cookie() } });
    expect(gone.status).toBe(404);
    const foreign = await editor.post(`/cms/product/${solar.id}`, {
      ...saved.body,
      logos: [{ id: 999_999, name: 'x' }],
    });
    expect(foreign.body.fields).toEqual({ 'logos.0': 'MESSAGE.NOT_FOUND' });
    expect((await editor.delete(`/cms/product/${solar.id}`)).status).toBe(200);
    expect((await editor.get(`/cms/product/${solar.id}`)).status).toBe(404);
  });

  it('are for content editors only', async () => {
    const anonymous = createClient(api.url);
    const finance = await clientFor(api.url, 'finance@demo.nl');
    for (const [method, path] of [
      ['get', '/cms/product'],
      ['get', '/cms/product/1'],
      ['post', '/cms/product'],
      ['post', '/cms/product/1'],
      ['delete', '/cms/product/1'],
      ['post', '/cms/product/1/logo'],
      ['get', '/cms/product/1/logo/1'],
    ] as const) {
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
