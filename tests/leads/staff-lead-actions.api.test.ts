import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, upload } from '../companies/company-test-kit';
import { leadPayload } from './lead-test-kit';

let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let guid: string;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0f1e6a50000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  const [partner] = await api.db.select().from(companyPartners).limit(1);
  guid = partner!.guid;
});
afterAll(async () => api?.close());

/** A fresh lead near Utrecht (the demo customer Hendriks takes solar panels there). */
async function newLead(extra: Record<string, unknown> = {}): Promise<number> {
  const answer = await manager.post(
    `/partner/${guid}/lead`,
    leadPayload('zonnepanelen', 'utrecht', extra),
  );
  expect(answer.status).toBe(201);
  return answer.body.lead_id;
}

describe('staff actions on a lead', () => {
  it('marks a lead bad with one of the reasons, after which it is not matched', async () => {
    const id = await newLead({ phone_number: '+32 470 28 91 63' });
    expect((await manager.get('/bad_lead_reason')).body.items).toContain('fake');
    const unknown = await manager.post(`/lead/${id}/bad/boring`);
    expect(unknown.status).toBe(400);
    const bad = await manager.post(`/lead/${id}/bad/fake`);
    expect(bad.body).toMatchObject({ bad: true, bad_reason: 'fake', stop_matching: true });
    const verified = await manager.post(`/lead/${id}/verified`);
    expect(verified.body.assigned_leads).toEqual([]);
  });

  it('sets the calling flags and mails the consumer, keeping when it asked', async () => {
    const id = await newLead();
    expect((await manager.post(`/lead/${id}/dont_call`)).body.do_not_call).toBe(true);
    expect((await manager.post(`/v2/lead/${id}/mark-must-be-called`)).body.must_call).toBe(true);
    const lead = (await manager.get(`/lead/${id}`)).body;
    await manager.post(`/lead/${id}/feedback_request`);
    await manager.post(`/lead/${id}/thank_you_client`);
    const mails = await api.db.select().from(emailLog).where(eq(emailLog.toAddress, lead.email));
    expect(mails.map((m) => m.template)).toEqual(
      expect.arrayContaining(['lead_feedback_request', 'lead_thank_you']),
    );
    expect((await customer.post(`/lead/${id}/dont_call`)).status).toBe(403);
  });

  it('keeps notes and call notes apart, with who wrote them', async () => {
    const id = await newLead();
    expect((await manager.post(`/note/lead/${id}`, { text: '' })).status).toBe(400);
    await manager.post(`/note/lead/${id}`, { text: 'Klant wil na 17:00 gebeld worden.' });
    const calls = await manager.post(`/call-note/lead/${id}`, { text: 'Voicemail ingesproken.' });
    expect(calls.status).toBe(201);
    expect(calls.body.items).toMatchObject([{ kind: 'call', text: 'Voicemail ingesproken.' }]);
    const notes = await manager.get(`/note/lead/${id}`);
    expect(notes.body.items).toHaveLength(1);
    expect(notes.body.items[0].user_name).toBeTruthy();
  });

  it('takes attachments checked by content, and lets the company that got the lead read them', async () => {
    const id = await newLead();
    const refused = await upload(
      api.url,
      manager,
      `/lead/${id}/attachment`,
      Buffer.from('<html>'),
      'x.pdf',
    );
    expect(refused.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const stored = await upload(
      api.url,
      manager,
      `/lead/${id}/attachment`,
      PNG,
      'dak.png',
      'image/png',
    );
    expect(stored.status).toBe(201);
    const [file] = stored.body.items;
    expect(file).toMatchObject({ file_name: 'dak.png', media_type: 'image/png' });
    const read = await fetch(`${api.url}${file.url}`, {
      headers: { cookie: [...customer.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('walks to the previous and next lead and finds other leads of the same consumer', async () => {
    const first = await newLead();
    const second = await newLead();
    expect((await manager.get(`/lead/${second}/prev`)).body.id).toBe(first);
    expect((await manager.get(`/lead/${first}/next`)).body.id).toBe(second);
    const payload = leadPayload('dakkapel');
    const a = await manager.post(`/partner/${guid}/lead`, payload);
    const b = await manager.post(`/partner/${guid}/lead`, { ...payload, discr: 'kozijnen' });
    const same = await manager.get(`/lead/${a.body.lead_id}/from_same_user`);
    expect(same.body.items.map((l: { id: number }) => l.id)).toEqual([b.body.lead_id]);
  });

  it('exports the list as CSV', async () => {
    const answer = await fetch(`${api.url}/lead/csv?startDate=0&itemsPerPage=5`, {
      headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,created,product/);
    expect(lines).toHaveLength(6);
  });
});

describe('the match modal', () => {
  it('lists the companies around a lead with why matching passed them over, and assigns by hand', async () => {
    const id = await newLead({ answers: { roof_type: 'flat' } });
    const near = await manager.get(`/match/lead/${id}/near_matches`);
    expect(near.status).toBe(200);
    const hendriks = await companyIdByName(manager, 'Hendriks');
    const theirs = near.body.items.find((m: { company_id: number }) => m.company_id === hendriks);
    expect(theirs).toMatchObject({ reasons: ['already_assigned'] });
    const lead = (await manager.get(`/lead/${id}`)).body;
    const have = lead.assigned_leads.map((a: { company_id: number }) => a.company_id);
    const candidates = await Promise.all(
      ['Willems', 'Zeeman', 'Dekker'].map((n) => companyIdByName(manager, n)),
    );
    const other = candidates.find((companyId) => !have.includes(companyId))!;
    const assigned = await manager.post(`/match/lead/${id}`, { company_id: other });
    expect(assigned.status).toBe(200);
    const given = assigned.body.assigned_leads.find(
      (a: { company_id: number }) => a.company_id === other,
    );
    expect(given.origin).toBe('manual');
    const twice = await manager.post(`/match/lead/${id}`, { company_id: hendriks });
    expect(twice.body.message).toBe('MESSAGE.ALREADY_ASSIGNED');
    const archived = await companyIdByName(manager, 'Archief');
    expect((await manager.post(`/match/lead/${id}`, { company_id: archived })).body.message).toBe(
      'MESSAGE.ASSIGNMENT_FAILED',
    );
  });
});

describe('the partner lead-add screen', () => {
  it('lets a partner user add a lead for its partner company, and nobody else', async () => {
    const partner = await clientFor(api.url, 'partner@demo.nl');
    const answer = await partner.post('/partner/lead', leadPayload('zonnepanelen'));
    expect(answer.status).toBe(201);
    const lead = (await manager.get(`/lead/${answer.body.lead_id}`)).body;
    expect(lead.source).toBe('partner_portal');
    expect(lead.partner_company_id).toBe(await companyIdByName(manager, 'Dekker'));
    expect((await customer.post('/partner/lead', leadPayload('zonnepanelen'))).status).toBe(403);
  });
});
