import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyEvents } from '../../api/src/companies/company-event.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { emailLog } from '../../api/src/mail/email-log.table';
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
let ownId: number;

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
  ownId = await addCompany(api.db, 'utrecht', { name: 'Eigen Klant' });
  await linkUser(api.db, ownId, 'customer@demo.nl');
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

describe('change requests', () => {
  const company = async () =>
    (await api.db.select().from(companies).where(eq(companies.id, ownId)))[0]!;

  it('a customer files one; only the fields that change are kept, normalised', async () => {
    const before = await company();
    const filed = await customer.post(`/company/${ownId}/change_request`, {
      name: 'Eigen Klant B.V.',
      city: before.city,
      postal_code: '3512 cd',
      note: 'We zijn verhuisd en heten nu B.V.',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({
      company_id: ownId,
      company_name: 'Eigen Klant',
      state: 'open',
      changes: { name: 'Eigen Klant B.V.', postal_code: '3512 CD' },
      old_values: { name: 'Eigen Klant', postal_code: before.postalCode },
      note: 'We zijn verhuisd en heten nu B.V.',
      requested_by: { email: 'customer@demo.nl' },
    });
    expect(Object.keys(filed.body.changes)).not.toContain('city');
    // Nothing changes until staff accept.
    expect((await company()).name).toBe('Eigen Klant');
    const own = await customer.get(`/company/${ownId}/change_request`);
    expect(own.body.items[0]).toMatchObject({ id: filed.body.id, state: 'open' });
  });

  it('refuses invalid values, nothing to change, other companies and staff filing', async () => {
    const bad = await customer.post(`/company/${ownId}/change_request`, {
      chamber_of_commerce_number: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('chamber_of_commerce_number');
    const same = await customer.post(`/company/${ownId}/change_request`, {
      city: (await company()).city,
    });
    expect(same.status).toBe(400);
    expect(same.body.fields).toEqual({ changes: 'MESSAGE.FIELD_REQUIRED' });
    const other = await addCompany(api.db, 'utrecht', { name: 'Andermans Bedrijf' });
    expect(
      (await customer.post(`/company/${other}/change_request`, { name: 'Overgenomen' })).status,
    ).toBe(404);
    expect((await customer.get(`/company/${other}/change_request`)).status).toBe(404);
    expect((await manager.post(`/company/${ownId}/change_request`, { name: 'X' })).status).toBe(
      403,
    );
    expect((await anonymous.post(`/company/${ownId}/change_request`, { name: 'X' })).status).toBe(
      401,
    );
  });

  it('staff accept it over the version read: the company is saved and logged', async () => {
    const list = await staff.get('/company_change_request/open');
    expect(list.status).toBe(200);
    const open = list.body.items.find((item: { company_id: number }) => item.company_id === ownId);
    expect(open.current_values).toEqual({ name: 'Eigen Klant', postal_code: '3511 AB' });
    const stale = await staff.post(`/company_change_request/${open.id}/accept`, {
      version: open.company_version + 5,
    });
    expect(stale.status).toBe(409);
    expect((await staff.post(`/company_change_request/${open.id}/accept`, {})).status).toBe(400);
    const accepted = await staff.post(`/company_change_request/${open.id}/accept`, {
      version: open.company_version,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.state).toBe('accepted');
    const saved = await company();
    expect(saved.name).toBe('Eigen Klant B.V.');
    expect(saved.postalCode).toBe('3512 CD');
    expect(saved.version).toBe(open.company_version + 1);
    const [event] = await api.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, ownId))
      .orderBy(companyEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ type: 'updated', data: { change_request_id: open.id } });
    // Decided: gone from the list, not decided twice.
    const after = await staff.get('/company_change_request/open');
    expect(after.body.items.map((item: { id: number }) => item.id)).not.toContain(open.id);
    expect(
      (await staff.post(`/company_change_request/${open.id}/accept`, { version: saved.version }))
        .status,
    ).toBe(404);
  });

  it('rejecting one tells the requester by mail and changes nothing', async () => {
    const filed = await customer.post(`/company/${ownId}/change_request`, { name: 'Andere Naam' });
    const rejected = await manager.post(`/company_change_request/${filed.body.id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.state).toBe('rejected');
    expect((await company()).name).toBe('Eigen Klant B.V.');
    const mails = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.template, 'company_change_request_rejected'));
    expect(mails.at(-1)).toMatchObject({ toAddress: 'customer@demo.nl' });
    expect(mails.at(-1)!.body).toContain('Andere Naam');
    expect((await manager.post(`/company_change_request/${filed.body.id}/reject`)).status).toBe(
      404,
    );
  });

  it('pages by 15 and is for staff only', async () => {
    for (let n = 0; n < 16; n += 1)
      await customer.post(`/company/${ownId}/change_request`, { city: `Plaats ${n}` });
    const first = await manager.get('/company_change_request/open');
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(16);
    expect(first.body.items[0].changes).toEqual({ city: 'Plaats 15' });
    expect((await manager.get('/company_change_request/open?page=2')).body.items).toHaveLength(1);
    const id = first.body.items[0].id;
    for (const client of [customer, partnerUser]) {
      expect((await client.get('/company_change_request/open')).status).toBe(403);
      expect(
        (await client.post(`/company_change_request/${id}/accept`, { version: 1 })).status,
      ).toBe(403);
      expect((await client.post(`/company_change_request/${id}/reject`)).status).toBe(403);
    }
    expect((await anonymous.get('/company_change_request/open')).status).toBe(401);
    expect((await anonymous.post(`/company_change_request/${id}/reject`)).status).toBe(401);
  });
});
