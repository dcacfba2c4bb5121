/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let pageId: number;
let heatPump: number;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  const terms = (await editor.get('/cms/term')).body.items;
  const cop = terms.find((t: any) => t.name === 'COP');
  pageId = cop.page_id;
  heatPump = cop.product_id;
});
afterAll(async () => api?.close());

describe('the term list', () => {
  it('has the demo terms and filters by text, product and page', async () => {
    const all = await editor.get('/cms/term');
    expect(all.body.total).toBe(20);
    expect(all.headers.get('x-pagination-total')).toBe('20');
    const byPage = (await editor.get(`/cms/term?page=${pageId}`)).body;
    expect(byPage.items.map((t: any) => t.name)).toEqual(['COP', 'Hybride warmtepomp']);
    const byBoth = await editor.get(`/cms/term?page=${pageId}&product=${heatPump}&q=hybr`);
    expect(byBoth.body.items.map((t: any) => t.name)).toEqual(['Hybride warmtepomp']);
    expect((await editor.get('/cms/term?page=x')).status).toBe(400);
  });

  it('finds generic terms by name, without regard to case', async () => {
    const found = await editor.get('/cms/term/generic?name=energielabel');
    expect(found.status).toBe(200);
    expect(found.body.items.map((t: any) => t.name)).toEqual(['Energielabel']);
    // A term of a product is not generic.
    expect((await editor.get('/cms/term/generic?name=COP')).body.items).toEqual([]);
    expect((await editor.get('/cms/term/generic')).body.items).toEqual([]);
  });
});

describe('editing a term', () => {
  it('adds, reads, saves over the version read and deletes', async () => {
    const added = await editor.post('/cms/term', {
      name: 'Warmteterugwinning',
      description: 'Warmte uit afgevoerde lucht hergebruiken.',
      product_id: heatPump,
      page_id: null,
    });
    expect(added.status).toBe(201);
    const id = added.body.id;
    expect((await editor.get(`/cms/term/${id}`)).body).toMatchObject({
      name: 'Warmteterugwinning',
      product_id: heatPump,
      page_id: null,
      version: 1,
    });

    const saved = await editor.put(`/cms/term/${id}`, {
      name: 'WTW',
      description: '',
      product_id: null,
      page_id: pageId,
      version: 1,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'WTW',
      description: null,
      product_id: null,
      page_id: pageId,
      page_url: '/warmtepomp',
      version: 2,
    });
    const stale = await editor.put(`/cms/term/${id}`, { name: 'Oud', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/cms/term/${id}`)).body.name).toBe('WTW');

    const bad = await editor.put(`/cms/term/${id}`, {
      name: '',
      product_id: 999999,
      version: 2,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: 'MESSAGE.ENTER_NAME' });
    const unknown = await editor.put(`/cms/term/${id}`, {
      name: 'WTW',
      product_id: 999999,
      page_id: 999999,
      version: 2,
    });
    expect(unknown.body.fields).toEqual({
      product_id: 'MESSAGE.SELECT_OPTION',
      page_id: 'MESSAGE.SELECT_OPTION',
    });
    expect((await editor.put(`/cms/term/${id}`, { name: 'WTW' })).status).toBe(400);

    expect((await editor.delete(`/cms/term/${id}`)).body.message).toBe(
      'MESSAGE.SUCCESSFULLY_DELETED',
    );
    expect((await editor.get(`/cms/term/${id}`)).status).toBe(404);
    expect((await editor.delete(`/cms/term/${id}`)).status).toBe(404);
    expect((await editor.put(`/cms/term/${id}`, { name: 'X', version: 2 })).status).toBe(404);
    expect((await editor.get('/cms/term/abc')).status).toBe(404);
  });
});

describe('access', () => {
  it('is for content editors only, on every term route', async () => {
    const anonymous = createClient(api.url);
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const staff = await clientFor(api.url, 'sales@demo.nl');
    const term = (await editor.get('/cms/term?q=Spouw')).body.items[0];
    const calls = [
      (c: TestClient) => c.get('/cms/term'),
      (c: TestClient) => c.get('/cms/term/generic?name=Offerte'),
      (c: TestClient) => c.get(`/cms/term/${term.id}`),
      (c: TestClient) => c.post('/cms/term', { name: 'X' }),
      (c: TestClient) => c.put(`/cms/term/${term.id}`, { name: 'X', version: term.version }),
      (c: TestClient) => c.delete(`/cms/term/${term.id}`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(comparison)).status).toBe(403);
      expect((await call(staff)).status).toBe(403);
    }
    expect((await editor.get(`/cms/term/${term.id}`)).body.name).toBe('Spouw');
  });
});
