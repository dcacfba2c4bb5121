/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let staff: GraphQLTestClient;
let domainId: string;

const WIDGET = `id type version settings images { name url contentType }
  linkGroups { title links { label external externalUrl pageId pageUrl } }`;

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('cms@demo.nl');
  staff = createGraphQLClient(stack.gatewayUrl);
  await staff.login('sales@demo.nl');
  const domains = await editor.request('{ cmsDomains { items { id host } } }');
  domainId = domains.data.cmsDomains.items.find((d: any) => d.host === 'www.verbouwkosten.nl').id;
}, 60_000);
afterAll(async () => stack?.close());

const cookieOf = (client: GraphQLTestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const widgets = async () =>
  (await editor.request(`query ($d: ID!) { widgets(domainId: $d) { ${WIDGET} } }`, { d: domainId }))
    .data.widgets as any[];

describe('widgets over GraphQL', () => {
  it('is for content editors only', async () => {
    const refused = await staff.request(`{ widgets(domainId: ${domainId}) { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('saves links, names field errors as the inputs do, and takes an image through the gateway', async () => {
    const footer = (await widgets()).find((w) => w.type === 'footer_bar');
    const save = (linkGroups: unknown[], version = footer.version) =>
      editor.request(
        `mutation ($id: ID!, $input: WidgetInput!, $v: Int!) { saveWidget(id: $id, input: $input, version: $v) { ${WIDGET} } }`,
        { id: footer.id, v: version, input: { settings: { text: 'Voet' }, linkGroups } },
      );
    const broken = await save([
      { title: 'A', links: [{ label: 'X', external: true, externalUrl: 'geen adres' }] },
    ]);
    expect(broken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'linkGroups.0.links.0.externalUrl': 'MESSAGE.ENTER_VALID_URL' },
    });
    const saved = await save([
      { title: 'A', links: [{ label: 'Extern', external: true, externalUrl: 'https://a.nl' }] },
    ]);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveWidget).toMatchObject({
      settings: { text: 'Voet' },
      linkGroups: [{ title: 'A', links: [{ label: 'Extern', externalUrl: 'https://a.nl' }] }],
    });
    const stale = await save([]);
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const uploaded = await fetch(`${stack.gatewayUrl}/upload/widget/${footer.id}/logo`, {
      method: 'POST',
      headers: { cookie: cookieOf(editor), 'x-graphql-csrf': '1' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const [image] = (await widgets()).find((w) => w.type === 'footer_bar').images;
    expect(image.url).toMatch(/^\/files\/widget\/\d+\/logo\?v=/);
    const served = await fetch(`${stack.gatewayUrl}${image.url}`, {
      headers: { cookie: cookieOf(editor) },
    });
    expect(served.headers.get('content-type')).toBe('image/png');

    const delivered = await fetch(
      `${stack.gatewayUrl}/public/cms/widget?host=www.verbouwkosten.nl&type=footer_bar`,
    );
    expect(delivered.status).toBe(200);
    const body = (await delivered.json()) as any;
    expect(body.items[0].link_groups[0].links[0]).toEqual({
      label: 'Extern',
      url: 'https://a.nl',
      external: true,
    });
    const again = await fetch(
      `${stack.gatewayUrl}/public/cms/widget?host=www.verbouwkosten.nl&type=footer_bar`,
      { headers: { 'if-none-match': delivered.headers.get('etag')! } },
    );
    expect(again.status).toBe(304);
    const publicImage = await fetch(`${stack.gatewayUrl}${body.items[0].images.logo.url}`);
    expect(publicImage.headers.get('content-type')).toBe('image/png');
  });
});
