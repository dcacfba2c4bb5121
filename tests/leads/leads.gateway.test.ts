/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import type { RestCallRecord } from '../../gateway/src/rest/rest-client';
import { startStack, type RunningStack } from '../support/gateway-harness';
import { leadPayload } from './lead-test-kit';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;
const restCalls: RestCallRecord[] = [];

beforeAll(async () => {
  stack = await startStack({
    // The test client stands for a load balancer on this machine: its X-Forwarded-For counts.
    api: { config: { trustProxy: ['loopback'] } },
    gatewayOptions: { onRestCall: (call) => restCalls.push(call) },
  });
}, 60_000);
afterAll(async () => stack?.close());
beforeEach(() => {
  restCalls.length = 0;
});

async function companyId(name: string): Promise<number> {
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row!.id;
}

const STAFF_LIST = `query ($pageSize: Int) {
  leads(filter: { startDate: 0 }, pageSize: $pageSize) {
    total
    items {
      id familyName onHold product { discr name } address { postalCode city }
      answers { question answer }
      assignments { companyName state priceCents company { id name state } }
    }
  }
}`;

const CUSTOMER_LIST = `query ($companyId: ID!) {
  assignedLeads(companyId: $companyId, filter: { startDate: 0 }, pageSize: 50) {
    total
    items { id state priceCents lead { familyName product { name } answers { answer } } crmTasks { type taskDate } }
  }
}`;

describe('lead lists cost a bounded number of REST calls', () => {
  it('the staff list of 50 leads with their companies: the list, the catalogue, one company batch', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager, { viewerFirst: true });
    restCalls.length = 0;
    const answer = await manager.request(STAFF_LIST, { pageSize: 50 });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.leads.items).toHaveLength(50);
    const withCompanies = answer.data.leads.items.filter((l: any) => l.assignments.length > 0);
    expect(withCompanies.length).toBeGreaterThan(3);
    expect(withCompanies[0].assignments[0].company.name).toBe(
      withCompanies[0].assignments[0].companyName,
    );
    expect(restCalls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /company',
      'GET /lead',
      'GET /product',
    ]);
    // Twice as many leads, the same calls.
    restCalls.length = 0;
    await manager.request(STAFF_LIST, { pageSize: 100 });
    expect(restCalls).toHaveLength(3);
  });

  it('the customer list: the list and the catalogue, whatever its length', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    restCalls.length = 0;
    const hendriks = await companyId(DEMO_COMPANY.hendriks);
    const answer = await customer.request(CUSTOMER_LIST, { companyId: hendriks });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.assignedLeads.items.length).toBeGreaterThan(5);
    expect(answer.data.assignedLeads.items[0].lead.product.name).toBeTruthy();
    expect(restCalls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /assigned_lead',
      'GET /product',
    ]);
  });
});

describe('the customer’s pipeline through GraphQL', () => {
  it('moves a lead, records a task and refuses the claimed state', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const hendriks = await companyId(DEMO_COMPANY.hendriks);
    const list = await customer.request(CUSTOMER_LIST, { companyId: hendriks });
    const target = list.data.assignedLeads.items.find((i: any) => i.state === 'new');
    const moved = await customer.request(
      'mutation ($id: ID!) { setAssignedLeadState(id: $id, state: contact) { state } }',
      { id: target.id },
    );
    expect(moved.data.setAssignedLeadState.state).toBe('contact');
    const task = await customer.request(
      'mutation ($id: ID!) { addCrmTask(assignedLeadId: $id, input: { type: appointment, note: "Dinsdag 10:00" }) { state crmTasks { type note } } }',
      { id: target.id },
    );
    expect(task.data.addCrmTask.state).toBe('appointment');
    expect(task.data.addCrmTask.crmTasks.at(-1)).toEqual({
      type: 'appointment',
      note: 'Dinsdag 10:00',
    });
    const claimed = await customer.request(
      'mutation ($id: ID!) { setAssignedLeadState(id: $id, state: claimed) { state } }',
      { id: target.id },
    );
    expect(claimed.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.INVALID_STATUS',
    });
  });

  it('a partner is refused the customer lead list', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner, { viewerFirst: true });
    const hendriks = await companyId(DEMO_COMPANY.hendriks);
    const answer = await partner.request(CUSTOMER_LIST, { companyId: hendriks });
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('adding a lead by hand', () => {
  it('names field errors as the form has them: flat address fields, answers by question key', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager, { viewerFirst: true });
    const answer = await manager.request(
      'mutation ($input: LeadInput!) { addLead(input: $input) { id } }',
      {
        input: {
          discr: 'zonnepanelen',
          familyName: 'Jansen',
          email: 'jansen@example.nl',
          phoneNumber: '0302345678',
          street: 'Oudegracht',
          houseNumber: '12',
          postalCode: '12',
          city: 'Utrecht',
          answers: { roof_type: 'thatched' },
        },
      },
    );
    expect(answer.errors?.[0].extensions.fields).toEqual({
      postalCode: 'MESSAGE.ENTER_VALID_POSTAL_CODE',
    });
    const answers = await manager.request(
      'mutation ($input: LeadInput!) { addLead(input: $input) { id } }',
      {
        input: {
          discr: 'zonnepanelen',
          familyName: 'Jansen',
          email: 'jansen@example.nl',
          phoneNumber: '0302345678',
          street: 'Oudegracht',
          houseNumber: '12',
          postalCode: '3511 AB',
          city: 'Utrecht',
          answers: { roof_type: 'thatched' },
        },
      },
    );
    expect(answers.errors?.[0].extensions.fields).toEqual({
      'answers.roof_type': 'MESSAGE.SELECT_OPTION',
    });
  });
});

describe('the staff lead detail', () => {
  it('shows notes, neighbours, same-consumer leads and near matches, and takes a note', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager, { viewerFirst: true });
    const list = await manager.request(STAFF_LIST, { pageSize: 3 });
    const id = list.data.leads.items[1].id;
    const added = await manager.request(
      'mutation ($id: ID!) { addLeadNote(leadId: $id, kind: call, text: "Gebeld, geen gehoor") { callNotes { text author } } }',
      { id },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addLeadNote.callNotes.at(-1)).toMatchObject({ text: 'Gebeld, geen gehoor' });
    const detail = await manager.request(
      `query ($id: ID!) { lead(id: $id) {
         id previousLeadId nextLeadId notes { text } attachments { url }
         sameConsumerLeads { id }
         nearMatches { companyName companyState distance wanted reasons company { id } }
       } }`,
      { id },
    );
    expect(detail.errors).toBeUndefined();
    const lead = detail.data.lead;
    expect(lead.previousLeadId).toBeTruthy();
    expect(lead.nextLeadId).toBeTruthy();
    for (const match of lead.nearMatches) {
      expect(match.company.id).toBeTruthy();
      expect(match.wanted).toBe(match.reasons.length === 0);
    }
    const reasons = await manager.request('{ badLeadReasons }');
    expect(reasons.data.badLeadReasons).toContain('fake');
    const csv = await manager.request('{ leadCsvUrl(filter: { product: "dakkapel" }, page: 2) }');
    expect(csv.data.leadCsvUrl).toBe(
      '/export/leads.csv?sortColumn=created&sortReverse=true&product=dakkapel&page=2',
    );
  });
});

describe('the public intake through the gateway', () => {
  it('takes partner leads by guid without a session and keeps each sender’s quote-form allowance', async () => {
    const [partner] = await stack.db.select().from(companyPartners).limit(1);
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${stack.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const sandbox = await post(`/partner/${partner!.guid}/lead/match`, leadPayload('zonnepanelen'));
    expect(sandbox.status).toBe(200);
    expect((await sandbox.json()).companies.length).toBeGreaterThan(0);
    const sent = await post(`/partner/${partner!.guid}/lead`, leadPayload('zonnepanelen'), {
      'idempotency-key': 'gw-1',
    });
    const again = await post(`/partner/${partner!.guid}/lead`, leadPayload('zonnepanelen'), {
      'idempotency-key': 'gw-1',
    });
    expect([sent.status, again.status]).toEqual([201, 200]);
    expect((await again.json()).lead_id).toBe((await sent.json()).lead_id);
    const bad = await post(`/partner/${partner!.guid}/lead`, { discr: 'zonnepanelen' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty('family_name');
    // Two senders behind the gateway: each has its own allowance.
    const from = (ip: string) =>
      post('/quote-request', leadPayload('kozijnen'), { 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).status).toBe(201);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(201);
  });
});

describe('live', () => {
  it('a new matching lead reaches the customer’s subscription', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer, { viewerFirst: true });
    const hendriks = await companyId(DEMO_COMPANY.hendriks);
    const subscription = await customer.subscribe(
      'subscription ($companyId: ID!) { assignedLeadsChanged(companyId: $companyId) { event { type } assignedLead { id lead { familyName city: address { city } } } } }',
      { companyId: hendriks },
    );
    try {
      // A lead right at the company's door, for a product it takes (zonnepanelen, seeded).
      const [partner] = await stack.db.select().from(companyPartners).limit(1);
      const payload = leadPayload('zonnepanelen', 'utrecht');
      const sent = await fetch(`${stack.apiUrl}/partner/${partner!.guid}/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const result = await sent.json();
      expect(result.status, JSON.stringify(result)).toBe('matched');
      let change: any;
      for (let i = 0; i < 5; i++) {
        change = (await subscription.next(10_000)).data.assignedLeadsChanged;
        if (change.assignedLead?.lead.familyName === payload.family_name) break;
      }
      expect(change.event.type).toBe('lead.assigned');
      expect(change.assignedLead.lead.familyName).toBe(payload.family_name);
    } finally {
      subscription.close();
    }
  });
});
