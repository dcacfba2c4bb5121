/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparisonProductEans } from '../../api/src/comparison/product.table';
import { comparisonReviews } from '../../api/src/comparison-reviews/comparison-review.table';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let editor: TestClient;

beforeAll(async () => {
  api = await startApi();
  editor = await clientFor(api.url, 'comparison@demo.nl');
});
afterAll(async () => api?.close());

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const DAY = 24 * 60 * 60;

/** A review straight in the table (state new unless said otherwise), for tests that need exact dates. */
async function reviewRow(values: Partial<typeof comparisonReviews.$inferInsert> = {}) {
  const [product] = await api.db.query.comparisonProducts.findMany({ limit: 1 });
  const [row] = await api.db
    .insert(comparisonReviews)
    .values({
      productId: product!.id,
      authorName: 'Test Schrijver',
      email: 'test@example.nl',
      rating: 7,
      title: 'Testbeoordeling',
      text: 'Tekst van de test.',
      ...values,
    })
    .returning();
  return row!;
}

/** A public submission from its own sender address (the hourly limit counts per address). */
let sender = 0;
function submit(body: Record<string, unknown>, ip?: string) {
  sender += 1;
  return createClient(api.url).post('/public/comparison/review', body, {
    // Forwarded as the gateway does (with the internal token).
    headers: {
      'x-forwarded-for': ip ?? `203.0.113.${sender}`,
      'x-internal-token': api.config.internalToken,
    },
  });
}

describe('the review list', () => {
  it('shows the demo reviews but the deleted ones, newest first, 50 a page with the total in a header', async () => {
    const first = await editor.get('/comparison/review');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(50);
    expect(first.headers.get('x-pagination-total')).toBe(String(first.body.total));
    expect(first.body.items).toHaveLength(50);
    const states = new Set(first.body.items.map((r: any) => r.state));
    expect(states.has('deleted')).toBe(false);
    const created = first.body.items.map((r: any) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(first.body.items[0]).toMatchObject({
      product_name: expect.any(String),
      core_product_name: expect.stringMatching(/Warmtepompen|Zonnepanelen|Robotstofzuigers/),
    });

    const second = await editor.get('/comparison/review?currentPage=2');
    expect(second.body.items).toHaveLength(first.body.total - 50);
    const ids = new Set(first.body.items.map((r: any) => r.id));
    expect(second.body.items.some((r: any) => ids.has(r.id))).toBe(false);

    const deleted = await editor.get('/comparison/review?state=deleted');
    expect(deleted.body.total).toBe(6);
    expect(deleted.body.items.every((r: any) => r.state === 'deleted')).toBe(true);
  });

  it('sorts by rating, product and state, either way', async () => {
    const byRating = (await editor.get('/comparison/review?sortColumn=rating&sortReverse=false'))
      .body.items;
    const ratings = byRating.map((r: any) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(ratings[0]).toBeLessThan(ratings[ratings.length - 1]);
    const highest = (await editor.get('/comparison/review?sortColumn=rating')).body.items[0];
    expect(highest.rating).toBe(10);

    const byProduct = (await editor.get('/comparison/review?sortColumn=product&sortReverse=false'))
      .body.items;
    const names = byProduct.map((r: any) => r.product_name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const byState = (await editor.get('/comparison/review?sortColumn=state&sortReverse=false')).body
      .items;
    expect(byState[0].state).toBe('new');
    const lastFirst = (await editor.get('/comparison/review?sortColumn=state')).body.items;
    expect(lastFirst[0].state).toBe('public');
  });

  it('searches author, title, text and product name', async () => {
    const byAuthor = (await editor.get('/comparison/review?search=yilmaz')).body;
    expect(byAuthor.total).toBeGreaterThan(0);
    expect(byAuthor.items.every((r: any) => r.author_name === 'Mohamed Yilmaz')).toBe(true);
    const byTitle = (
      await editor.get(`/comparison/review?search=${encodeURIComponent('kattenharen')}`)
    ).body;
    expect(byTitle.total).toBeGreaterThan(0);
    expect(byTitle.items.every((r: any) => r.text.includes('kattenharen'))).toBe(true);
    const product = byAuthor.items[0].product_name as string;
    const byProduct = (await editor.get(`/comparison/review?search=${encodeURIComponent(product)}`))
      .body;
    expect(byProduct.items.every((r: any) => r.product_name.includes(product))).toBe(true);
    expect((await editor.get('/comparison/review?search=zzzgeenmatch')).body.total).toBe(0);
  });

  it('filters a period in epoch seconds, the end second included', async () => {
    const at = new Date('2014-03-10T12:00:00Z');
    const old = await reviewRow({ createdAt: at, authorName: 'Periode Test' });
    const search = 'search=Periode%20Test';
    // Default period: from 2013-01-01 to now.
    expect((await editor.get(`/comparison/review?${search}`)).body.total).toBe(1);
    const exact = await editor.get(
      `/comparison/review?${search}&startDate=${seconds(at) - DAY}&endDate=${seconds(at)}`,
    );
    expect(exact.body.items.map((r: any) => r.id)).toEqual([old.id]);
    const before = await editor.get(
      `/comparison/review?${search}&startDate=${seconds(at) - DAY}&endDate=${seconds(at) - 1}`,
    );
    expect(before.body.total).toBe(0);
    const after = await editor.get(`/comparison/review?${search}&startDate=${seconds(at) + 1}`);
    expect(after.body.total).toBe(0);
    const recent = await editor.get(
      `/comparison/review?startDate=${seconds(new Date()) - 30 * DAY}&state=new&itemsPerPage=100`,
    );
    expect(recent.body.total).toBeGreaterThanOrEqual(12);
    const bad = await editor.get('/comparison/review?startDate=gisteren');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('startDate');
  });
});

describe('awaiting review', () => {
  it('lists the reviews in state new, the oldest first, with their count', async () => {
    const answer = await editor.get('/v2/comparison/review/awaiting-review');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThanOrEqual(12);
    expect(answer.body.items.length).toBe(Math.min(15, answer.body.count));
    expect(answer.body.items.every((r: any) => r.state === 'new')).toBe(true);
    const created = answer.body.items.map((r: any) => r.created_at);
    expect(created).toEqual([...created].sort());
    const listed = (await editor.get('/comparison/review?state=new')).body.total;
    expect(answer.body.count).toBe(listed);
  });
});

describe('moderation', () => {
  it('approves a review: public, with approver and time, answering Approved.', async () => {
    const review = await reviewRow();
    const answer = await editor.post(`/comparison/review/${review.id}/approve`, {
      version: review.version,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.APPROVED');
    expect(answer.body.review).toMatchObject({
      state: 'public',
      approved_by_name: expect.stringMatching(/\S/),
      version: review.version + 1,
    });
    const reread = (await editor.get(`/comparison/review/${review.id}`)).body;
    expect(reread.state).toBe('public');
    expect(reread.approved_by).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(reread.approved_at)).toBeLessThan(60_000);
    // Public already: nothing to approve.
    const again = await editor.post(`/comparison/review/${review.id}/approve`, {});
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('MESSAGE.INVALID_STATUS');
    const stale = await editor.post(`/comparison/review/${(await reviewRow()).id}/approve`, {
      version: 99,
    });
    expect(stale.status).toBe(409);
  });

  it('saves text, lines without the empty ones, rating and state over the version read', async () => {
    const review = await reviewRow({ pros: ['oud'] });
    const saved = await editor.post(`/comparison/review/${review.id}`, {
      title: ' Nieuwe titel ',
      text: 'Aangepaste tekst.',
      pros: ['Stil', '', '   ', 'Zuinig'],
      cons: 'Duur\n\n Groot \n',
      rating: 9,
      state: 'on_hold',
      version: review.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Nieuwe titel',
      pros: ['Stil', 'Zuinig'],
      cons: ['Duur', 'Groot'],
      rating: 9,
      state: 'on_hold',
      approved_at: null,
      version: review.version + 1,
    });

    // Stale version: 409 and nothing written.
    const stale = await editor.post(`/comparison/review/${review.id}`, {
      ...saved.body,
      title: 'Te laat',
      version: review.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('MESSAGE.DATA_OUTDATED');
    expect((await editor.get(`/comparison/review/${review.id}`)).body.title).toBe('Nieuwe titel');

    // Saving it public records the approver as approving does.
    const published = await editor.post(`/comparison/review/${review.id}`, {
      ...saved.body,
      state: 'public',
    });
    expect(published.status).toBe(200);
    expect(published.body.approved_at).not.toBeNull();
    expect(published.body.approved_by).toBeGreaterThan(0);
  });

  it('refuses a rating outside 1 to 10, a missing version and a step the states do not allow', async () => {
    const review = await reviewRow();
    const base = {
      title: 'Titel',
      text: 'Tekst',
      pros: [],
      cons: [],
      rating: 5,
      state: 'new',
      version: review.version,
    };
    for (const [rating, message] of [
      [0, 'MESSAGE.VALUE_TOO_LOW'],
      [11, 'MESSAGE.VALUE_TOO_HIGH'],
      [7.5, 'MESSAGE.ENTER_VALID_NUMBER'],
      [null, 'MESSAGE.FIELD_REQUIRED'],
    ] as const) {
      const answer = await editor.post(`/comparison/review/${review.id}`, { ...base, rating });
      expect(answer.status, String(rating)).toBe(400);
      expect(answer.body.fields).toEqual({ rating: message });
    }
    const tooMany = await editor.post(`/comparison/review/${review.id}`, {
      ...base,
      pros: Array.from({ length: 11 }, (_, i) => `punt ${i}`),
    });
    expect(tooMany.body.fields).toEqual({ pros: 'MESSAGE.TOO_MANY_LINES' });
    const noVersion = await editor.post(`/comparison/review/${review.id}`, {
      ...base,
      version: undefined,
    });
    expect(noVersion.body.fields).toEqual({ version: 'MESSAGE.FIELD_REQUIRED' });

    const onHold = await editor.post(`/comparison/review/${review.id}`, {
      ...base,
      state: 'on_hold',
    });
    expect(onHold.status).toBe(200);
    // On hold never goes back to new.
    const back = await editor.post(`/comparison/review/${review.id}`, {
      ...base,
      state: 'new',
      version: onHold.body.version,
    });
    expect(back.status).toBe(400);
    expect(back.body.fields).toEqual({ state: 'MESSAGE.INVALID_STATUS' });
    expect((await editor.get(`/comparison/review/${review.id}`)).body.rating).toBe(5);
  });

  it('deletes a review into the state deleted, found back with the filter and restored on hold', async () => {
    const review = await reviewRow({ authorName: 'Weg Schrijver' });
    const answer = await editor.delete(`/comparison/review/${review.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.SUCCESSFULLY_DELETED');
    expect((await editor.get('/comparison/review?search=Weg%20Schrijver')).body.total).toBe(0);
    const found = (await editor.get('/comparison/review?search=Weg%20Schrijver&state=deleted')).body
      .items;
    expect(found.map((r: any) => [r.id, r.state])).toEqual([[review.id, 'deleted']]);
    expect((await editor.delete(`/comparison/review/${review.id}`)).status).toBe(400);
    const restored = await editor.post(`/comparison/review/${review.id}`, {
      ...found[0],
      state: 'on_hold',
    });
    expect(restored.status).toBe(200);
    expect(restored.body.state).toBe('on_hold');
    expect((await editor.get('/comparison/review/999999')).status).toBe(404);
  });
});

describe('the public review form', () => {
  const valid = {
    author_name: 'Karin Post',
    email: 'Karin.Post@Example.nl',
    rating: 8,
    title: 'Tevreden over de warmtepomp',
    text: 'Werkt prima sinds de winter.',
    pros: ['Stil', ''],
    cons: [],
  };

  it('takes in a review for a product by id or by EAN, waiting as new', async () => {
    const [ean] = await api.db
      .select()
      .from(comparisonProductEans)
      .orderBy(asc(comparisonProductEans.productId))
      .limit(1);
    const byEan = await submit({ ...valid, ean: String(ean!.ean).padStart(13, '0') });
    expect(byEan.status, JSON.stringify(byEan.body)).toBe(201);
    expect(byEan.body.message).toBe('MESSAGE.REVIEW_SAVED');
    const byId = await submit({ ...valid, author_name: 'Karin Id', product_id: ean!.productId });
    expect(byId.status).toBe(201);

    const stored = await api.db
      .select()
      .from(comparisonReviews)
      .where(eq(comparisonReviews.productId, ean!.productId));
    const mine = stored.filter((r) => r.authorName.startsWith('Karin'));
    expect(mine).toHaveLength(2);
    expect(mine.every((r) => r.state === 'new' && r.email === 'karin.post@example.nl')).toBe(true);
    expect(mine[0]!.pros).toEqual(['Stil']);
    const awaiting = (await editor.get('/v2/comparison/review/awaiting-review?itemsPerPage=50'))
      .body;
    expect(awaiting.count).toBeGreaterThanOrEqual(14);
  });

  it('refuses an unknown product, an invalid EAN and a rating outside 1 to 10', async () => {
    const unknown = await submit({ ...valid, product_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ product_id: 'MESSAGE.SELECT_OPTION' });
    const none = await submit({ ...valid });
    expect(none.body.fields).toEqual({ product_id: 'MESSAGE.SELECT_OPTION' });
    const badEan = await submit({ ...valid, ean: '8712345678901' });
    expect(badEan.body.fields).toEqual({ ean: 'MESSAGE.ENTER_VALID_EAN' });
    const unknownEan = await submit({ ...valid, ean: '8712345678906' });
    expect(unknownEan.status).toBe(400);
    expect(unknownEan.body.fields).toEqual({ ean: 'MESSAGE.SELECT_OPTION' });
    const rating = await submit({ ...valid, product_id: 1, rating: 12 });
    expect(rating.status).toBe(400);
    expect(rating.body.fields).toEqual({ rating: 'MESSAGE.VALUE_TOO_HIGH' });
    const missing = await submit({ product_id: 1, rating: 5 });
    expect(missing.body.fields).toMatchObject({
      author_name: 'MESSAGE.ENTER_NAME',
      email: 'MESSAGE.ENTER_VALID_EMAIL',
      title: 'MESSAGE.FIELD_REQUIRED',
    });
  });

  it('takes five reviews an hour from one sender address', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i += 1)
      expect((await submit({ ...valid, product_id: 2 }, ip)).status).toBe(201);
    const sixth = await submit({ ...valid, product_id: 2 }, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('MESSAGE.TOO_MANY_ATTEMPTS');
    expect((await submit({ ...valid, product_id: 2 }, '198.51.100.8')).status).toBe(201);
  });
});

describe('access', () => {
  it('refuses every staff route without a session (401) and to a user without the comparison role (403)', async () => {
    const review = await reviewRow();
    const cms = await clientFor(api.url, 'cms@demo.nl');
    const anonymous = createClient(api.url);
    const calls: [string, string, unknown?][] = [
      ['get', '/comparison/review'],
      ['get', `/comparison/review/${review.id}`],
      ['get', '/v2/comparison/review/awaiting-review'],
      [
        'post',
        `/comparison/review/${review.id}`,
        { title: 'x', text: 'x', rating: 5, state: 'new', version: review.version },
      ],
      ['post', `/comparison/review/${review.id}/approve`, {}],
      ['delete', `/comparison/review/${review.id}`],
    ];
    for (const [method, path, body] of calls) {
      const refused = await (cms as any)[method](path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect((await (anonymous as any)[method](path, body)).status, `${method} ${path}`).toBe(401);
    }
    const untouched = (await editor.get(`/comparison/review/${review.id}`)).body;
    expect(untouched).toMatchObject({ state: 'new', version: review.version });
  });
});
