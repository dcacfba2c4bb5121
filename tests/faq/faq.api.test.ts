import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReadFaq } from '#domain/faq/faq-audience';
import { clientFor } from '../companies/company-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let staff: TestClient;
let customer: TestClient;
let partner: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  api = await startApi();
  staff = await clientFor(api.url, 'sales@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  anonymous = createClient(api.url);
});
afterAll(async () => api?.close());

const questions = async (audience: string, who = staff) =>
  ((await who.get(`/faq/${audience}`)).body.items as { id: number; question: string }[]).map(
    (item) => item.question,
  );

describe('FAQs', () => {
  it('shows each list to its audience only', async () => {
    expect((await anonymous.get('/faq/consumer')).body.items).toHaveLength(6);
    expect((await anonymous.get('/faq/customer')).status).toBe(401);
    expect((await customer.get('/faq/customer')).status).toBe(200);
    expect((await customer.get('/faq/partner')).status).toBe(403);
    expect((await partner.get('/faq/partner')).status).toBe(200);
    expect((await partner.get('/faq/customer')).status).toBe(403);
    expect(mayReadFaq('customer', ['ROLE_LEAD_USER'])).toBe(true);
  });

  it('lets staff add, change, reorder and remove questions, keeping the order dense', async () => {
    const before = (await staff.get('/faq/consumer')).body.items as { id: number }[];
    const added = await staff.post('/faq/consumer', {
      question: 'Werken jullie ook in België?',
      answer: 'Nog niet.\nWel in heel Nederland.',
    });
    expect(added.status).toBe(201);
    expect(added.body.position).toBe(before.length + 1);
    expect((await customer.post('/faq/consumer', { question: 'x', answer: 'y' })).status).toBe(403);
    const blank = await staff.post('/faq/consumer', { question: ' ', answer: 'y' });
    expect(blank.body.fields).toMatchObject({ question: 'MESSAGE.FIELD_REQUIRED' });

    const changed = await staff.put(`/faq/item/${added.body.id}`, {
      question: 'Werken jullie in België?',
      answer: 'Nog niet.',
      version: added.body.version,
    });
    expect(changed.body.version).toBe(added.body.version + 1);
    const stale = await staff.put(`/faq/item/${added.body.id}`, {
      question: 'x',
      answer: 'y',
      version: added.body.version,
    });
    expect(stale.status).toBe(409);

    const ids = [added.body.id, ...before.map((item) => item.id)];
    const ordered = await staff.put('/faq/consumer/order', { ids });
    expect(ordered.body.items.map((item: { id: number }) => item.id)).toEqual(ids);
    expect((await questions('consumer'))[0]).toBe('Werken jullie in België?');
    const partial = await staff.put('/faq/consumer/order', { ids: ids.slice(1) });
    expect(partial.body.fields).toEqual({ ids: 'MESSAGE.DATA_OUTDATED' });

    await staff.delete(`/faq/item/${added.body.id}`);
    const after = (await staff.get('/faq/consumer')).body.items as { position: number }[];
    expect(after.map((item) => item.position)).toEqual(after.map((_, index) => index + 1));
  });

  it('searches questions and answers, taking % literally', async () => {
    expect(await questions('consumer', anonymous)).toContain('Wat kost een offerteaanvraag?');
    const found = (await anonymous.get('/faq/consumer?search=GRATIS')).body.items;
    expect(found.map((item: { question: string }) => item.question)).toEqual([
      'Wat kost een offerteaanvraag?',
    ]);
    expect((await anonymous.get('/faq/consumer?search=%25')).body.items).toEqual([]);
  });
});
