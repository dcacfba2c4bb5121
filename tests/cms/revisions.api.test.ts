/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor } from '../companies/company-test-kit';

let api: RunningApi;
let editor: TestClient;
let colleague: TestClient;
let page: Record<string, any>;

const text = (heading: string, content: string) => ({ type: 'TextBlock', heading, content });

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'cms@demo.nl');
  // A second content editor: the manager given the CMS role straight in the database.
  const manager = await clientFor(api.url, 'manager@demo.nl');
  const managerId = (await manager.get('/user/current')).body.id;
  await api.db.execute(
    sql`INSERT INTO user_roles (user_id, role_id) SELECT ${Number(managerId)}, id FROM roles WHERE name = 'ROLE_CMS_USER'`,
  );
  colleague = await clientFor(api.url, 'manager@demo.nl');
  const domainId = (await editor.get('/cms/domain')).body.items[0].id;
  page = (
    await editor.post('/cms/page', {
      domain_id: domainId,
      url: '/geschiedenis',
      blocks: [text('Eerste', '<p>een</p>')],
    })
  ).body;
  // Version 2 by the colleague, version 3 by the editor.
  page = (
    await colleague.post(`/cms/page/${page.id}`, {
      ...page,
      blocks: [
        text('Eerste', '<p>een, herschreven</p>'),
        { type: 'VideoBlock', url: 'https://v.nl/1' },
      ],
    })
  ).body;
  page = (
    await editor.post(`/cms/page/${page.id}`, {
      ...page,
      type: 'ContentPage',
      blocks: [{ type: 'VideoBlock', url: 'https://v.nl/1' }],
    })
  ).body;
});
afterAll(async () => api?.close());

describe('page history', () => {
  it('keeps every version with who saved it and when, the current one first', async () => {
    const answer = await editor.get(`/cms/page/${page.id}/revision`);
    expect(answer.status).toBe(200);
    const items = answer.body.items;
    expect(items.map((v: any) => [v.version, v.current, v.block_count])).toEqual([
      [3, true, 1],
      [2, false, 2],
      [1, false, 1],
    ]);
    expect(items[0].saved_by_name).toBe(items[2].saved_by_name);
    expect(items[1].saved_by_name).not.toBe(items[0].saved_by_name);
    expect(new Date(items[0].saved_at) >= new Date(items[1].saved_at)).toBe(true);
  });

  it('shows one version whole', async () => {
    const first = await editor.get(`/cms/page/${page.id}/revision/1`);
    expect(first.body).toMatchObject({ version: 1, current: false });
    expect(first.body.page).toMatchObject({ type: 'GenericPage', url: '/geschiedenis' });
    expect(first.body.page.blocks[0]).toMatchObject({ heading: 'Eerste', content: '<p>een</p>' });
    expect((await editor.get(`/cms/page/${page.id}/revision/9`)).status).toBe(404);
  });

  it('compares two versions block by block', async () => {
    const oneToTwo = await editor.get(`/cms/page/${page.id}/comparison?from=1&to=2`);
    expect(oneToTwo.body).toMatchObject({ from: 1, to: 2, fields: [] });
    expect(oneToTwo.body.blocks).toMatchObject([
      {
        position: 0,
        change: 'changed',
        type_from: 'TextBlock',
        type_to: 'TextBlock',
        fields: ['content'],
        before: { content: '<p>een</p>' },
        after: { content: '<p>een, herschreven</p>' },
      },
      {
        position: 1,
        change: 'added',
        type_from: null,
        type_to: 'VideoBlock',
        fields: [],
        before: null,
      },
    ]);
    expect(oneToTwo.body.blocks[1].after).toMatchObject({
      type: 'VideoBlock',
      url: 'https://v.nl/1',
    });
    const twoToNow = await editor.get(`/cms/page/${page.id}/comparison?from=2`);
    expect(twoToNow.body.to).toBe(3);
    expect(twoToNow.body.fields).toEqual(['type']);
    expect(twoToNow.body.blocks.map((b: any) => b.change)).toEqual(['changed', 'removed']);
    expect(twoToNow.body.blocks[0].fields).toEqual(['type']);
  });

  it('restores an earlier version as a new one, keeping the one it replaces', async () => {
    const stale = await editor.post(`/cms/page/${page.id}/revision/1/restore`, { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    const restored = await editor.post(`/cms/page/${page.id}/revision/1/restore`, { version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 4, type: 'GenericPage' });
    expect(restored.body.blocks).toEqual([
      {
        type: 'TextBlock',
        columns: 12,
        position: 0,
        heading: 'Eerste',
        anchor: '',
        content: '<p>een</p>',
      },
    ]);
    const versions = (await editor.get(`/cms/page/${page.id}/revision`)).body.items;
    expect(versions.map((v: any) => v.version)).toEqual([4, 3, 2, 1]);
    expect((await editor.get(`/cms/page/${page.id}/revision/3`)).body.page.type).toBe(
      'ContentPage',
    );
  });

  it("keeps one revision per burst of an editor's autosaves", async () => {
    const domainId = (await editor.get('/cms/domain')).body.items[0].id;
    let draft = (await editor.post('/cms/page', { domain_id: domainId, url: '/bursts' })).body;
    const type = async (client: TestClient, heading: string) => {
      draft = (
        await client.post(`/cms/page/${draft.id}`, { ...draft, blocks: [text(heading, '')] })
      ).body;
    };
    const kept = async () =>
      (await editor.get(`/cms/page/${draft.id}/revision`)).body.items.map((v: any) => v.version);
    // Typing: three saves seconds apart are one burst, with only its outcome in the history.
    await type(editor, 'W');
    await type(editor, 'Wa');
    await type(editor, 'Wat');
    expect(await kept()).toEqual([4]);
    // A minute later the next change starts a burst of its own.
    await api.db.execute(
      sql`UPDATE cms_pages SET updated_at = now() - interval '61 seconds' WHERE id = ${draft.id}`,
    );
    await type(editor, 'Wat kost');
    await type(editor, 'Wat kost het?');
    expect(await kept()).toEqual([6, 4]);
    // Another editor's change ends the burst at once.
    await type(colleague, 'Wat kost het ongeveer?');
    expect(await kept()).toEqual([7, 6, 4]);
    expect((await editor.get(`/cms/page/${draft.id}/revision/6`)).body.page.blocks[0].heading).toBe(
      'Wat kost het?',
    );
  });

  it('is for content editors only, and goes with the page', async () => {
    const customer = await clientFor(api.url, 'customer@demo.nl');
    expect((await customer.get(`/cms/page/${page.id}/revision`)).status).toBe(403);
    expect((await customer.get(`/cms/page/${page.id}/comparison?from=1`)).status).toBe(403);
    expect(
      (await customer.post(`/cms/page/${page.id}/revision/1/restore`, { version: 4 })).status,
    ).toBe(403);
    await editor.delete(`/cms/page/${page.id}`);
    expect((await editor.get(`/cms/page/${page.id}/revision`)).status).toBe(404);
  });
});
