import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName } from '../companies/company-test-kit';

let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let partner: TestClient;
let hendriks: number;
let willems: number;

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  hendriks = await companyIdByName(manager, 'Hendriks');
  willems = await companyIdByName(manager, 'Willems');
});
afterAll(async () => api?.close());

async function firstOf(companyId: number, state?: number) {
  const rows = await api.db
    .select()
    .from(assignedLeads)
    .where(eq(assignedLeads.companyId, companyId));
  const row = rows.find((r) => state === undefined || r.state === state);
  if (!row) throw new Error(`no demo assigned lead for company ${companyId}`);
  return row;
}

describe('the customer lead list', () => {
  it('lists only the company’s own leads, newest first, with the consumer’s request', async () => {
    const answer = await customer.get(`/assigned_lead?company=${hendriks}`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(5);
    const items = answer.body.items as {
      company_id: number;
      created_at: string;
      lead: { email: string };
    }[];
    expect(items.every((item) => item.company_id === hendriks)).toBe(true);
    const times = items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(items[0]!.lead.email).toContain('@');
  });

  it('answers 404 for another company’s list and lead, 403 for a partner', async () => {
    expect((await customer.get(`/assigned_lead?company=${willems}`)).status).toBe(404);
    const theirs = await firstOf(willems);
    expect((await customer.get(`/assigned_lead/${theirs.id}`)).status).toBe(404);
    expect((await customer.post(`/assigned_lead/${theirs.id}/state`, { state: 3 })).status).toBe(
      404,
    );
    expect((await partner.get(`/assigned_lead?company=${hendriks}`)).status).toBe(403);
  });

  it('filters by state and search', async () => {
    const row = await firstOf(hendriks, 5);
    const byState = await customer.get(`/assigned_lead?company=${hendriks}&state=5`);
    expect(byState.body.items.map((i: { id: number }) => i.id)).toContain(row.id);
    expect(byState.body.items.every((i: { state: number }) => i.state === 5)).toBe(true);
    const detail = await customer.get(`/assigned_lead/${row.id}`);
    const search = await customer.get(
      `/assigned_lead?company=${hendriks}&search=${encodeURIComponent(detail.body.lead.email)}`,
    );
    expect(search.body.items.map((i: { id: number }) => i.id)).toContain(row.id);
  });
});

describe('the pipeline', () => {
  it('moves a lead to a state of the company’s choice, but never to or from claimed', async () => {
    const row = await firstOf(hendriks, 1);
    const moved = await customer.post(`/assigned_lead/${row.id}/state`, {
      state: 4,
      version: row.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe(4);
    const stale = await customer.post(`/assigned_lead/${row.id}/state`, {
      state: 5,
      version: row.version,
    });
    expect(stale.status).toBe(409);
    const claimed = await customer.post(`/assigned_lead/${row.id}/state`, { state: 8 });
    expect(claimed.body).toMatchObject({ message: 'MESSAGE.INVALID_STATUS' });
    const fromClaimed = await firstOf(hendriks, 8);
    expect(
      (await customer.post(`/assigned_lead/${fromClaimed.id}/state`, { state: 1 })).status,
    ).toBe(400);
  });

  it('records a CRM task dated at the start of the hour and moves the lead forward by it', async () => {
    const row = await firstOf(hendriks, 0);
    const quote = await customer.post(`/assigned_lead/${row.id}/crm_task`, {
      type: 500,
      note: 'Offerte gemaild',
    });
    expect(quote.status).toBe(201);
    expect(quote.body.state).toBe(5);
    const task = quote.body.crm_tasks.at(-1);
    expect(task).toMatchObject({ type: 500, note: 'Offerte gemaild', send_reminder: false });
    const date = new Date(task.task_date);
    expect([date.getMinutes(), date.getSeconds()]).toEqual([0, 0]);
    // A phone call afterwards does not move it back.
    const call = await customer.post(`/assigned_lead/${row.id}/crm_task`, { type: 225 });
    expect(call.body.state).toBe(5);
    const bad = await customer.post(`/assigned_lead/${row.id}/crm_task`, { type: 123 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ type: 'MESSAGE.SELECT_OPTION' });
  });
});

describe('the staff lead screens', () => {
  it('list leads with their assigned companies and refuse customers', async () => {
    const list = await manager.get('/lead?itemsPerPage=20&startDate=0');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(300);
    expect(list.body.items).toHaveLength(20);
    const withCompanies = list.body.items.find(
      (l: { assigned_leads: unknown[] }) => l.assigned_leads.length > 0,
    );
    expect(withCompanies?.assigned_leads[0]).toHaveProperty('company_name');
    expect((await customer.get('/lead')).status).toBe(403);
    const onHold = await manager.get('/lead/on_hold_count');
    expect(onHold.body.count).toBeGreaterThan(0);
  });
});

describe('the with-potential list', () => {
  it('holds only leads that could still go to companies', async () => {
    const list = await manager.get('/lead?potential=y&startDate=0&itemsPerPage=200');
    expect(list.body.total).toBeGreaterThan(0);
    for (const lead of list.body.items) {
      expect(lead.remaining_assignments).toBeGreaterThan(0);
      expect([lead.bad, lead.on_hold, lead.stop_matching]).toEqual([false, false, false]);
      expect(lead.duplicate_of_id).toBeNull();
    }
    const all = await manager.get('/lead?startDate=0&itemsPerPage=1');
    expect(list.body.total).toBeLessThan(all.body.total);
  });
});

describe('the staff list by assignment state', () => {
  it('holds only leads with an assignment in the state asked for', async () => {
    const list = await manager.get('/lead?assignedLeadStatus=6&startDate=0&itemsPerPage=200');
    expect(list.body.total).toBeGreaterThan(0);
    for (const lead of list.body.items)
      expect(lead.assigned_leads.map((a: { state: number }) => a.state)).toContain(6);
    expect((await manager.get('/lead?assignedLeadStatus=12')).status).toBe(400);
  });
});
