/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../api/src/db';
import { cmsPagePublications } from '../../api/src/cms/page-publication.table';
import { publishScheduledPages } from '../../api/src/cms/page-publish';
import { onPostgres, startApi, type RunningApi, type TestClient } from '../support/api-harness';
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
    // A save changes the draft only: the public page is as it was until it is published.
    const draft = await deliver(`host=${HOST}&url=/contact`, { 'if-none-match': etag });
    expect(draft.status).toBe(304);
    const published = await editor.post(`/cms/page/${contact.id}/publish`, {
      version: saved.body.version,
    });
    expect(published.status).toBe(200);
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

/** A page of the solar site by url, as the editor reads it. */
async function editorPage(url: string): Promise<any> {
  const domains = (await editor.get('/cms/domain')).body.items;
  const solarId = domains.find((d: any) => d.host === HOST).id;
  const hits = (await editor.get(`/cms/page?domainId=${solarId}&search=${url}`)).body.items;
  const hit = hits.find((p: any) => p.url === url);
  return (await editor.get(`/cms/page/${hit.id}`)).body;
}

/** The page with its first block's heading changed, saved as the editor's autosave does. */
async function saveHeading(page: any, heading: string): Promise<any> {
  const blocks = page.blocks.map((block: any, at: number) =>
    at === 0 ? { ...block, heading } : block,
  );
  const answer = await editor.post(`/cms/page/${page.id}`, { ...page, blocks });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const liveHeading = async (url: string) => {
  const answer = await deliver(`host=${HOST}&url=${url}`);
  return answer.status === 200
    ? ((await answer.json()) as any).page.blocks[0].heading
    : answer.status;
};

describe('drafts and publishing', () => {
  it('never delivers a draft: saves wait for publish, unpublish takes the page off, discard brings the published copy back', async () => {
    const page = await editorPage('/zonnepanelen/kosten');
    expect(page).toMatchObject({ has_unpublished_changes: false, published_version: page.version });
    const before = await liveHeading(page.url);
    expect(before).toBe(page.blocks[0].heading);

    // Two autosaves: the public page still shows the published text.
    const first = await saveHeading(page, 'Concepttekst 1');
    const draft = await saveHeading(first, 'Concepttekst 2');
    expect(draft).toMatchObject({ has_unpublished_changes: true, published_version: page.version });
    expect(await liveHeading(page.url)).toBe(before);

    // Discarding the draft puts the published text back in the editor; the draft stays in the history.
    const stale = await editor.post(`/cms/page/${page.id}/discard`, { version: first.version });
    expect(stale.status).toBe(409);
    const discarded = await editor.post(`/cms/page/${page.id}/discard`, { version: draft.version });
    expect(discarded.status).toBe(200);
    expect(discarded.body.blocks[0].heading).toBe(before);
    expect(discarded.body).toMatchObject({ has_unpublished_changes: false });
    const versions = (await editor.get(`/cms/page/${page.id}/revision`)).body.items;
    expect(versions.map((v: any) => v.version)).toContain(draft.version);
    expect(versions.find((v: any) => v.current)).toMatchObject({ published: true });

    // Publishing the version the editor sees; an older one is refused.
    const edited = await saveHeading(discarded.body, 'Nieuwe kop');
    expect(
      (await editor.post(`/cms/page/${page.id}/publish`, { version: discarded.body.version }))
        .status,
    ).toBe(409);
    expect(await liveHeading(page.url)).toBe(before);
    const published = await editor.post(`/cms/page/${page.id}/publish`, {
      version: edited.version,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      published_version: edited.version,
      has_unpublished_changes: false,
    });
    expect(await liveHeading(page.url)).toBe('Nieuwe kop');

    // Unpublished: gone from the site, the draft kept; a second unpublish says why it cannot.
    const off = await editor.post(`/cms/page/${page.id}/unpublish`, {});
    expect(off.body).toMatchObject({ published_version: null, has_unpublished_changes: true });
    expect(await liveHeading(page.url)).toBe(404);
    const again = await editor.post(`/cms/page/${page.id}/unpublish`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('MESSAGE.PAGE_NOT_PUBLISHED');
    expect(
      (await editor.post(`/cms/page/${page.id}/discard`, { version: off.body.version })).body
        .message,
    ).toBe('MESSAGE.PAGE_NOT_PUBLISHED');

    // Who did what when, newest first.
    const history = (await editor.get(`/cms/page/${page.id}/publication`)).body.items;
    expect(history.map((h: any) => [h.action, h.version])).toEqual([
      ['unpublished', edited.version],
      ['published', edited.version],
      ['draft_discarded', draft.version],
    ]);
    expect(history[0].user_name).toBeTruthy();
    expect(Date.parse(history[0].created_at)).not.toBeNaN();
  });

  it('starts a new page as a draft the sites do not see', async () => {
    const home = await editorPage('/');
    const created = await editor.post('/cms/page', {
      domain_id: home.domain_id,
      type: 'GenericPage',
      url: '/nog-niet-live',
      blocks: [{ type: 'TextBlock', heading: 'Nog geheim', content: '<p>Tekst</p>' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ published_version: null, has_unpublished_changes: true });
    expect(await liveHeading('/nog-niet-live')).toBe(404);
    const list = (await editor.get(`/cms/page?domainId=${home.domain_id}&search=nog-niet`)).body;
    expect(list.items[0]).toMatchObject({ published: false, publish_at: null });
    await editor.post(`/cms/page/${created.body.id}/publish`, { version: created.body.version });
    expect(await liveHeading('/nog-niet-live')).toBe('Nog geheim');
  });

  it('refuses a planned publication that is not in the future, and cancels one', async () => {
    const page = await editorPage('/');
    for (const publish_at of ['2020-01-01T10:00:00Z', 'morgen', '2026-02-30T10:00:00Z']) {
      const answer = await editor.post(`/cms/page/${page.id}/schedule`, { publish_at });
      expect(answer.status, publish_at).toBe(400);
      expect(answer.body.fields.publish_at).toMatch(/^MESSAGE\./);
    }
    const planned = await editor.post(`/cms/page/${page.id}/schedule`, {
      publish_at: '2099-05-01T08:00:00Z',
    });
    expect(planned.body.publish_at).toBe('2099-05-01T08:00:00.000Z');
    const cancelled = await editor.post(`/cms/page/${page.id}/schedule`, { publish_at: null });
    expect(cancelled.body.publish_at).toBeNull();
    const history = (await editor.get(`/cms/page/${page.id}/publication`)).body.items;
    expect(history.map((h: any) => h.action)).toEqual(['schedule_cancelled', 'scheduled']);
  });

  it('publishes a planned page once when two api processes run the job at the same moment', async () => {
    // The second api process's database connection: on the PostgreSQL pass a pool of its
    // own on the same database; PGlite is one process's database, so there both share it.
    const other: { db: Database; close: () => Promise<void> } = onPostgres()
      ? await openDatabase({ ...api.config })
      : { db: api.db, close: async () => undefined };
    try {
      const page = await editorPage('/contact');
      const draft = await saveHeading(page, 'Gepland nieuws');
      const planned = await editor.post(`/cms/page/${page.id}/schedule`, {
        publish_at: new Date(Date.now() + 60_000).toISOString(),
      });
      expect(planned.status, JSON.stringify(planned.body)).toBe(200);
      // Not yet due: nothing happens.
      expect(await publishScheduledPages(api.db)).toBe(0);
      expect(await liveHeading('/contact')).not.toBe('Gepland nieuws');

      const due = new Date(Date.now() + 120_000);
      const rounds = await Promise.all(
        Array.from({ length: 6 }, (_, i) => publishScheduledPages(i % 2 ? other.db : api.db, due)),
      );
      expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
      const published = await api.db
        .select()
        .from(cmsPagePublications)
        .where(
          and(eq(cmsPagePublications.pageId, page.id), eq(cmsPagePublications.action, 'published')),
        );
      // Once by the job (the earlier publish of /contact above was by hand, without a plan).
      expect(published.filter((row) => row.publishAt !== null)).toHaveLength(1);
      expect(await liveHeading('/contact')).toBe('Gepland nieuws');
      const after = (await editor.get(`/cms/page/${page.id}`)).body;
      expect(after).toMatchObject({
        publish_at: null,
        published_version: draft.version,
        has_unpublished_changes: false,
      });
      const history = (await editor.get(`/cms/page/${page.id}/publication`)).body.items;
      expect(history[0]).toMatchObject({ action: 'published', version: draft.version });
      // Who planned it is who published it.
      expect(history[0].user_name).toBe(history[1].user_name);
    } finally {
      await other.close();
    }
  });
});
