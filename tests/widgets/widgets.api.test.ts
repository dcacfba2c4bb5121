import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '#domain/widgets/widget';
import { rowsOf } from '../../api/src/shared/rows';
import { clientFor, upload } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;
let finance: TestClient;
let anonymous: TestClient;
let solar: number;
let other: number;
let pages: Map<string, number>;
let otherPageId: number;
let outboxAtStart: number;

const outboxCount = async (type?: string) =>
  rowsOf<{ n: number }>(
    await api.db.execute(
      type
        ? sql`SELECT count(*)::int AS n FROM outbox WHERE type = ${type}`
        : sql`SELECT count(*)::int AS n FROM outbox`,
    ),
  )[0]!.n;

beforeAll(async () => {
  api = await startApi();
  outboxAtStart = await outboxCount();
  editor = await clientFor(api.url, 'cms@demo.nl');
  finance = await clientFor(api.url, 'finance@demo.nl');
  anonymous = createClient(api.url);
  const domains = (await editor.get('/cms/domain')).body.items as { id: number; host: string }[];
  solar = domains.find((d) => d.host === 'www.zonnepanelen-offertes.nl')!.id;
  other = domains.find((d) => d.host === 'www.verbouwkosten.nl')!.id;
  const list = async (domainId: number) =>
    (await editor.get(`/cms/page?domainId=${domainId}&itemsPerPage=500`)).body.items as {
      id: number;
      url: string;
    }[];
  pages = new Map((await list(solar)).map((p) => [p.url, p.id]));
  otherPageId = (await list(other))[0]!.id;
});
afterAll(async () => api?.close());

type Widget = {
  id: number;
  type: string;
  version: number;
  settings: Record<string, unknown>;
  link_groups: { title: string; position: number; links: Record<string, unknown>[] }[];
  images: { name: string; content_type: string }[];
};

const widgetsOf = async (domainId: number) =>
  (await editor.get(`/cms/widget/${domainId}`)).body.items as Widget[];
const widgetOf = async (domainId: number, type: string) =>
  (await widgetsOf(domainId)).find((w) => w.type === type)!;

describe('every widgets route is for content editors only', () => {
  const routes: [method: 'get' | 'put' | 'post' | 'delete', path: () => string, body?: unknown][] =
    [
      ['get', () => `/cms/widget/${solar}`],
      ['put', () => '/cms/widget/1', { version: 1, link_groups: [] }],
      ['post', () => '/cms/widget/1/logo'],
      ['get', () => '/cms/widget/1/logo'],
      ['delete', () => '/cms/widget/1/logo'],
    ];
  it.each(routes)('%s %s', async (method, path, body) => {
    const call = (client: TestClient) =>
      method === 'get' ? client.get(path()) : client[method](path(), body);
    expect((await call(anonymous)).status).toBe(401);
    expect((await call(finance)).status).toBe(403);
  });
});

describe('widgets', () => {
  it('creates the empty widgets of a domain on first read, one per type', async () => {
    const items = await widgetsOf(other);
    expect(items.map((w) => w.type)).toEqual([...WIDGET_TYPES]);
    expect(items.every((w) => w.link_groups.length === 0 && w.version === 1)).toBe(true);
    expect(items.find((w) => w.type === 'home_page_cta')!.settings).toEqual({
      title: '',
      text: '',
      button: null,
    });
    // A second read finds the same rows.
    expect((await widgetsOf(other)).map((w) => w.id)).toEqual(items.map((w) => w.id));
    expect((await editor.get('/cms/widget/999999')).status).toBe(404);
  });

  it('has demo widgets on the solar site linking to its pages', async () => {
    const links = await widgetOf(solar, 'front_page_links');
    expect(links.link_groups.map((g) => g.title)).toEqual(['Zonnepanelen', 'Meer weten']);
    expect(links.link_groups[0]!.links[0]).toMatchObject({
      page_url: '/zonnepanelen/kosten',
      external: false,
    });
    const footer = await widgetOf(solar, 'footer_bar');
    expect(footer.images.map((i) => i.name)).toEqual(['logo']);
    expect((await editor.get(`/cms/widget/${footer.id}/logo`)).status).toBe(200);
  });

  it('saves groups and links in the order sent, keeping only the chosen kind of target', async () => {
    const widget = await widgetOf(other, 'about_us_menu');
    const saved = await editor.put(`/cms/widget/${widget.id}`, {
      version: widget.version,
      settings: { ignored: true },
      link_groups: [
        {
          title: 'Tweede',
          links: [
            {
              label: 'Extern',
              external: true,
              external_url: 'example.org/a',
              page_id: otherPageId,
            },
            {
              label: 'Pagina',
              external: false,
              external_url: 'https://x.nl',
              page_id: otherPageId,
            },
          ],
        },
        { title: 'Eerste', links: [] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(widget.version + 1);
    expect(saved.body.settings).toEqual({});
    expect(
      saved.body.link_groups.map((g: Widget['link_groups'][0]) => [g.title, g.position]),
    ).toEqual([
      ['Tweede', 1],
      ['Eerste', 2],
    ]);
    expect(saved.body.link_groups[0].links).toMatchObject([
      {
        label: 'Extern',
        external: true,
        external_url: 'https://example.org/a',
        page_id: null,
        position: 1,
      },
      { label: 'Pagina', external: false, external_url: null, page_id: otherPageId, position: 2 },
    ]);

    // Reordered: the whole list replaces the old one.
    const reordered = await editor.put(`/cms/widget/${widget.id}`, {
      version: saved.body.version,
      link_groups: [
        saved.body.link_groups[1],
        { ...saved.body.link_groups[0], links: saved.body.link_groups[0].links.reverse() },
      ],
    });
    expect(reordered.body.link_groups.map((g: { title: string }) => g.title)).toEqual([
      'Eerste',
      'Tweede',
    ]);
    expect(reordered.body.link_groups[1].links.map((l: { label: string }) => l.label)).toEqual([
      'Pagina',
      'Extern',
    ]);
    expect((await widgetOf(other, 'about_us_menu')).link_groups[1]!.links[0]).toMatchObject({
      label: 'Pagina',
    });
  });

  it('names the field of each broken link', async () => {
    const widget = await widgetOf(other, 'footer_bar');
    const answer = await editor.put(`/cms/widget/${widget.id}`, {
      version: widget.version,
      link_groups: [
        { title: 'A', links: [{ label: 'Goed', external: true, external_url: 'https://a.nl' }] },
        {
          title: 'B',
          links: [
            { label: 'Fout', external: true, external_url: 'geen adres' },
            { label: '', external: false, page_id: otherPageId },
            { label: 'Leeg', external: true, external_url: '' },
            { label: 'Geen pagina', external: false },
          ],
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'link_groups.1.links.0.external_url': 'MESSAGE.ENTER_VALID_URL',
      'link_groups.1.links.1.label': 'MESSAGE.FIELD_REQUIRED',
      'link_groups.1.links.2.external_url': 'MESSAGE.FIELD_REQUIRED',
      'link_groups.1.links.3.page_id': 'MESSAGE.FIELD_REQUIRED',
    });
    expect((await widgetOf(other, 'footer_bar')).version).toBe(widget.version);
  });

  it('refuses a page of another domain, also behind the CTA button', async () => {
    const widget = await widgetOf(solar, 'home_page_cta');
    const answer = await editor.put(`/cms/widget/${widget.id}`, {
      version: widget.version,
      settings: {
        title: 'Kom maar op',
        text: '',
        button: { label: 'Ga', external: false, page_id: otherPageId },
      },
      link_groups: [
        { title: '', links: [{ label: 'Elders', external: false, page_id: otherPageId }] },
        { title: '', links: [{ label: 'Hier', external: false, page_id: pages.get('/contact') }] },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      'link_groups.0.links.0.page_id': 'MESSAGE.SELECT_OPTION',
      'settings.button.page_id': 'MESSAGE.SELECT_OPTION',
    });
  });

  it('answers 409 to a save over a version read before the last save', async () => {
    const widget = await widgetOf(other, 'how_to_b2c');
    const first = await editor.put(`/cms/widget/${widget.id}`, {
      version: widget.version,
      settings: { title: 'Zo werkt het' },
      link_groups: [{ title: 'Stap', links: [] }],
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(`/cms/widget/${widget.id}`, {
      version: widget.version,
      link_groups: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const after = await widgetOf(other, 'how_to_b2c');
    expect(after.link_groups.map((g) => g.title)).toEqual(['Stap']);
    expect(after.settings).toEqual({ title: 'Zo werkt het' });
    expect((await editor.put(`/cms/widget/${widget.id}`, { link_groups: [] })).body.fields).toEqual(
      {
        version: 'MESSAGE.FIELD_REQUIRED',
      },
    );
  });

  it('takes images by content under the names of the type, replacing the old file', async () => {
    const widget = await widgetOf(other, 'home_page_cta');
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const first = await upload(
      api.url,
      editor,
      `/cms/widget/${widget.id}/background`,
      png,
      'a.jpg',
    );
    expect(first.status).toBe(200);
    expect(first.body.images).toMatchObject([
      { name: 'background', content_type: 'image/png', width: 40, height: 20, file_name: 'a.jpg' },
    ]);
    expect(first.body.version).toBe(widget.version); // an open form can still save
    const keys = async () =>
      rowsOf<{ storage_key: string }>(
        await api.db.execute(
          sql`SELECT storage_key FROM widget_images WHERE widget_id = ${widget.id}`,
        ),
      );
    const [firstKey] = await keys();

    const webp = await sharp(png).webp().toBuffer();
    const second = await upload(
      api.url,
      editor,
      `/cms/widget/${widget.id}/background`,
      webp,
      'b.webp',
    );
    expect(second.body.images[0].content_type).toBe('image/webp');
    const served = await editor.get(`/cms/widget/${widget.id}/background`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await keys()).length).toBe(1);
    expect((await keys())[0]).not.toEqual(firstKey);

    const text = await upload(
      api.url,
      editor,
      `/cms/widget/${widget.id}/background`,
      Buffer.from('hallo'),
      'x.png',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(
      (await upload(api.url, editor, `/cms/widget/${widget.id}/background`, script, 'x.svg'))
        .status,
    ).toBe(400);
    // Names belong to a type: the CTA has no logo.
    expect(
      (await upload(api.url, editor, `/cms/widget/${widget.id}/logo`, png, 'x.png')).status,
    ).toBe(404);

    const removed = await editor.delete(`/cms/widget/${widget.id}/background`);
    expect(removed.body.images).toEqual([]);
    expect((await editor.get(`/cms/widget/${widget.id}/background`)).status).toBe(404);
  });

  it('delivers a site’s widgets publicly with page urls, image addresses and an ETag', async () => {
    const all = await anonymous.get('/public/cms/widget?host=www.zonnepanelen-offertes.nl');
    expect(all.status).toBe(200);
    expect(all.body.items.map((w: { type: string }) => w.type)).toEqual([...WIDGET_TYPES]);
    expect(all.headers.get('cache-control')).toContain('public');
    const etag = all.headers.get('etag')!;
    const again = await anonymous.get('/public/cms/widget?host=www.zonnepanelen-offertes.nl', {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    const footer = await anonymous.get(
      '/public/cms/widget?host=www.zonnepanelen-offertes.nl&type=footer_bar',
    );
    expect(footer.body.items).toHaveLength(1);
    const [bar] = footer.body.items;
    expect(bar.link_groups[0].links[0]).toEqual({
      label: 'Wie we zijn',
      url: '/over-ons',
      external: false,
    });
    expect(bar.images.logo.url).toMatch(/^\/public\/cms\/widget\/\d+\/logo\?v=\d+$/);
    const logo = await anonymous.get(bar.images.logo.url);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(logo.headers.get('etag')).toBeTruthy();

    const cta = (
      await anonymous.get('/public/cms/widget?host=www.zonnepanelen-offertes.nl&type=home_page_cta')
    ).body.items[0];
    expect(cta.settings.button).toEqual({
      label: 'Offertes aanvragen',
      url: '/zonnepanelen/offerte',
      external: false,
    });

    expect((await anonymous.get('/public/cms/widget?host=onbekend.nl')).status).toBe(404);
    expect(
      (await anonymous.get('/public/cms/widget?host=www.zonnepanelen-offertes.nl&type=x')).status,
    ).toBe(400);
    expect((await anonymous.get('/public/cms/widget/999/logo')).status).toBe(404);
  });

  it('go with their domain when it is deleted', async () => {
    const domain = await editor.post('/cms/domain', {
      name: 'Tijdelijk',
      host: 'tijdelijk.example.nl',
    });
    expect(domain.status).toBe(201);
    const footer = (await widgetsOf(domain.body.id)).find((w) => w.type === 'footer_bar')!;
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (await upload(api.url, editor, `/cms/widget/${footer.id}/logo`, png, 'l.png')).status,
    ).toBe(200);
    expect((await editor.delete(`/cms/domain/${domain.body.id}`)).status).toBe(200);
    expect((await editor.get(`/cms/widget/${domain.body.id}`)).status).toBe(404);
    const left = rowsOf<{ n: number }>(
      await api.db.execute(sql`SELECT count(*)::int AS n FROM widgets WHERE id = ${footer.id}`),
    );
    expect(left[0]!.n).toBe(0);
  });

  it('seeding left no outbox rows; saves and image changes write one each', async () => {
    expect(outboxAtStart).toBe(0);
    expect(await outboxCount('widgets.widget_saved')).toBeGreaterThan(0);
    expect(await outboxCount('widgets.image_changed')).toBeGreaterThan(0);
  });
});
