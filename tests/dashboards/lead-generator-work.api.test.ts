import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { leads } from '../../api/src/leads/lead.table';
import { partnerRequestFailures } from '../../api/src/leads/partner-request-failure.table';
import { recordFailure } from '../../api/src/leads/partner-request-failures';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, addPartner, leadPayload, seedCatalogueOnly } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';

let api: RunningApi;
let manager: TestClient;
let staff: TestClient;
let customer: TestClient;
let partnerUser: TestClient;
let anonymous: TestClient;
let guid: string;
let partnerId: number;

interface Failure {
  id: number;
  partner_company_id: number;
  partner_name: string;
  endpoint: string;
  request_id: string | null;
  body: Record<string, unknown>;
  status: number;
  error_key: string;
  error_fields: Record<string, string> | null;
  retry_count: number;
  done_at: string | null;
  lead_id: number | null;
}

async function openFailures(): Promise<Failure[]> {
  const answer = await manager.get('/partner_request/failed');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items;
}

/** A failure stored as the intake's hook stores it (e.g. a request that met a server fault). */
async function storedFailure(body: Record<string, unknown>, requestId: string | null = null) {
  return recordFailure(api.db, {
    partnerCompanyId: partnerId,
    endpoint: '/partner/{guid}/lead',
    requestId,
    body,
    status: 500,
    errorKey: 'MESSAGE.ERROR_OCCURRED',
    errorFields: null,
  });
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  guid = await addPartner(api.db);
  const [partner] = await api.db
    .select()
    .from(companyPartners)
    .where(eq(companyPartners.guid, guid));
  partnerId = partner!.companyId;
  manager = await clientFor(api.url, 'manager@demo.nl');
  // Account manager: LEAD_USER without LEAD_MANAGER.
  staff = await clientFor(api.url, 'accountmanager@demo.nl');
  const own = await addCompany(api.db, 'utrecht', { name: 'Eigen Klant' });
  await linkUser(api.db, own, 'customer@demo.nl');
  await linkUser(api.db, partnerId, 'partner@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partnerUser = await clientFor(api.url, 'partner@demo.nl');
  anonymous = createClient(api.url);
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('failed partner requests are logged', () => {
  it('stores a refused lead with the body as received, secrets left out, newest first', async () => {
    const body = leadPayload('onbekend-product', 'utrecht', {
      request_id: 'partner-req-1',
      api_key: 'geheim-1',
      extra: { password: 'geheim-2', note: 'blijft' },
    });
    const answer = await anonymous.post(`/partner/${guid}/lead`, body);
    expect(answer.status).toBe(400);

    const [row] = await openFailures();
    expect(row).toMatchObject({
      partner_company_id: partnerId,
      endpoint: '/partner/{guid}/lead',
      request_id: 'partner-req-1',
      status: 400,
      error_key: 'MESSAGE.VALIDATION_FAILED',
      error_fields: { discr: 'MESSAGE.SELECT_OPTION' },
      retry_count: 0,
      done_at: null,
    });
    expect(row!.body.discr).toBe('onbekend-product');
    expect(row!.body.family_name).toBe(body.family_name);
    expect(row!.body.extra).toEqual({ note: 'blijft' });
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('geheim');
    expect(stored).not.toContain(guid);
  });

  it('stores a body the schema refuses as it came, with the idempotency key as request id', async () => {
    const answer = await anonymous.post(
      `/partner/${guid}/lead`,
      { given_name: 'Zonder product', address: 'geen object' },
      { headers: { 'idempotency-key': 'header-key-7' } },
    );
    expect(answer.status).toBe(400);
    const [row] = await openFailures();
    expect(row).toMatchObject({
      request_id: 'header-key-7',
      status: 400,
      error_key: 'MESSAGE.VALIDATION_FAILED',
      body: { given_name: 'Zonder product', address: 'geen object' },
    });
    expect(Object.keys(row!.error_fields ?? {})).toContain('discr');
  });

  it('does not store successes, unknown keys or refused texts with NUL as a failure of the log', async () => {
    const before = (await manager.get('/partner_request/failed')).body.total;
    const ok = await anonymous.post(`/partner/${guid}/lead`, leadPayload('zonnepanelen'));
    expect(ok.status).toBe(201);
    const unknown = await anonymous.post(
      '/partner/00000000-0000-4000-8000-000000000000/lead',
      leadPayload('onbekend'),
    );
    expect(unknown.status).toBe(404);
    expect((await manager.get('/partner_request/failed')).body.total).toBe(before);
    // A NUL byte is refused (400) and logged without it: jsonb cannot hold one.
    const nul = await anonymous.post(`/partner/${guid}/lead`, {
      ...leadPayload('zonnepanelen'),
      description: 'a\u0000b',
    });
    expect(nul.status).toBe(400);
    const [row] = await openFailures();
    expect(row!.body.description).toBe('ab');
  });
});

describe('retry and delete', () => {
  it('a retry that fails again stores the new answer and stays on the list', async () => {
    const answer = await anonymous.post(`/partner/${guid}/lead`, leadPayload('onbekend-2'));
    expect(answer.status).toBe(400);
    const [row] = await openFailures();
    const retried = await staff.post(`/partner_request/${row!.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      id: row!.id,
      status: 400,
      error_key: 'MESSAGE.VALIDATION_FAILED',
      retry_count: 1,
      done_at: null,
      lead_id: null,
    });
    expect((await openFailures()).map((f) => f.id)).toContain(row!.id);
  });

  it('a retry that succeeds takes the lead in, marks it done and leaves the list', async () => {
    const failure = await storedFailure(leadPayload('zonnepanelen'));
    const retried = await manager.post(`/partner_request/${failure.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.done_at).not.toBeNull();
    const [lead] = await api.db.select().from(leads).where(eq(leads.id, retried.body.lead_id));
    expect(lead!.partnerCompanyId).toBe(partnerId);
    expect(lead!.source).toBe('partner');
    expect((await openFailures()).map((f) => f.id)).not.toContain(failure.id);
    // Done: not retried again.
    expect((await manager.post(`/partner_request/${failure.id}/retry`)).status).toBe(404);
  });

  it('stays idempotent with the partner: its own retry and ours make one lead', async () => {
    const body = leadPayload('zonnepanelen', 'utrecht', { request_id: 'idem-42' });
    const failure = await storedFailure(body, 'idem-42');
    // The partner retried by itself first and got through.
    const own = await anonymous.post(`/partner/${guid}/lead`, body);
    expect(own.status).toBe(201);
    const retried = await staff.post(`/partner_request/${failure.id}/retry`);
    expect(retried.body).toMatchObject({ lead_id: own.body.lead_id });
    expect(retried.body.done_at).not.toBeNull();
    // And the partner's next retry answers the same lead.
    const again = await anonymous.post(`/partner/${guid}/lead`, body);
    expect(again.status).toBe(200);
    expect(again.body.lead_id).toBe(own.body.lead_id);
    const made = await api.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.partnerRequestId, 'idem-42'));
    expect(made).toHaveLength(1);
  });

  it('the request id of the header counts on a retry too', async () => {
    const failure = await storedFailure(leadPayload('zonnepanelen'), 'kop-9');
    const first = await staff.post(`/partner_request/${failure.id}/retry`);
    const second = await storedFailure(leadPayload('zonnepanelen'), 'kop-9');
    const replay = await staff.post(`/partner_request/${second.id}/retry`);
    expect(replay.body.lead_id).toBe(first.body.lead_id);
  });

  it('delete: lead managers only; the failure is gone', async () => {
    const failure = await storedFailure(leadPayload('zonnepanelen'));
    expect((await staff.delete(`/partner_request/${failure.id}`)).status).toBe(403);
    const removed = await manager.delete(`/partner_request/${failure.id}`);
    expect(removed.status).toBe(200);
    const left = await api.db
      .select()
      .from(partnerRequestFailures)
      .where(eq(partnerRequestFailures.id, failure.id));
    expect(left).toHaveLength(0);
    expect((await manager.delete(`/partner_request/${failure.id}`)).status).toBe(404);
    expect((await manager.post(`/partner_request/${failure.id}/retry`)).status).toBe(404);
  });

  it('refuses ids that are no id', async () => {
    expect((await manager.post('/partner_request/abc/retry')).status).toBe(400);
    expect((await manager.delete('/partner_request/99999999999')).status).toBe(400);
  });
});

describe('the list', () => {
  it('pages by 15, newest first, with the total', async () => {
    await api.db.delete(partnerRequestFailures);
    for (let n = 0; n < 16; n += 1) await storedFailure({ discr: `nr-${n}` });
    const first = await manager.get('/partner_request/failed');
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(16);
    expect(first.body.items[0].body.discr).toBe('nr-15');
    const second = await manager.get('/partner_request/failed?page=2');
    expect(second.body.items.map((f: Failure) => f.body.discr)).toEqual(['nr-0']);
    expect((await manager.get('/partner_request/failed?page=0')).status).toBe(400);
  });

  it('is for staff only: customer and partner 403, anonymous 401', async () => {
    expect((await staff.get('/partner_request/failed')).status).toBe(200);
    expect((await customer.get('/partner_request/failed')).status).toBe(403);
    expect((await partnerUser.get('/partner_request/failed')).status).toBe(403);
    expect((await anonymous.get('/partner_request/failed')).status).toBe(401);
    const [row] = await openFailures();
    expect((await customer.post(`/partner_request/${row!.id}/retry`)).status).toBe(403);
    expect((await partnerUser.post(`/partner_request/${row!.id}/retry`)).status).toBe(403);
    expect((await anonymous.post(`/partner_request/${row!.id}/retry`)).status).toBe(401);
    expect((await customer.delete(`/partner_request/${row!.id}`)).status).toBe(403);
    expect((await partnerUser.delete(`/partner_request/${row!.id}`)).status).toBe(403);
    expect((await anonymous.delete(`/partner_request/${row!.id}`)).status).toBe(401);
  });
});
