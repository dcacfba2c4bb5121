import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { companies } from '../../api/src/companies/company.table';
import { addCompany, addPartner, leadPayload } from '../leads/lead-test-kit';
import { linkUser } from '../plaza/plaza-test-kit';
import { startStack, type GraphQLTestClient, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

let stack: RunningStack;
let manager: GraphQLTestClient;
let staff: GraphQLTestClient;
let customer: GraphQLTestClient;

beforeAll(async () => {
  stack = await startStack();
  manager = await loginGraphQL(stack, DEMO_USER.manager);
  staff = await loginGraphQL(stack, DEMO_USER.accountManager);
  customer = await loginGraphQL(stack, DEMO_USER.customer);
}, 60_000);
afterAll(async () => stack?.close());

const FAILED = `query { failedPartnerRequests { items { id partnerName requestId body status errorKey errorFields retryCount doneAt leadId } total } }`;

describe('failed partner requests over GraphQL', () => {
  it('lists a failed request, retries it and deletes it; staff may not delete', async () => {
    const guid = await addPartner(stack.db);
    const [partner] = await stack.db
      .select()
      .from(companyPartners)
      .where(eq(companyPartners.guid, guid));
    const sent = await fetch(`${stack.apiUrl}/partner/${guid}/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadPayload('bestaat-niet', 'utrecht', { request_id: 'gw-1' })),
    });
    expect(sent.status).toBe(400);
    const list = await staff.request(FAILED);
    expect(list.errors).toBeUndefined();
    const row = list.data.failedPartnerRequests.items.find(
      (item: { requestId: string }) => item.requestId === 'gw-1',
    );
    expect(row).toMatchObject({ status: 400, errorKey: 'MESSAGE.VALIDATION_FAILED' });
    const [company] = await stack.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, partner!.companyId));
    expect(row.partnerName).toBe(company!.name);

    const retried = await staff.request(
      'mutation ($id: ID!) { retryPartnerRequest(id: $id) { id retryCount doneAt errorKey } }',
      { id: row.id },
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data.retryPartnerRequest).toMatchObject({ retryCount: 1, doneAt: null });

    const refused = await staff.request('mutation ($id: ID!) { deletePartnerRequest(id: $id) }', {
      id: row.id,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const deleted = await manager.request('mutation ($id: ID!) { deletePartnerRequest(id: $id) }', {
      id: row.id,
    });
    expect(deleted.data.deletePartnerRequest).toBe(row.id);
    const denied = await customer.request(FAILED);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('change requests over GraphQL', () => {
  it('a customer files one, staff see it with the value now and accept it', async () => {
    const own = await addCompany(stack.db, 'utrecht', { name: 'Gateway Klant' });
    await linkUser(stack.db, own, DEMO_USER.customer);
    const filed = await customer.request(
      `mutation ($companyId: ID!, $input: CompanyChangeRequestInput!) {
        fileCompanyChangeRequest(companyId: $companyId, input: $input) { id state changes }
      }`,
      { companyId: String(own), input: { name: 'Gateway Klant B.V.', note: 'Nieuwe naam' } },
    );
    expect(filed.errors).toBeUndefined();
    expect(filed.data.fileCompanyChangeRequest).toMatchObject({
      state: 'open',
      changes: { name: 'Gateway Klant B.V.' },
    });
    const invalid = await customer.request(
      `mutation ($companyId: ID!, $input: CompanyChangeRequestInput!) {
        fileCompanyChangeRequest(companyId: $companyId, input: $input) { id }
      }`,
      { companyId: String(own), input: { name: 'Gateway Klant' } },
    );
    expect(invalid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const open = await staff.request(
      'query { openCompanyChangeRequests { items { id companyId companyVersion currentValues note requestedBy { email } } total } }',
    );
    const item = open.data.openCompanyChangeRequests.items.find(
      (request: { id: string }) => request.id === filed.data.fileCompanyChangeRequest.id,
    );
    expect(item).toMatchObject({
      companyId: String(own),
      currentValues: { name: 'Gateway Klant' },
      note: 'Nieuwe naam',
      requestedBy: { email: DEMO_USER.customer },
    });
    const stale = await staff.request(
      'mutation ($id: ID!, $v: Int!) { acceptCompanyChangeRequest(id: $id, companyVersion: $v) { state } }',
      { id: item.id, v: item.companyVersion + 1 },
    );
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const accepted = await staff.request(
      'mutation ($id: ID!, $v: Int!) { acceptCompanyChangeRequest(id: $id, companyVersion: $v) { state } }',
      { id: item.id, v: item.companyVersion },
    );
    expect(accepted.data.acceptCompanyChangeRequest.state).toBe('accepted');
    const company = await customer.request('query ($id: ID!) { company(id: $id) { name } }', {
      id: String(own),
    });
    expect(company.data.company.name).toBe('Gateway Klant B.V.');
    const mine = await customer.request(
      'query ($id: ID!) { companyChangeRequests(companyId: $id) { state } }',
      { id: String(own) },
    );
    expect(mine.data.companyChangeRequests).toEqual([{ state: 'accepted' }]);
    const refused = await customer.request('query { openCompanyChangeRequests { total } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('the home follows the outbox', () => {
  it('tells staff live that a partner request failed; customers are refused', async () => {
    const sub = await staff.subscribe(
      'subscription { leadGeneratorDashboardChanged { eventId type } }',
    );
    try {
      const guid = await addPartner(stack.db);
      const sent = await fetch(`${stack.apiUrl}/partner/${guid}/lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadPayload('bestaat-niet')),
      });
      expect(sent.status).toBe(400);
      const payload = await sub.next(3000);
      expect(payload.errors).toBeUndefined();
      expect(payload.data.leadGeneratorDashboardChanged.type).toBe('partner_request.failed');
      expect(Number(payload.data.leadGeneratorDashboardChanged.eventId)).toBeGreaterThan(0);
    } finally {
      sub.close();
    }
    const refused = await customer.subscribe(
      'subscription { leadGeneratorDashboardChanged { eventId type } }',
    );
    try {
      const answer = await refused.next(3000);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      refused.close();
    }
  });
});
