import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogueOnly } from '../leads/lead-test-kit';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';
import { perfectViewWorld } from './perfect-view-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let accountManager: GraphQLTestClient;
let manager: GraphQLTestClient;
let world: Awaited<ReturnType<typeof perfectViewWorld>>;

const FIELDS = `id name productIds products { id name } provinces states minReviewAverage accountManager chosen version`;
const VIEWS = `query { perfectViews { items { ${FIELDS} } total } }`;
const MATCHES = `query ($page: Int) { perfectViewMatches(page: $page) {
  view { id name } items { id name state city province accountManagerName reviewAverage reviewCount leadsLast31Days } total } }`;
const SCORE = `query ($id: ID!) { perfectViewCompanyScore(companyId: $id) {
  companyId view { id } criteria { criterion active met } met of matches } }`;
const CREATE = `mutation ($input: PerfectViewInput!) { createPerfectView(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PerfectViewInput!, $version: Int!) {
  updatePerfectView(id: $id, input: $input, version: $version) { ${FIELDS} } }`;
const CHOOSE = `mutation ($id: ID!) { choosePerfectView(id: $id) { id chosen } }`;
const DELETE = `mutation ($id: ID!) { deletePerfectView(id: $id) }`;

const ideal = () => ({
  name: 'Zon in Utrecht',
  productIds: [String(world.solar.id)],
  provinces: ['Utrecht'],
  states: ['active'],
  minReviewAverage: 8,
  accountManager: 'mine',
});

beforeAll(async () => {
  stack = await startStack({ api: { seed: false } });
  await seedCatalogueOnly(stack.db);
  world = await perfectViewWorld(stack.db);
  accountManager = await loginGraphQL(stack, DEMO_USER.accountManager);
  manager = await loginGraphQL(stack, DEMO_USER.manager);
}, 60_000);
afterAll(async () => stack?.close());

describe('the perfect view over GraphQL', () => {
  it('creates, chooses and lists the matches and a company score', async () => {
    const empty = await accountManager.request(MATCHES);
    expect(empty.errors).toBeUndefined();
    expect(empty.data.perfectViewMatches).toEqual({ view: null, items: [], total: 0 });

    const created = await accountManager.request(CREATE, { input: ideal() });
    expect(created.errors).toBeUndefined();
    const view = created.data.createPerfectView;
    expect(view).toMatchObject({
      name: 'Zon in Utrecht',
      productIds: [String(world.solar.id)],
      products: [{ name: world.solar.name }],
      states: ['active'],
      minReviewAverage: 8,
      accountManager: 'mine',
      chosen: true,
      version: 1,
    });

    const matches = await accountManager.request(MATCHES, { page: 1 });
    expect(matches.errors).toBeUndefined();
    expect(matches.data.perfectViewMatches).toEqual({
      view: { id: view.id, name: 'Zon in Utrecht' },
      items: [
        {
          id: String(world.ids.ideal),
          name: 'Perfecte Zon Utrecht',
          state: 'active',
          city: 'Utrecht',
          province: 'Utrecht',
          accountManagerName: 'Joost Bakker',
          reviewAverage: 8.5,
          reviewCount: 1,
          leadsLast31Days: 2,
        },
      ],
      total: 1,
    });

    const score = await accountManager.request(SCORE, { id: String(world.ids.paused) });
    expect(score.errors).toBeUndefined();
    expect(score.data.perfectViewCompanyScore).toMatchObject({ met: 4, of: 5, matches: false });
    expect(
      score.data.perfectViewCompanyScore.criteria.find(
        (c: { criterion: string }) => c.criterion === 'states',
      ),
    ).toEqual({ criterion: 'states', active: true, met: false });
    const unknown = await accountManager.request(SCORE, { id: '99999999' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A second view, chosen: the matches follow it.
    const second = await accountManager.request(CREATE, {
      input: { name: 'Noord-Holland', provinces: ['Noord-Holland'] },
    });
    expect(second.data.createPerfectView.chosen).toBe(false);
    const chosen = await accountManager.request(CHOOSE, { id: second.data.createPerfectView.id });
    expect(chosen.data.choosePerfectView.chosen).toBe(true);
    const after = await accountManager.request(MATCHES);
    expect(after.data.perfectViewMatches.items.map((m: { name: string }) => m.name)).toEqual([
      'Zon Amsterdam',
    ]);
    const list = await accountManager.request(VIEWS);
    expect(list.data.perfectViews.items.map((v: { chosen: boolean }) => v.chosen)).toEqual([
      true,
      false,
    ]);
  });

  it('saves over the version, CONFLICT when stale, and field errors in camelCase', async () => {
    const made = await accountManager.request(CREATE, { input: { ...ideal(), name: 'Versie' } });
    const id = made.data.createPerfectView.id;
    const saved = await accountManager.request(UPDATE, {
      id,
      input: { ...ideal(), name: 'Versie 2', minReviewAverage: null },
      version: 1,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updatePerfectView).toMatchObject({ minReviewAverage: null, version: 2 });
    const stale = await accountManager.request(UPDATE, {
      id,
      input: { ...ideal(), name: 'Versie 3' },
      version: 1,
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.extensions?.messageKey).toBe('MESSAGE.DATA_OUTDATED');

    const refused = async (input: Record<string, unknown>) => {
      const answer = await accountManager.request(CREATE, { input: { ...ideal(), ...input } });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return answer.errors?.[0]?.extensions?.fields;
    };
    expect(await refused({ name: 'Fout', minReviewAverage: 12 })).toEqual({
      minReviewAverage: 'MESSAGE.VALUE_TOO_HIGH',
    });
    expect(
      await refused({ name: 'Fout', productIds: ['987654'], provinces: ['Atlantis'] }),
    ).toEqual({ productIds: 'MESSAGE.SELECT_OPTION', provinces: 'MESSAGE.SELECT_OPTION' });
    const hostile = await accountManager.request(CREATE, {
      input: { ...ideal(), name: 'a\u0000b', productIds: ['1e400'], provinces: ['x'.repeat(5000)] },
    });
    expect(hostile.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const deleted = await accountManager.request(DELETE, { id });
    expect(deleted.data.deletePerfectView).toBe(id);
  });

  it("keeps other users' views out of reach and refuses other roles", async () => {
    const mine = await accountManager.request(VIEWS);
    const theirs = mine.data.perfectViews.items[0];
    expect((await manager.request(VIEWS)).data.perfectViews.items).toEqual([]);
    const choose = await manager.request(CHOOSE, { id: theirs.id });
    expect(choose.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const remove = await manager.request(DELETE, { id: theirs.id });
    expect(remove.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const sales = await loginGraphQL(stack, DEMO_USER.sales);
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const anonymous = createGraphQLClient(stack.gatewayUrl);
    for (const [client, code] of [
      [sales, 'FORBIDDEN'],
      [customer, 'FORBIDDEN'],
      [anonymous, 'UNAUTHENTICATED'],
    ] as const) {
      expect((await client.request(VIEWS)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.request(MATCHES)).errors?.[0]?.extensions?.code).toBe(code);
      expect((await client.request(CREATE, { input: ideal() })).errors?.[0]?.extensions?.code).toBe(
        code,
      );
    }
  });
});
