/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergedBoundPage } from '#domain/tags/tag-input';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let solarSite: number;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  const domains = (await editor.get('/cms/domain')).body.items;
  solarSite = domains.find((d: any) => d.host === 'www.zonnepanelen-offertes.nl').id;
});
afterAll(async () => api?.close());

let pageCount = 0;
/** A new page of the solar site carrying these tags. */
async function pageWith(tags: string[]) {
  pageCount += 1;
  const created = await editor.post('/cms/page', {
    domain_id: solarSite,
    type: 'GenericPage',
    url: `/tags-test/${pageCount}`,
    blocks: [{ type: 'TextBlock', heading: 'Test', content: '<p>Tekst</p>' }],
    tags,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

const tagNamed = async (name: string) =>
  (await editor.get(`/tag?exactName=${encodeURIComponent(name)}`)).body.items[0];

describe('the tag list', () => {
  it('pages the demo tags by name, 50 a page, with the total in a header', async () => {
    const all = await editor.get('/tag');
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(30);
    expect(all.headers.get('x-pagination-total')).toBe(String(all.body.total));
    const names = all.body.items.map((t: any) => t.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const solar = all.body.items.find((t: any) => t.name === 'zonnepanelen');
    expect(solar).toMatchObject({ bound_page_url: '/zonnepanelen/kosten' });
    expect(solar.page_count).toBeGreaterThan(1);
    expect((await editor.get('/tag?search=ISOL')).body.items.map((t: any) => t.name)).toEqual([
      'dakisolatie',
      'isolatie',
      'vloerisolatie',
    ]);
    expect((await editor.get('/tag?exactName=ISOLATIE')).body.items).toHaveLength(1);
    expect((await editor.get('/tag?itemsPerPage=5&currentPage=2')).body.items).toHaveLength(5);
  });
});

describe('tags on pages', () => {
  it('stores a page’s tags as tag rows, one per name whatever the case, and follows renames', async () => {
    const page = await pageWith(['Zonnepanelen', 'Nieuwe Tag', 'nieuwe tag']);
    // The existing spelling wins; a repeat in another case goes.
    expect(page.tags).toEqual(['zonnepanelen', 'Nieuwe Tag']);
    const fresh = await tagNamed('nieuwe tag');
    expect(fresh).toMatchObject({ name: 'Nieuwe Tag', bound_page_id: null, page_count: 1 });

    const renamed = await editor.put(`/tag/${fresh.id}`, {
      name: 'Hernoemde tag',
      bound_page_id: page.id,
      version: fresh.version,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ bound_page_id: page.id, bound_page_url: page.url });
    const reread = (await editor.get(`/cms/page/${page.id}`)).body;
    expect(reread.tags).toEqual(['zonnepanelen', 'Hernoemde tag']);
    // An editor with the old list open cannot put the old name back.
    expect(reread.version).toBe(page.version + 1);
    const stalePage = await editor.post(`/cms/page/${page.id}`, { ...page });
    expect(stalePage.status).toBe(409);
  });
});

describe('tag rules', () => {
  it('refuses a name another tag has, without regard to case, naming that tag', async () => {
    const existing = await tagNamed('dakkapel');
    const added = await editor.post('/tag', { name: 'DakKapel' });
    expect(added.status).toBe(400);
    expect(added.body).toEqual({
      message: 'MESSAGE.TAG_ALREADY_EXISTS',
      fields: { name: 'MESSAGE.TAG_ALREADY_EXISTS' },
      existing_id: existing.id,
    });
    const other = await tagNamed('verbouwen');
    const renamed = await editor.put(`/tag/${other.id}`, {
      name: 'dakkapel ',
      bound_page_id: null,
      version: other.version,
    });
    expect(renamed.status).toBe(400);
    expect(renamed.body.existing_id).toBe(existing.id);
    // Its own name in another case is no clash.
    const recased = await editor.put(`/tag/${other.id}`, {
      name: 'Verbouwen',
      bound_page_id: null,
      version: other.version,
    });
    expect(recased.status).toBe(200);
    expect((await editor.post('/tag', { name: '' })).body.fields).toEqual({
      name: 'MESSAGE.ENTER_NAME',
    });
    expect((await editor.post('/tag', { name: 'Los', bound_page_id: 999999 })).body.fields).toEqual(
      { bound_page_id: 'MESSAGE.SELECT_OPTION' },
    );
  });

  it('answers 409 to a save over an outdated version and writes nothing', async () => {
    const added = await editor.post('/tag', { name: 'Versietest' });
    expect(added.status).toBe(201);
    const first = await editor.put(`/tag/${added.body.id}`, {
      name: 'Versietest 2',
      version: added.body.version,
    });
    expect(first.body.version).toBe(added.body.version + 1);
    const stale = await editor.put(`/tag/${added.body.id}`, {
      name: 'Versietest 3',
      version: added.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/tag/${added.body.id}`)).body.name).toBe('Versietest 2');
    const staleMerge = await editor.post(`/tag/${added.body.id}/merge`, {
      into: (await tagNamed('tips')).id,
      version: added.body.version,
    });
    expect(staleMerge.status).toBe(409);
  });

  it('POST tag/unbound gives the tag of a name: the existing one, or a new unbound one', async () => {
    const existing = await tagNamed('dakkapel');
    const found = await editor.post('/tag/unbound', { name: 'DAKKAPEL' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: existing.id, name: 'dakkapel' });
    expect(found.body.bound_page_id).not.toBeNull();
    const made = await editor.post('/tag/unbound', { name: 'Zomaar een tag' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Zomaar een tag', bound_page_id: null, page_count: 0 });
    expect((await editor.post('/tag/unbound', { name: '  ' })).status).toBe(400);
  });

  it('suggests from one character, at most 50, leaving out the tags the page has', async () => {
    expect((await editor.get('/tag/suggestion?search=')).body.items).toEqual([]);
    const one = (await editor.get('/tag/suggestion?search=e')).body.items;
    expect(one.length).toBeGreaterThan(10);
    for (let i = 0; i < 60; i += 1) await editor.post('/tag/unbound', { name: `Reeks ${i}` });
    const many = (await editor.get('/tag/suggestion?search=reeks')).body.items;
    expect(many).toHaveLength(50);
    const excluded = (
      await editor.get('/tag/suggestion?search=isol&exclude=ISOLATIE&exclude=dakisolatie')
    ).body.items.map((t: any) => t.name);
    expect(excluded).toEqual(['vloerisolatie']);
    // Names that start with the text come first.
    const ordered = (await editor.get('/tag/suggestion?search=isol')).body.items;
    expect(ordered[0].name).toBe('isolatie');
  });

  it('deletes a tag, taking it off its pages', async () => {
    const page = await pageWith(['Weg ermee', 'blijft']);
    const tag = await tagNamed('weg ermee');
    expect((await editor.delete(`/tag/${tag.id}`)).body.message).toBe(
      'MESSAGE.SUCCESSFULLY_DELETED',
    );
    expect((await editor.get(`/tag/${tag.id}`)).status).toBe(404);
    expect((await editor.get(`/cms/page/${page.id}`)).body.tags).toEqual(['blijft']);
    expect((await editor.delete(`/tag/${tag.id}`)).status).toBe(404);
  });
});

describe('merging tags', () => {
  it('moves every page to the kept tag, once per page, and deletes the merged one', async () => {
    const onlyMerged = await pageWith(['Zonne-energie', 'kosten']);
    const both = await pageWith(['zonnestroom', 'Zonne-energie']);
    const merged = await tagNamed('Zonne-energie');
    const kept = await tagNamed('zonnestroom');
    const answer = await editor.post(`/tag/${merged.id}/merge`, {
      into: kept.id,
      version: merged.version,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id: kept.id, name: 'zonnestroom', page_count: 2 });
    expect((await editor.get(`/tag/${merged.id}`)).status).toBe(404);
    expect((await editor.get(`/cms/page/${onlyMerged.id}`)).body.tags).toEqual([
      'zonnestroom',
      'kosten',
    ]);
    expect((await editor.get(`/cms/page/${both.id}`)).body.tags).toEqual(['zonnestroom']);
    expect((await editor.post(`/tag/${kept.id}/merge`, { into: kept.id, version: 1 })).status).toBe(
      400,
    );
  });

  it('keeps the bound page there is, and asks which one when both tags have one', async () => {
    const pageA = await pageWith([]);
    const pageB = await pageWith([]);
    const a = (await editor.post('/tag', { name: 'Bron A', bound_page_id: pageA.id })).body;
    const b = (await editor.post('/tag', { name: 'Bron B', bound_page_id: pageB.id })).body;
    const unchosen = await editor.post(`/tag/${a.id}/merge`, { into: b.id, version: a.version });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.fields).toEqual({ bound_page_id: 'MESSAGE.SELECT_OPTION' });
    expect((await editor.get(`/tag/${a.id}`)).status).toBe(200);
    const chosen = await editor.post(`/tag/${a.id}/merge`, {
      into: b.id,
      bound_page_id: pageA.id,
      version: a.version,
    });
    expect(chosen.body).toMatchObject({ id: b.id, bound_page_id: pageA.id });

    const c = (await editor.post('/tag', { name: 'Bron C' })).body;
    const kept = await editor.post(`/tag/${b.id}/merge`, {
      into: c.id,
      version: chosen.body.version,
    });
    expect(kept.body).toMatchObject({ id: c.id, bound_page_id: pageA.id });
  });

  it('decides the bound page by the rule in domain', () => {
    expect(mergedBoundPage(1, 2, null)).toEqual({ pageId: null, choiceNeeded: true });
    expect(mergedBoundPage(1, 2, 3)).toEqual({ pageId: null, choiceNeeded: true });
    expect(mergedBoundPage(1, 2, 2)).toEqual({ pageId: 2, choiceNeeded: false });
    expect(mergedBoundPage(null, 2, null)).toEqual({ pageId: 2, choiceNeeded: false });
    expect(mergedBoundPage(1, 1, null)).toEqual({ pageId: 1, choiceNeeded: false });
  });
});

describe('access', () => {
  it('is for content editors only, on every route', async () => {
    const anonymous = createClient(api.url);
    const comparison = await clientFor(api.url, 'comparison@demo.nl');
    const staff = await clientFor(api.url, 'sales@demo.nl');
    const tag = await tagNamed('tips');
    const other = await tagNamed('glas');
    const calls = [
      (c: TestClient) => c.get('/tag'),
      (c: TestClient) => c.get('/tag/suggestion?search=a'),
      (c: TestClient) => c.get(`/tag/${tag.id}`),
      (c: TestClient) => c.post('/tag', { name: 'Niet toegestaan' }),
      (c: TestClient) => c.post('/tag/unbound', { name: 'Niet toegestaan' }),
      (c: TestClient) => c.put(`/tag/${tag.id}`, { name: 'Niet', version: tag.version }),
      (c: TestClient) => c.post(`/tag/${tag.id}/merge`, { into: other.id, version: tag.version }),
      (c: TestClient) => c.delete(`/tag/${tag.id}`),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      expect((await call(comparison)).status).toBe(403);
      expect((await call(staff)).status).toBe(403);
    }
    expect(await tagNamed('Niet toegestaan')).toBeUndefined();
    expect((await editor.get(`/tag/${tag.id}`)).body).toMatchObject({ name: 'tips' });
  });
});
