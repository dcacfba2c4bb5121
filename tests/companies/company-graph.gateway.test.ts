/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { statesViewerMaySet } from '#domain/companies/company-state';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { companyPartnerLinks } from '../../api/src/companies/company-partner.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import type { RestCallRecord } from '../../gateway/src/rest/rest-client';
import { startStack, type GraphQLTestClient, type RunningStack } from '../support/gateway-harness';
import { loginGraphQL } from '../support/login-kit';
import { DEMO_COMPANY, DEMO_USER } from '../support/demo';

let stack: RunningStack;
const restCalls: RestCallRecord[] = [];

beforeAll(async () => {
  stack = await startStack({ gatewayOptions: { onRestCall: (call) => restCalls.push(call) } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

async function companyId(name: string): Promise<number> {
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  if (!row) throw new Error(`no company ${name}`);
  return row.id;
}

async function userId(email: string): Promise<number> {
  const [row] = await stack.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

function cookieHeader(client: GraphQLTestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * 50 companies, each with an account manager, two users of its own and a partner
 * that manages it (three partners shared between them).
 */
async function seedBatchCompanies(): Promise<void> {
  const managers = await Promise.all(
    [DEMO_USER.manager, DEMO_USER.accountManager, DEMO_USER.sales].map(userId),
  );
  const partners = await stack.db
    .insert(companies)
    .values([1, 2, 3].map((n) => ({ name: `Batchpartner ${n}`, state: 'active', isPartner: true })))
    .returning({ id: companies.id });
  const rows = await stack.db
    .insert(companies)
    .values(
      Array.from({ length: 50 }, (_, n) => ({
        name: `Batchbedrijf ${String(n + 1).padStart(2, '0')}`,
        state: 'active',
        accountManagerId: managers[n % managers.length],
      })),
    )
    .returning({ id: companies.id });
  const people = await stack.db
    .insert(users)
    .values(
      Array.from({ length: 100 }, (_, n) => ({
        email: `batch-user-${n}@batch.demo.nl`,
        passwordHash: 'not-a-login',
        givenName: 'Batch',
        familyName: `Gebruiker ${n}`,
      })),
    )
    .returning({ id: users.id });
  await stack.db.insert(companyUsers).values(
    rows.flatMap((row, n) => [
      { companyId: row.id, userId: people[2 * n]!.id, admin: true },
      { companyId: row.id, userId: people[2 * n + 1]!.id, admin: false },
    ]),
  );
  await stack.db
    .insert(companyPartnerLinks)
    .values(rows.map((row, n) => ({ partnerCompanyId: partners[n % 3]!.id, companyId: row.id })));
}

const LIST = `query ($filter: CompanyFilter, $pageSize: Int) {
  companies(filter: $filter, sort: name, pageSize: $pageSize) {
    total
    items {
      id name state
      accountManager { id fullName }
      users { id isMainUser enabled user { id email fullName } }
      partners { id name isPartner }
      viewerCanChangeState
    }
  }
}`;

const COMPANY_FIELDS = `id name state previousState version city comments paymentTerms
  viewerCanEdit viewerCanChangeState statesViewerMaySet viewerCanChangePaymentTerms
  viewerCanGeneratePasswords viewerCanDelete hasValidContract isComparison`;

describe('the company overview', () => {
  beforeAll(async () => {
    await seedBatchCompanies();
  });
  beforeEach(() => {
    restCalls.length = 0;
  });

  it('lists 50 companies with account managers, users and partners in at most 3 REST calls', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    // As the web app does on every page: the shell asks for the viewer first.
    await manager.request('query { viewer { id roles } }');
    restCalls.length = 0;
    const answer = await manager.request(LIST, {
      filter: { search: 'Batchbedrijf' },
      pageSize: 50,
    });
    expect(answer.errors).toBeUndefined();
    const { items, total } = answer.data.companies;
    expect(total).toBe(50);
    expect(items).toHaveLength(50);
    expect(items[0].name).toBe('Batchbedrijf 01');
    for (const item of items) {
      expect(item.accountManager.fullName).toMatch(/\w+ \w+/);
      expect(item.users).toHaveLength(2);
      expect(item.users.filter((u: any) => u.isMainUser)).toHaveLength(1);
      expect(item.users.every((u: any) => u.user.email.endsWith('@batch.demo.nl'))).toBe(true);
      expect(item.partners).toHaveLength(1);
      expect(item.partners[0].name).toMatch(/^Batchpartner \d$/);
      expect(item.viewerCanChangeState).toBe(true);
    }

    // The session was looked up a moment ago (gateway session cache), so the whole
    // request costs the list and one batch per related entity.
    expect(restCalls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /company', // the list
      'GET /company', // the partners, one batch (?ids=)
      'GET /user', // account managers and company users, one batch (?ids=)
    ]);
    expect(answer.extensions?.restCalls).toBe(3);
  });

  it('asks the api for the session once more when it was not looked up recently', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    restCalls.length = 0;
    const answer = await manager.request(LIST, {
      filter: { search: 'Batchbedrijf' },
      pageSize: 50,
    });
    expect(answer.errors).toBeUndefined();
    expect(restCalls.filter((call) => call.path === '/user/current')).toHaveLength(1);
    expect(restCalls).toHaveLength(4);
  });

  it('sees a role removed by the manager at once, despite the session cache', async () => {
    const sales = await loginGraphQL(stack, DEMO_USER.sales);
    const before = await sales.request(LIST, { filter: { search: 'Batchbedrijf' }, pageSize: 1 });
    expect(before.errors).toBeUndefined();

    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const roles = await manager.request('query { roles { id name } }');
    const leadUser = roles.data.roles.find((r: any) => r.name === 'ROLE_LEAD_USER');
    const salesUser = await sales.request('query { viewer { id } }');
    const removed = await manager.request(
      'mutation ($u: ID!, $r: ID!) { removeRole(userId: $u, roleId: $r) { id } }',
      { u: salesUser.data.viewer.id, r: leadUser.id },
    );
    expect(removed.errors).toBeUndefined();
    try {
      // The api's event reaches the gateway within milliseconds and drops the cached session.
      await expect
        .poll(
          async () =>
            (await sales.request(LIST, { filter: { search: 'Batchbedrijf' }, pageSize: 1 }))
              .errors?.[0]?.extensions?.code,
          { timeout: 5000 },
        )
        .toBe('FORBIDDEN');
    } finally {
      await manager.request(
        'mutation ($u: ID!, $r: ID!) { grantRole(userId: $u, roleId: $r) { id } }',
        { u: salesUser.data.viewer.id, r: leadUser.id },
      );
    }
  });

  it('costs the same number of REST calls for 5 rows as for 50', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    await manager.request('query { viewer { id } }');
    const five = await manager.request(LIST, { filter: { search: 'Batchbedrijf' }, pageSize: 5 });
    const fifty = await manager.request(LIST, { filter: { search: 'Batchbedrijf' }, pageSize: 50 });
    expect(five.data.companies.items).toHaveLength(5);
    expect(five.extensions?.restCalls).toBe(fifty.extensions?.restCalls);
  });

  it('filters by state and refuses the overview to a customer', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const paused = await manager.request(
      `query { companies(filter: { states: [paused] }) { total items { name state } } }`,
    );
    expect(paused.data.companies.items.length).toBeGreaterThan(0);
    expect(paused.data.companies.items.every((c: any) => c.state === 'paused')).toBe(true);

    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const refused = await customer.request(`query { companies { total } }`);
    expect(refused.errors![0].extensions).toMatchObject({
      code: 'FORBIDDEN',
      messageKey: 'MESSAGE.ACCESS_DENIED',
    });
  });

  it('downloads the filtered overview as CSV through the gateway, for staff only', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const link = await manager.request(
      `query { companyCsvUrl(filter: { search: "Batchbedrijf 0" }, sort: name_desc) }`,
    );
    const url: string = link.data.companyCsvUrl;
    expect(url).toMatch(/^\/export\/companies\.csv\?/);
    const csv = await fetch(`${stack.gatewayUrl}${url}`, {
      headers: { cookie: cookieHeader(manager) },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment/);
    const text = await csv.text();
    expect(text).toContain('Batchbedrijf 09');
    expect(text).not.toContain('Batchbedrijf 10');
    expect(text.indexOf('Batchbedrijf 09')).toBeLessThan(text.indexOf('Batchbedrijf 01'));

    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const refused = await fetch(`${stack.gatewayUrl}${url}`, {
      headers: { cookie: cookieHeader(customer) },
    });
    expect(refused.status).toBe(403);
  });
});

describe('the state changer through GraphQL', () => {
  it('offers the domain rule states and changes the state, with the event in the log', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.bos);
    const before = await manager.request(
      `query ($id: ID!) { company(id: $id) { ${COMPANY_FIELDS} } }`,
      {
        id,
      },
    );
    const company = before.data.company;
    expect(company.state).toBe('paused');
    expect(company.viewerCanChangeState).toBe(true);
    expect(company.statesViewerMaySet).toEqual(
      statesViewerMaySet(['ROLE_LEAD_MANAGER', 'ROLE_LEAD_USER'], {
        state: 'paused',
        hasValidContract: company.hasValidContract,
        isComparison: company.isComparison,
      }),
    );
    expect(company.statesViewerMaySet).toContain('archived');
    expect(company.statesViewerMaySet).not.toContain('debtclaim');
    expect(company.viewerCanChangePaymentTerms).toBe(true);

    const changed = await manager.request(
      `mutation ($id: ID!) { changeCompanyState(id: $id, state: archived) {
        messageKey company { ${COMPANY_FIELDS} events(pageSize: 1) { total items { type user { fullName } } } }
      } }`,
      { id },
    );
    expect(changed.errors).toBeUndefined();
    const result = changed.data.changeCompanyState;
    expect(result.messageKey).toBe('MESSAGE.CHANGES_SAVED');
    expect(result.company).toMatchObject({ state: 'archived', previousState: 'paused' });
    expect(result.company.statesViewerMaySet).not.toContain('active');
    expect(result.company.events.items[0]).toMatchObject({
      type: 'archived',
      user: { fullName: 'Marieke de Vries' },
    });
  });

  it('hands a blacklisted company with open debt to debt collection, with its own message', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.kozijnenNoord);
    const answer = await manager.request(
      `mutation ($id: ID!) { changeCompanyState(id: $id, state: blacklisted) { messageKey company { state } } }`,
      { id },
    );
    expect(answer.data.changeCompanyState).toEqual({
      messageKey: 'MESSAGE.STATE_CHANGED_TO_DEBTCLAIM',
      company: { state: 'debtclaim' },
    });
  });

  it('refuses a forbidden move with the api message', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.archief);
    const answer = await manager.request(
      `mutation ($id: ID!) { changeCompanyState(id: $id, state: active) { company { state } } }`,
      { id },
    );
    expect(answer.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'MESSAGE.STATE_CHANGE_NOT_ALLOWED',
    });
  });

  it('gives a customer no state changer on its own company and refuses the mutation', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const id = await companyId(DEMO_COMPANY.hendriks);
    const own = await customer.request(
      `query ($id: ID!) { company(id: $id) { id name viewerCanEdit viewerCanChangeState statesViewerMaySet viewerCanChangePaymentTerms viewerCanDelete } }`,
      { id },
    );
    expect(own.errors).toBeUndefined();
    expect(own.data.company).toMatchObject({
      viewerCanEdit: true,
      viewerCanChangeState: false,
      statesViewerMaySet: [],
      viewerCanChangePaymentTerms: false,
      viewerCanDelete: false,
    });
    const refused = await customer.request(
      `mutation ($id: ID!) { changeCompanyState(id: $id, state: paused) { company { state } } }`,
      { id },
    );
    expect(refused.errors![0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('company isolation', () => {
  it('does not let a customer read or change another company', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const other = await companyId(DEMO_COMPANY.willems);
    const read = await customer.request(`query ($id: ID!) { company(id: $id) { id name } }`, {
      id: other,
    });
    expect(read.data?.company ?? null).toBeNull();
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(read.errors![0].extensions.code);

    const write = await customer.request(
      `mutation ($id: ID!) { updateCompany(id: $id, version: 1, input: { city: "Elders" }) { id } }`,
      { id: other },
    );
    expect(['NOT_FOUND', 'FORBIDDEN']).toContain(write.errors![0].extensions.code);
    const [row] = await stack.db.select().from(companies).where(eq(companies.id, other));
    expect(row!.city).not.toBe('Elders');
  });

  it('leaves companies the customer may not see out of the partners of its own company', async () => {
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const id = await companyId(DEMO_COMPANY.hendriks);
    const answer = await customer.request(
      `query ($id: ID!) { company(id: $id) { partners { id } users { user { email } } comments } }`,
      { id },
    );
    // comments are staff-only: that one field is refused, the rest answers.
    expect(answer.errors![0].path).toEqual(['company', 'comments']);
    expect(answer.errors![0].extensions.code).toBe('FORBIDDEN');
    expect(answer.data.company.users.map((u: any) => u.user.email)).toContain(DEMO_USER.customer);
  });
});

describe('optimistic locking', () => {
  it('refuses a stale save with CONFLICT and MESSAGE.DATA_OUTDATED, keeping the first save', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const other = await loginGraphQL(stack, DEMO_USER.accountManager);
    const id = await companyId(DEMO_COMPANY.zwart);
    const read = await manager.request(`query ($id: ID!) { company(id: $id) { version } }`, { id });
    const version = read.data.company.version;

    const UPDATE = `mutation ($id: ID!, $version: Int!, $input: CompanyInput!) {
      updateCompany(id: $id, version: $version, input: $input) { id version comments }
    }`;
    const first = await other.request(UPDATE, { id, version, input: { comments: 'Eerste' } });
    expect(first.errors).toBeUndefined();
    expect(first.data.updateCompany.version).toBe(version + 1);

    const stale = await manager.request(UPDATE, { id, version, input: { comments: 'Tweede' } });
    expect(stale.errors![0].extensions).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'MESSAGE.DATA_OUTDATED',
    });
    const after = await manager.request(
      `query ($id: ID!) { company(id: $id) { comments version } }`,
      {
        id,
      },
    );
    expect(after.data.company).toEqual({ comments: 'Eerste', version: version + 1 });
  });

  it('names field errors after the GraphQL input fields', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.zwart);
    const read = await manager.request(`query ($id: ID!) { company(id: $id) { version } }`, { id });
    const answer = await manager.request(
      `mutation ($id: ID!, $version: Int!) {
        updateCompany(id: $id, version: $version, input: { postalCode: "ABC", country: "NL" }) { id }
      }`,
      { id, version: read.data.company.version },
    );
    expect(answer.errors![0].extensions.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(answer.errors![0].extensions.fields)).toContain('postalCode');
  });
});

describe('uploads through the gateway', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  function form(data: Buffer, name: string, type: string): FormData {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return body;
  }

  it('stores a logo posted to the upload route and serves it back', async () => {
    const manager = await loginGraphQL(stack, DEMO_USER.manager);
    const id = await companyId(DEMO_COMPANY.groen);
    const urls = await manager.request(
      `query ($id: ID!) { company(id: $id) { logoUrl uploadUrl(kind: logo) } }`,
      { id },
    );
    const uploadUrl: string = urls.data.company.uploadUrl;
    expect(uploadUrl).toBe(`/upload/company/${id}/logo`);

    const withoutCsrf = await fetch(`${stack.gatewayUrl}${uploadUrl}`, {
      method: 'POST',
      headers: { cookie: cookieHeader(manager) },
      body: form(PNG, 'logo.png', 'image/png'),
    });
    expect(withoutCsrf.status).toBe(403);

    const wrongType = await fetch(`${stack.gatewayUrl}${uploadUrl}`, {
      method: 'POST',
      headers: { cookie: cookieHeader(manager), 'x-graphql-csrf': '1' },
      body: form(Buffer.from('gewoon tekst'), 'logo.png', 'image/png'),
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({ message: 'MESSAGE.FILE_TYPE_NOT_SUPPORTED' });

    const uploaded = await fetch(`${stack.gatewayUrl}${uploadUrl}`, {
      method: 'POST',
      headers: { cookie: cookieHeader(manager), 'x-graphql-csrf': '1' },
      body: form(PNG, 'logo.png', 'image/png'),
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toEqual({ message: 'MESSAGE.UPLOAD_SUCCESSFUL' });

    const after = await manager.request(`query ($id: ID!) { company(id: $id) { logoUrl } }`, {
      id,
    });
    const logoUrl: string = after.data.company.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/files/company/${id}/logo\\?v=\\d+$`));
    const image = await fetch(`${stack.gatewayUrl}${logoUrl}`, {
      headers: { cookie: cookieHeader(manager) },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // Someone without access to the company gets nothing.
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const hidden = await fetch(`${stack.gatewayUrl}${logoUrl}`, {
      headers: { cookie: cookieHeader(customer) },
    });
    expect(hidden.status).toBe(404);
  });
});

describe('a partner’s managed companies', () => {
  it('the partner user reads the companies its partner company manages; others get none', async () => {
    const partner = await loginGraphQL(stack, DEMO_USER.partner);
    const dekker = await companyId(DEMO_COMPANY.dekker);
    const answer = await partner.request(
      'query ($id: ID!) { company(id: $id) { managedCompanies { name } } }',
      { id: dekker },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.company.managedCompanies.map((c: any) => c.name)).toContain(
      DEMO_COMPANY.groen,
    );
    const customer = await loginGraphQL(stack, DEMO_USER.customer);
    const own = await companyId(DEMO_COMPANY.hendriks);
    const none = await customer.request(
      'query ($id: ID!) { company(id: $id) { managedCompanies { name } } }',
      { id: own },
    );
    expect(none.data.company.managedCompanies).toEqual([]);
  });
});
