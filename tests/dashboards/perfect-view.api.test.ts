import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../companies/company-test-kit';
import { seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { perfectViewWorld } from './perfect-view-kit';

let api: RunningApi;
let accountManager: TestClient;
let manager: TestClient;
let world: Awaited<ReturnType<typeof perfectViewWorld>>;

const ideal = () => ({
  name: 'Zon in Utrecht',
  product_ids: [world.solar.id],
  provinces: ['Utrecht'],
  states: ['active'],
  min_review_average: 8,
  account_manager: 'mine',
});

async function matchNames(client: TestClient, page = 1): Promise<string[]> {
  const answer = await client.get(`/perfect_view/match?page=${page}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items.map((item: { name: string }) => item.name);
}

/** Saves the chosen view's criteria (a fresh view made and chosen each time). */
let made = 0;
async function chooseCriteria(criteria: Record<string, unknown>) {
  made += 1;
  const created = await accountManager.post('/perfect_view', {
    name: `Criteria ${made}`,
    ...criteria,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const chosen = await accountManager.post(`/perfect_view/${created.body.id}/choose`);
  expect(chosen.status).toBe(200);
  return created.body;
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  world = await perfectViewWorld(api.db);
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
  manager = await clientFor(api.url, 'manager@demo.nl');
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('perfect views', () => {
  it('answers no view and no matches before one is made', async () => {
    const answer = await accountManager.get('/perfect_view/match');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ view: null, items: [], total: 0 });
    expect((await accountManager.get('/perfect_view')).body).toEqual({ items: [], total: 0 });
    const score = await accountManager.get(`/perfect_view/company/${world.ids.ideal}`);
    expect(score.status).toBe(200);
    expect(score.body).toMatchObject({ view: null, matches: false, criteria: [] });
  });

  it('creates a view (the first is chosen), normalised, and lists the matches', async () => {
    const created = await accountManager.post('/perfect_view', {
      ...ideal(),
      product_ids: [String(world.solar.id), world.solar.id],
      min_review_average: '8,0',
      name: '  Zon in Utrecht ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Zon in Utrecht',
      product_ids: [world.solar.id],
      products: [{ id: world.solar.id, name: world.solar.name }],
      provinces: ['Utrecht'],
      states: ['active'],
      min_review_average: 8,
      account_manager: 'mine',
      chosen: true,
      version: 1,
    });
    const answer = await accountManager.get('/perfect_view/match');
    expect(answer.body.view.id).toBe(created.body.id);
    expect(answer.body.total).toBe(1);
    expect(answer.body.items).toEqual([
      {
        id: world.ids.ideal,
        name: 'Perfecte Zon Utrecht',
        state: 'active',
        city: 'Utrecht',
        province: 'Utrecht',
        account_manager_id: world.accountManager,
        account_manager_name: 'Joost Bakker',
        review_average: 8.5,
        review_count: 1,
        leads_last_31_days: 2,
      },
    ]);
  });

  it('scores a company criterion by criterion, the same as the matches', async () => {
    const score = async (id: number) => {
      const answer = await accountManager.get(`/perfect_view/company/${id}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    const best = await score(world.ids.ideal);
    expect(best).toMatchObject({ company_id: world.ids.ideal, met: 5, of: 5, matches: true });
    const unmet = async (id: number) =>
      (await score(id)).criteria
        .filter((c: { met: boolean }) => !c.met)
        .map((c: { criterion: string }) => c.criterion);
    expect(await unmet(world.ids.otherProvince)).toEqual(['provinces', 'account_manager']);
    expect(await unmet(world.ids.paused)).toEqual(['states']);
    expect(await unmet(world.ids.otherProduct)).toEqual(['products']);
    expect(await unmet(world.ids.lowReview)).toEqual(['min_review_average']);
    expect(await unmet(world.ids.noReview)).toEqual(['min_review_average']);
    expect((await accountManager.get('/perfect_view/company/99999999')).status).toBe(404);
    expect((await accountManager.get('/perfect_view/company/abc')).status).toBe(404);
  });

  it('matches each criterion on its own', async () => {
    await chooseCriteria({ product_ids: [world.heatPump.id] });
    expect(await matchNames(accountManager)).toEqual(['Warmte Utrecht']);
    await chooseCriteria({ provinces: ['Noord-Holland'] });
    expect(await matchNames(accountManager)).toEqual(['Zon Amsterdam']);
    await chooseCriteria({ states: ['paused'] });
    expect(await matchNames(accountManager)).toEqual(['Gepauzeerde Zon']);
    await chooseCriteria({ min_review_average: 8.6 });
    expect((await matchNames(accountManager)).sort()).toEqual([
      'Gepauzeerde Zon',
      'Warmte Utrecht',
      'Zon Amsterdam',
    ]);
    await chooseCriteria({ account_manager: 'none' });
    expect(await matchNames(accountManager)).toEqual(['Zon Amsterdam']);
    await chooseCriteria({ account_manager: 'mine', states: ['active'] });
    expect(await matchNames(accountManager)).toHaveLength(4);
    // No criterion at all: every company, 15 a page.
    await chooseCriteria({});
    const all = await accountManager.get('/perfect_view/match?page=1');
    expect(all.body.total).toBe(6);
    expect(await matchNames(accountManager, 2)).toEqual([]);
  });

  it('keeps one chosen view, the chosen first in the list', async () => {
    const list = await accountManager.get('/perfect_view');
    expect(list.status).toBe(200);
    const chosen = list.body.items.filter((v: { chosen: boolean }) => v.chosen);
    expect(chosen).toHaveLength(1);
    expect(list.body.items[0].chosen).toBe(true);
    const first = list.body.items.find((v: { name: string }) => v.name === 'Zon in Utrecht');
    const again = await accountManager.post(`/perfect_view/${first.id}/choose`);
    expect(again.body).toMatchObject({ id: first.id, chosen: true, version: first.version });
    const after = await accountManager.get('/perfect_view');
    expect(after.body.items[0].id).toBe(first.id);
    expect(after.body.items.filter((v: { chosen: boolean }) => v.chosen)).toHaveLength(1);
  });

  it('saves over the version read, 409 when stale', async () => {
    const made = await accountManager.post('/perfect_view', { ...ideal(), name: 'Te wijzigen' });
    const saved = await accountManager.put(`/perfect_view/${made.body.id}`, {
      ...ideal(),
      name: 'Gewijzigd',
      states: ['paused', 'active'],
      version: made.body.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Gewijzigd',
      states: ['active', 'paused'],
      version: 2,
    });
    const stale = await accountManager.put(`/perfect_view/${made.body.id}`, {
      ...ideal(),
      name: 'Te laat',
      version: made.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const noVersion = await accountManager.put(`/perfect_view/${made.body.id}`, ideal());
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.fields).toEqual({ version: 'MESSAGE.FIELD_REQUIRED' });
    const deleted = await accountManager.delete(`/perfect_view/${made.body.id}`);
    expect(deleted.status).toBe(200);
    expect((await accountManager.delete(`/perfect_view/${made.body.id}`)).status).toBe(404);
  });

  it('refuses invalid criteria on their fields', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await accountManager.post('/perfect_view', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.fields;
    };
    expect(await refused({ ...ideal(), name: '' })).toEqual({ name: 'MESSAGE.ENTER_NAME' });
    expect(await refused({ ...ideal(), name: 'x'.repeat(81) })).toEqual({
      name: 'MESSAGE.TEXT_TOO_LONG',
    });
    expect(await refused({ ...ideal(), name: 'ZON IN UTRECHT' })).toEqual({
      name: 'MESSAGE.NAME_IN_USE',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', product_ids: [987654] })).toEqual({
      product_ids: 'MESSAGE.SELECT_OPTION',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', product_ids: [1e20] })).toEqual({
      product_ids: 'MESSAGE.SELECT_OPTION',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', provinces: ['Atlantis'] })).toEqual({
      provinces: 'MESSAGE.SELECT_OPTION',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', states: ['sleeping'] })).toEqual({
      states: 'MESSAGE.INVALID_STATE',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', min_review_average: 10.5 })).toEqual({
      min_review_average: 'MESSAGE.VALUE_TOO_HIGH',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', min_review_average: -1 })).toEqual({
      min_review_average: 'MESSAGE.VALUE_TOO_LOW',
    });
    expect(await refused({ ...ideal(), name: 'Nieuw', account_manager: 'theirs' })).toEqual({
      account_manager: 'MESSAGE.SELECT_OPTION',
    });
  });

  it('never answers hostile input with a server error', async () => {
    const bodies: unknown[] = [
      { ...ideal(), name: 'a\u0000b' },
      { ...ideal(), name: 'Nieuw', provinces: ['Utr\u0000echt'] },
      { ...ideal(), name: 'Nieuw', product_ids: 'x'.repeat(10_000) },
      { ...ideal(), name: 'Nieuw', product_ids: Array.from({ length: 3000 }, (_, i) => i + 1) },
      { ...ideal(), name: 'Nieuw', provinces: ['x'.repeat(10_000)] },
      { ...ideal(), name: 'Nieuw', min_review_average: 1e308 },
      { ...ideal(), name: 'Nieuw', min_review_average: 'NaN' },
      { ...ideal(), name: 'x'.repeat(100_000) },
      { ...ideal(), name: ['array'] },
      [],
      'text',
    ];
    for (const body of bodies) {
      const answer = await accountManager.post('/perfect_view', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const nul = await accountManager.post('/perfect_view', { ...ideal(), name: 'a\u0000b' });
    expect(nul.body.fields).toEqual({ name: 'MESSAGE.INVALID_VALUE' });
    for (const path of [
      '/perfect_view/99999999999999999999',
      '/perfect_view/-1',
      '/perfect_view/1.5',
    ]) {
      const put = await accountManager.put(path, { ...ideal(), version: 1 });
      expect(put.status).toBe(404);
      expect((await accountManager.post(`${path}/choose`)).status).toBe(404);
    }
    for (const page of ['0', '-1', 'abc', '1e20', '99999999999']) {
      const answer = await accountManager.get(`/perfect_view/match?page=${page}`);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fields)).toEqual(['page']);
    }
    const huge = await accountManager.put('/perfect_view/1', { ...ideal(), version: 1e20 });
    expect(huge.status).toBeLessThan(500);
  });
});

describe('who may keep perfect views', () => {
  it("keeps each user to their own views: another user's view is 404", async () => {
    const mine = await accountManager.get('/perfect_view');
    const theirs = mine.body.items[0];
    expect((await manager.get('/perfect_view')).body.items).toEqual([]);
    expect(
      (await manager.put(`/perfect_view/${theirs.id}`, { ...ideal(), version: theirs.version }))
        .status,
    ).toBe(404);
    expect((await manager.post(`/perfect_view/${theirs.id}/choose`)).status).toBe(404);
    expect((await manager.delete(`/perfect_view/${theirs.id}`)).status).toBe(404);
    // The lead manager keeps a view of their own, under the same name.
    const own = await manager.post('/perfect_view', ideal());
    expect(own.status).toBe(201);
    expect(own.body.chosen).toBe(true);
    // "Mine" is the manager's companies: none.
    expect((await manager.get('/perfect_view/match')).body.total).toBe(0);
    // The account manager's chosen view is untouched.
    const after = await accountManager.get('/perfect_view');
    expect(after.body.items[0]).toMatchObject({ id: theirs.id, chosen: true });
  });

  it('refuses other staff, customers and partners (403) and anonymous callers (401)', async () => {
    const sales = await clientFor(api.url, 'sales@demo.nl');
    await linkUser(api.db, world.ids.ideal, 'customer@demo.nl');
    const customer = await clientFor(api.url, 'customer@demo.nl');
    const partner = await clientFor(api.url, 'partner@demo.nl');
    const anonymous = createClient(api.url);
    const calls = (client: TestClient) => [
      client.get('/perfect_view'),
      client.post('/perfect_view', ideal()),
      client.put('/perfect_view/1', { ...ideal(), version: 1 }),
      client.delete('/perfect_view/1'),
      client.post('/perfect_view/1/choose'),
      client.get('/perfect_view/match'),
      client.get(`/perfect_view/company/${world.ids.ideal}`),
    ];
    for (const [client, status] of [
      [sales, 403],
      [customer, 403],
      [partner, 403],
      [anonymous, 401],
    ] as const) {
      for (const answer of await Promise.all(calls(client))) expect(answer.status).toBe(status);
    }
  });
});

describe('the demo data', () => {
  it('gives the demo account manager a chosen view that a handful of demo companies meet', async () => {
    const demo = await startApi();
    try {
      const client = await clientFor(demo.url, 'accountmanager@demo.nl');
      const views = await client.get('/perfect_view');
      expect(views.body.items.map((v: { name: string }) => v.name)).toEqual([
        'Mijn actieve klanten',
        'Zonnepanelen in het midden',
      ]);
      const matches = await client.get('/perfect_view/match');
      expect(matches.body.view.name).toBe('Mijn actieve klanten');
      expect(matches.body.total).toBeGreaterThanOrEqual(3);
      expect(matches.body.total).toBeLessThanOrEqual(15);
      for (const item of matches.body.items) {
        expect(item.state).toBe('active');
        expect(item.account_manager_name).toBe('Joost Bakker');
      }
    } finally {
      await demo.close();
    }
  });
});
