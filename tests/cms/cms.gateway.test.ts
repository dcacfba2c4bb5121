/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPicture } from '../../api/src/cms/demo-images';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let editor: GraphQLTestClient;
let solarSite: string;
const png = demoPicture(40, 20, [0, 90, 200], [200, 230, 255], [255, 220, 0]);

const PAGE_FIELDS = `id domainId type url depth version leadProductId leadProduct { name }
  author { name } domain { host }
  blocks { type columns position heading anchor fields }`;

beforeAll(async () => {
  stack = await startStack();
  editor = createGraphQLClient(stack.gatewayUrl);
  await editor.login('cms@demo.nl');
  const domains = await editor.request('{ cmsDomains { items { id host pageCount } } }');
  solarSite = domains.data.cmsDomains.items.find(
    (d: any) => d.host === 'www.zonnepanelen-offertes.nl',
  ).id;
}, 60_000);
afterAll(async () => stack?.close());

describe('CMS over GraphQL', () => {
  it('lists pages by domain and type with their depth, and reads one with its blocks', async () => {
    const list = await editor.request(
      `query ($domainId: ID) { cmsPages(domainId: $domainId, type: "BlogDetailPage") { total items { id url depth } } }`,
      { domainId: solarSite },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.cmsPages.total).toBe(4);
    expect(list.data.cmsPages.items.every((p: any) => p.depth === 1)).toBe(true);
    const page = await editor.request(`query ($id: ID!) { cmsPage(id: $id) { ${PAGE_FIELDS} } }`, {
      id: list.data.cmsPages.items[0].id,
    });
    expect(page.data.cmsPage.author.name).toBeTruthy();
    expect(page.data.cmsPage.domain.host).toBe('www.zonnepanelen-offertes.nl');
    const video = page.data.cmsPage.blocks.find((b: any) => b.type === 'VideoBlock');
    expect(video.fields).toMatchObject({ show_title: true, start_at: 12 });
    expect(video.fields).not.toHaveProperty('heading');
  });

  it('creates and saves a page, keeping the kind fields apart, and answers CONFLICT to a stale save', async () => {
    const products = (await editor.request('{ products { id discr } }')).data.products;
    const solar = products.find((p: any) => p.discr === 'zonnepanelen').id;
    const input = {
      type: 'CityPage',
      url: '/regio/houten',
      leadProductId: solar,
      blocks: [
        {
          type: 'TextBlock',
          heading: 'Houten',
          anchor: 'houten',
          fields: { content: '<p>Hoi</p>' },
        },
        { type: 'VideoBlock', columns: 6, fields: { url: 'https://video.nl/1', start_at: 5 } },
      ],
    };
    const created = await editor.request(
      `mutation ($domainId: ID!, $input: CmsPageInput!) { createCmsPage(domainId: $domainId, input: $input) { ${PAGE_FIELDS} } }`,
      { domainId: solarSite, input },
    );
    expect(created.errors).toBeUndefined();
    const page = created.data.createCmsPage;
    expect(page).toMatchObject({ url: '/regio/houten', depth: 1, version: 1 });
    expect(page.leadProduct.name).toBeTruthy();
    expect(page.blocks[1]).toEqual({
      type: 'VideoBlock',
      columns: 6,
      position: 1,
      heading: '',
      anchor: '',
      fields: { url: 'https://video.nl/1', show_title: true, start_at: 5 },
    });
    const SAVE = `mutation ($id: ID!, $input: CmsPageInput!, $version: Int!) { saveCmsPage(id: $id, input: $input, version: $version) { ${PAGE_FIELDS} } }`;
    const saved = await editor.request(SAVE, {
      id: page.id,
      version: 1,
      input: { ...input, blocks: [input.blocks[1], input.blocks[0]] },
    });
    expect(saved.data.saveCmsPage.blocks.map((b: any) => b.type)).toEqual([
      'VideoBlock',
      'TextBlock',
    ]);
    const stale = await editor.request(SAVE, { id: page.id, version: 1, input });
    expect(stale.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.DATA_OUTDATED',
    });
  });

  it('names field errors as the input does', async () => {
    const answer = await editor.request(
      `mutation ($domainId: ID!, $input: CmsPageInput!) { createCmsPage(domainId: $domainId, input: $input) { id } }`,
      {
        domainId: solarSite,
        input: {
          type: 'ProvincePage',
          url: '/regio/gelderland',
          blocks: [{ type: 'VideoBlock', heading: '', fields: { start_at: -3 } }],
        },
      },
    );
    expect(answer.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        leadProductId: 'MESSAGE.FIELD_REQUIRED',
        'blocks.0.fields.start_at': 'MESSAGE.VALUE_TOO_LOW',
      },
    });
  });

  it('shows the history of a page, compares two versions and restores one', async () => {
    const home = await editor.request(
      `query ($domainId: ID) { cmsPages(domainId: $domainId, search: "/") { items { id url } } }`,
      { domainId: solarSite },
    );
    const id = home.data.cmsPages.items.find((p: any) => p.url === '/').id;
    const history = await editor.request(
      `query ($id: ID!) { cmsPage(id: $id) { version revisions { version current savedByName blockCount } } }`,
      { id },
    );
    expect(history.errors).toBeUndefined();
    const { version, revisions } = history.data.cmsPage;
    expect(revisions.map((r: any) => [r.version, r.current])).toEqual([
      [version, true],
      [2, false],
      [1, false],
    ]);
    expect(revisions[2].savedByName).toBeTruthy();
    const comparison = await editor.request(
      `query ($id: ID!) { cmsPageComparison(pageId: $id, from: 1, to: 2) { from to fields blocks { position change typeFrom typeTo } } }`,
      { id },
    );
    expect(comparison.data.cmsPageComparison.blocks).toEqual([
      { position: 0, change: 'same', typeFrom: 'TextBlock', typeTo: 'TextBlock' },
      { position: 1, change: 'added', typeFrom: null, typeTo: 'QuoteFormV2Block' },
    ]);
    const restored = await editor.request(
      `mutation ($id: ID!, $current: Int!) { restoreCmsPageRevision(pageId: $id, version: 1, currentVersion: $current) { version blocks { type } } }`,
      { id, current: version },
    );
    expect(restored.data.restoreCmsPageRevision).toEqual({
      version: version + 1,
      blocks: [{ type: 'TextBlock' }],
    });
  });

  it('uploads through the gateway, lists and serves uploads, and refuses to delete one in use', async () => {
    const form = new FormData();
    form.append('domainId', solarSite);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'gateway.png');
    const cookie = [...editor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const withoutCsrf = await fetch(`${stack.gatewayUrl}/upload/cms/file`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(withoutCsrf.status).toBe(403);
    const uploaded = await fetch(`${stack.gatewayUrl}/upload/cms/file`, {
      method: 'POST',
      headers: { cookie, 'x-graphql-csrf': '1' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const list = await editor.request(
      `query ($domainId: ID) { cmsUploads(domainId: $domainId, search: "gateway") { total items { id fileName isImage width height url thumbnailUrl uploadType version } } }`,
      { domainId: solarSite },
    );
    expect(list.data.cmsUploads.total).toBe(1);
    const upload = list.data.cmsUploads.items[0];
    expect(upload).toMatchObject({ fileName: 'gateway.png', isImage: true, width: 40, height: 20 });
    const file = await fetch(`${stack.gatewayUrl}${upload.url}`, { headers: { cookie } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    expect(upload.uploadType).toBe('cms');
    expect(upload.thumbnailUrl).toMatch(new RegExp(`^/files/cms/upload/${upload.id}/thumbnail`));
    const thumbnail = await fetch(`${stack.gatewayUrl}${upload.thumbnailUrl}`, {
      headers: { cookie },
    });
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    const saved = await editor.request(
      `mutation ($id: ID!) { updateCmsUpload(id: $id, input: { title: "Via de gateway", alt: "dak" }, version: 1) { title version } }`,
      { id: upload.id },
    );
    expect(saved.data.updateCmsUpload).toEqual({ title: 'Via de gateway', version: 2 });

    // The demo home page shows a demo picture as its header image.
    const home = await editor.request(
      `query ($domainId: ID) { cmsPages(domainId: $domainId, type: "ProductHomePage") { items { id url } } }`,
      { domainId: solarSite },
    );
    const homeId = home.data.cmsPages.items.find((p: any) => p.url === '/').id;
    const page = await editor.request(
      `query ($id: ID!) { cmsPage(id: $id) { headerImage { id title url } } }`,
      {
        id: homeId,
      },
    );
    const header = page.data.cmsPage.headerImage;
    expect(header.title).toBeTruthy();
    const picture = await fetch(`${stack.gatewayUrl}${header.url}`, { headers: { cookie } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const refused = await editor.request(`mutation ($id: ID!) { deleteCmsUpload(id: $id) }`, {
      id: header.id,
    });
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.FILE_IN_USE',
    });
    const deleted = await editor.request(`mutation ($id: ID!) { deleteCmsUpload(id: $id) }`, {
      id: upload.id,
    });
    expect(deleted.data.deleteCmsUpload).toBe(String(upload.id));
  });

  it('passes the public page delivery on with its ETag, 304 and cache headers, without a session', async () => {
    const url = `${stack.gatewayUrl}/public/cms/page?host=www.zonnepanelen-offertes.nl&url=/contact`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(((await first.json()) as any).page.url).toBe('/contact');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('max-age=60');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const missing = await fetch(`${stack.gatewayUrl}/public/cms/page?host=www.onbekend.nl&url=/`);
    expect(missing.status).toBe(404);
  });

  it("passes a comparison editor's upload on, listed apart from the CMS's own", async () => {
    const comparison = createGraphQLClient(stack.gatewayUrl);
    await comparison.login('comparison@demo.nl');
    const form = new FormData();
    form.append('domainId', solarSite);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'product.png');
    const cookie = [...comparison.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const uploaded = await fetch(`${stack.gatewayUrl}/upload/comparison/file`, {
      method: 'POST',
      headers: { cookie, 'x-graphql-csrf': '1' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const list = (uploadType: string) =>
      editor.request(
        `query ($type: CmsUploadType) { cmsUploads(search: "product.png", uploadType: $type) { total items { uploadType } } }`,
        { type: uploadType },
      );
    expect((await list('comparison')).data.cmsUploads.items).toEqual([
      { uploadType: 'comparison' },
    ]);
    expect((await list('cms')).data.cmsUploads.total).toBe(0);
  });

  it('offers terms and outgoing links to the selectors, adds a link, and will not delete a domain with pages', async () => {
    const terms = await editor.request(
      '{ cmsTerms(search: "sub") { total items { name pageUrl productName } } }',
    );
    expect(terms.data.cmsTerms.items).toEqual([
      { name: 'Subsidie', pageUrl: '/zonnepanelen/subsidie', productName: null },
    ]);
    const links = await editor.request(
      'query ($domainId: ID!) { cmsAffiliateRedirections(domainId: $domainId) { total items { url target } } }',
      { domainId: solarSite },
    );
    expect(links.data.cmsAffiliateRedirections.items).toHaveLength(10);
    const add = `mutation ($domainId: ID!, $input: CmsAffiliateRedirectionInput!) {
      createCmsAffiliateRedirection(domainId: $domainId, input: $input) { url target } }`;
    const added = await editor.request(add, {
      domainId: solarSite,
      input: { name: 'ikea-zonnepanelen', target: 'https://www.ikea.nl/zon' },
    });
    expect(added.data.createCmsAffiliateRedirection).toEqual({
      url: '/out/ikea-zonnepanelen',
      target: 'https://www.ikea.nl/zon',
    });
    const again = await editor.request(add, {
      domainId: solarSite,
      input: { name: 'ikea-zonnepanelen', target: 'https://www.ikea.nl/zon' },
    });
    expect(again.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: 'MESSAGE.ADDRESS_IN_USE' },
    });
    const refused = await editor.request('mutation ($id: ID!) { deleteCmsDomain(id: $id) }', {
      id: solarSite,
    });
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.DOMAIN_HAS_PAGES',
    });
  });

  it('keeps everyone but content editors out', async () => {
    const manager = createGraphQLClient(stack.gatewayUrl);
    await manager.login('manager@demo.nl');
    const answer = await manager.request('{ cmsDomains { total } }');
    expect(answer.errors![0].extensions.code).toBe('FORBIDDEN');
    const terms = await manager.request('{ cmsTerms { total } }');
    expect(terms.errors![0].extensions.code).toBe('FORBIDDEN');
    const anonymous = createGraphQLClient(stack.gatewayUrl);
    const none = await anonymous.request('{ cmsPages { total } }');
    expect(none.errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
