/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
const HOST = 'www.zonnepanelen-offertes.nl';

const deliver = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/public/cms/page?${query}`, { headers });

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
});
afterAll(async () => api?.close());

describe('page delivery for the public sites', () => {
  it('answers a page by host and url without a session, its blocks spelled out', async () => {
    const answer = await deliver(`host=HTTPS://${HOST.toUpperCase()}/&url=/`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as any;
    expect(body.domain).toEqual({ host: HOST, name: 'Zonnepanelen Offertes' });
    expect(body.page).toMatchObject({
      type: 'ProductHomePage',
      url: '/',
      lead_product: { discr: 'zonnepanelen' },
    });
    const form = body.page.blocks.find((b: any) => b.type === 'QuoteFormV2Block');
    expect(form.product).toMatchObject({ discr: 'zonnepanelen' });
    expect(form).not.toHaveProperty('product_id');
    expect(form).not.toHaveProperty('position');
    const buttons = body.page.blocks.find((b: any) => b.type === 'NavigationButtons');
    expect(buttons.hyperlinks[2]).toEqual({
      label: 'Energie-advies',
      external: true,
      url: 'https://www.milieucentraal.nl',
    });
    expect(body.page.header_image).toMatchObject({ width: 480, height: 270 });
    expect(body.page.header_image.url).toMatch(/^\/public\/cms\/file\/\d+$/);
  });

  it('sends an ETag and cache headers, 304 while nothing changed, a new tag after a save', async () => {
    const first = await deliver(`host=${HOST}&url=/contact`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    const again = await deliver(`host=${HOST}&url=/contact`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    // A link to another page arrives as that page's url; the tag changes with the page.
    const domains = (await editor.get('/cms/domain')).body.items;
    const solarId = domains.find((d: any) => d.host === HOST).id;
    const hit = (await editor.get(`/cms/page?domainId=${solarId}&search=contact`)).body.items[0];
    const contact = (await editor.get(`/cms/page/${hit.id}`)).body;
    const target = (await editor.get(`/cms/page?domainId=${contact.domain_id}&search=subsidie`))
      .body.items[0];
    const saved = await editor.post(`/cms/page/${contact.id}`, {
      ...contact,
      blocks: [
        ...contact.blocks,
        { type: 'CtaBlock', hyperlinks: [{ label: 'Subsidie', page_id: target.id }] },
      ],
    });
    expect(saved.status).toBe(200);
    const changed = await deliver(`host=${HOST}&url=/contact`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const body = (await changed.json()) as any;
    expect(body.page.blocks.at(-1).hyperlinks).toEqual([
      { label: 'Subsidie', external: false, url: '/zonnepanelen/subsidie' },
    ]);
  });

  it('answers 404 for an unknown site or page', async () => {
    expect((await deliver('host=www.onbekend.nl&url=/')).status).toBe(404);
    expect((await deliver(`host=${HOST}&url=/bestaat-niet`)).status).toBe(404);
  });

  it('serves the files of images pages show, cacheable, and nothing else', async () => {
    const page = (await (await deliver(`host=${HOST}&url=/`)).json()) as any;
    const file = await fetch(`${api.url}${page.page.header_image.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = file.headers.get('etag')!;
    const cached = await fetch(`${api.url}${page.page.header_image.url}`, {
      headers: { 'if-none-match': etag },
    });
    expect(cached.status).toBe(304);
    // The demo picture no page shows stays private.
    const uploads = (await editor.get('/cms/upload?search=Winterzon')).body.items;
    const unused = uploads[0];
    expect((await fetch(`${api.url}/public/cms/file/${unused.id}`)).status).toBe(404);
  });
});
