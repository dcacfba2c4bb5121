/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let solarSite: string;

const ITEM =
  'id parentId position depth label external externalUrl pageId pageUrl icon childCount version';

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('cms@demo.nl');
  const domains = await editor.request('{ cmsDomains { items { id host } } }');
  solarSite = domains.data.cmsDomains.items.find(
    (d: any) => d.host === 'www.zonnepanelen-offertes.nl',
  ).id;
}, 60_000);
afterAll(async () => stack?.close());

describe('menus over GraphQL', () => {
  it('reads the tree, adds, moves (never under itself) and deletes items', async () => {
    const tree = await editor.request(
      `query ($domainId: ID!) { cmsMenuItems(kind: menu, domainId: $domainId) { total items { ${ITEM} } } }`,
      { domainId: solarSite },
    );
    expect(tree.errors).toBeUndefined();
    const items = tree.data.cmsMenuItems.items;
    expect(items.length).toBe(tree.data.cmsMenuItems.total);
    const top = items.find((i: any) => i.label === 'Zonnepanelen' && i.depth === 0);
    const child = items.find((i: any) => i.parentId === top.id);

    const refused = await editor.request(
      `mutation ($id: ID!, $parentId: ID) { moveCmsMenuItem(kind: menu, id: $id, parentId: $parentId, position: 0, version: ${top.version}) { id } }`,
      { id: top.id, parentId: child.id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { parentId: 'MESSAGE.INVALID_PARENT' },
    });

    const added = await editor.request(
      `mutation ($domainId: ID!, $input: CmsMenuItemInput!) { createCmsMenuItem(kind: product_menu, domainId: $domainId, input: $input) { ${ITEM} } }`,
      {
        domainId: solarSite,
        input: { label: 'Elders', external: true, externalUrl: 'example.com' },
      },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.createCmsMenuItem).toMatchObject({
      icon: 'info',
      externalUrl: 'https://example.com',
      pageId: null,
    });
    const missing = await editor.request(
      `mutation ($domainId: ID!, $input: CmsMenuItemInput!) { createCmsMenuItem(kind: menu, domainId: $domainId, input: $input) { id } }`,
      { domainId: solarSite, input: { label: 'Nergens', external: false } },
    );
    expect(missing.errors?.[0]?.extensions?.fields).toMatchObject({
      pageId: 'MESSAGE.SELECT_OPTION',
    });
    const deleted = await editor.request(
      `mutation ($id: ID!) { deleteCmsMenuItem(kind: product_menu, id: $id) }`,
      { id: added.data.createCmsMenuItem.id },
    );
    expect(deleted.data.deleteCmsMenuItem).toBe(1);
  });

  it('is for content editors only', async () => {
    const anonymous = createGraphQLClient(stack.gatewayUrl);
    const answer = await anonymous.request(
      `query ($domainId: ID!) { cmsMenuItems(kind: menu, domainId: $domainId) { total } }`,
      { domainId: solarSite },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('passes the public menu on with its ETag and cache headers', async () => {
    const url = `${stack.gatewayUrl}/public/cms/menu?host=www.zonnepanelen-offertes.nl&kind=product_menu`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const body = await first.json();
    expect(body.items[0]).toMatchObject({ label: 'Zonnepanelen', icon: 'solar-panel' });
    expect(first.headers.get('cache-control')).toContain('max-age=60');
    const etag = first.headers.get('etag')!;
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});
