import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, upload } from './company-test-kit';

let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let partner: TestClient;
let own: number;
let other: number;
let managedByPartner: number;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f1e6a50000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  own = await companyIdByName(manager, 'Hendriks');
  other = await companyIdByName(manager, 'Willems');
  managedByPartner = await companyIdByName(manager, 'Groen Zonnepanelen');
});
afterAll(async () => api?.close());

/** Every company endpoint, as [method, path, body] for company `id`. */
function endpoints(id: number, userId: number, listId: number): [string, string, unknown?][] {
  return [
    ['GET', `/company/${id}`],
    ['POST', `/company/${id}`, { name: 'Overgenomen', version: 1 }],
    ['DELETE', `/company/${id}`],
    ['POST', `/company/${id}/state/archived`],
    ['POST', `/company/${id}/pause`, {}],
    ['DELETE', `/company/${id}/pause`],
    ['POST', `/company/${id}/available`],
    ['POST', `/company/${id}/activate`, { mode: 'normal' }],
    ['POST', '/company/activated', { id }],
    ['POST', '/company/welcomed', { id }],
    ['POST', '/company/approved', { id }],
    ['GET', `/company/${id}/events`],
    ['GET', `/company/${id}/sepa`],
    [
      'POST',
      `/company/${id}/sepa`,
      { company_name: 'X', iban: 'NL91ABNA0417164300', signed_by: 'X' },
    ],
    ['DELETE', `/company/${id}/sepa`],
    ['PUT', `/company/${id}/sepa/enabled`],
    ['PUT', `/company/${id}/sepa/disabled`],
    ['PUT', `/company/${id}/sepa/hidden`],
    ['GET', `/company/${id}/user`],
    [
      'POST',
      `/company/${id}/user`,
      { email: 'indringer@example.nl', given_name: 'In', family_name: 'Dringer' },
    ],
    ['POST', `/company/${id}/user/${userId}`, { admin: true, version: 1 }],
    ['POST', '/user/enable', { user_id: userId, company_id: id }],
    ['POST', '/user/disable', { user_id: userId, company_id: id }],
    ['POST', '/user/delete', { user_id: userId, company_id: id }],
    ['GET', `/company/${id}/notification-list`],
    ['GET', `/company/${id}/notification-list/${listId}`],
    ['POST', `/company/${id}/notification-list`, { user_id: userId, finance: true }],
    ['POST', `/company/${id}/notification-list/${listId}`, { finance: false, version: 1 }],
    ['DELETE', `/company/${id}/notification-list/${listId}`],
    ['GET', `/company/${id}/profile`],
    ['POST', `/company/${id}/profile`, { slug: 'overgenomen', why_us: [] }],
    ['GET', `/company/${id}/logo`],
    ['GET', `/company/${id}/list-logo`],
    ['GET', `/company/${id}/commercial_register_extract`],
    ['GET', `/company/${id}/partner`],
    ['POST', `/company/${id}/partner`, { utm_source: 'x' }],
    ['GET', `/company/${id}/match_exclude`],
    ['POST', `/company/${id}/match_exclude`, { matchId: 5 }],
    ['DELETE', `/company/${id}/match_exclude`, { matchId: 5 }],
    ['POST', '/suspect/activate', { company_id: id }],
    ['POST', `/suspect/disable/${id}`],
    ['POST', `/company/${id}/push-to-sales`, { account_manager_id: 2 }],
  ];
}

async function call(client: TestClient, method: string, path: string, body?: unknown) {
  if (method === 'GET') return client.get(path);
  if (method === 'POST') return client.post(path, body ?? {});
  if (method === 'PUT') return client.put(path, body ?? {});
  return client.delete(path, body);
}

describe('a customer of company A', () => {
  it('gets 403 or 404 for every company-B endpoint, and nothing of B changes', async () => {
    const before = (await manager.get(`/company/${other}`)).body;
    const users = (await manager.get(`/company/${other}/user`)).body.items;
    const lists = (await manager.get(`/company/${other}/notification-list`)).body.items;
    const userId = users[0].user_id;
    const listId = lists[0].id;
    for (const [method, path, body] of endpoints(other, userId, listId)) {
      const answer = await call(customer, method, path, body);
      expect([403, 404], `${method} ${path} -> ${answer.status}`).toContain(answer.status);
    }
    for (const path of [
      '/company/' + other + '/logo',
      '/company/' + other + '/list-logo',
      '/company/' + other + '/commercial_register_extract',
    ]) {
      const answer = await upload(api.url, customer, path, PNG, 'logo.png', 'image/png');
      expect([403, 404]).toContain(answer.status);
    }
    const after = (await manager.get(`/company/${other}`)).body;
    expect(after.version).toBe(before.version);
    expect(after.name).toBe(before.name);
    expect((await manager.get(`/company/${other}/user`)).body.items).toEqual(users);
    expect((await manager.get(`/company/${other}/notification-list`)).body.items).toEqual(lists);
    expect((await manager.get(`/company/${other}/sepa`)).status).toBe(404);
  });

  it('reads its own company but not the overview; the batch read leaves other ids out', async () => {
    expect((await customer.get(`/company/${own}`)).status).toBe(200);
    expect((await customer.get('/company')).status).toBe(403);
    expect((await customer.get('/company/csv')).status).toBe(403);
    const batch = await customer.get(`/company?ids=${own},${other}`);
    expect(batch.status).toBe(200);
    expect(batch.body.items.map((c: { id: number }) => c.id)).toEqual([own]);
  });
});

describe('a partner', () => {
  it('sees its own and its managed companies, not others', async () => {
    expect((await partner.get(`/company/${managedByPartner}`)).status).toBe(200);
    expect((await partner.get(`/company/${managedByPartner}/user`)).status).toBe(200);
    expect((await partner.get(`/company/${other}`)).status).toBe(404);
    expect((await partner.get(`/company/${own}/user`)).status).toBe(404);
    const partnerCompany = await companyIdByName(manager, 'Dekker');
    const settings = await partner.get(`/company/${partnerCompany}/partner`);
    expect(settings.status).toBe(200);
    const managed = await partner.get(`/partner/${settings.body.guid}/company`);
    expect(managed.body.items.map((c: { id: number }) => c.id)).toEqual([managedByPartner]);
    const otherPartner = await companyIdByName(manager, 'Van Leeuwen');
    const otherGuid = (await manager.get(`/company/${otherPartner}/partner`)).body.guid;
    expect((await partner.get(`/partner/${otherGuid}/company`)).status).toBe(404);
  });

  it('anonymous callers get 401', async () => {
    const { createClient } = await import('../support/api-harness');
    const anonymous = createClient(api.url);
    expect((await anonymous.get(`/company/${own}`)).status).toBe(401);
    expect((await anonymous.get('/company')).status).toBe(401);
  });
});
