/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAccess, type Permission } from '#domain/accounts/access';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { DEMO_ACCOUNTS } from '../support/seed-kit';
import { clientFor, companyIdByName } from '../companies/company-test-kit';
import { loginRest, onePerAccount } from '../support/login-kit';
import { DEMO_USER } from '../support/demo';

/**
 * Every demo role against the api operations that a route rule guards. The
 * expectations are the route rules, written out here apart from the code:
 * - customer company screens (edit, users, notification lists, profile): partner or
 *   customer, never a claim partner; staff reach the same actions from the staff
 *   company screen;
 * - customer prepaid: anyone but a partner, on a company the account belongs to; staff
 *   from the company screen;
 * - the role list: the manager (user-role screen).
 * An operation a role may run must not be refused (it may still fail on its input: the
 * calls below send stale versions or invalid amounts, so nothing is changed); one it may
 * not run answers 403, or 404 when the company is out of its reach.
 */
const STAFF_SCREEN: Permission = ['ROLE_LEAD_USER'];
const CUSTOMER_COMPANY: Permission = [
  'ROLE_LEAD_PARTNER',
  'ROLE_LEAD_CUSTOMER',
  '!ROLE_LEAD_CLAIM_PARTNER',
];
const CUSTOMER_PREPAID: Permission = ['!ROLE_LEAD_PARTNER'];
const MANAGER: Permission = ['ROLE_LEAD_MANAGER'];

interface Target {
  companyId: number;
  mainUserId: number;
  listId: number;
  /** The account belongs to the company (else it is a staff account acting on Hendriks). */
  member: boolean;
}

type Call = (client: TestClient, target: Target) => Promise<{ status: number; body: any }>;

const OPERATIONS: { name: string; rule: 'company' | 'prepaid' | 'manager'; call: Call }[] = [
  {
    name: 'updateCompany',
    rule: 'company',
    call: (c, t) => c.post(`/company/${t.companyId}`, { name: 'Niet opgeslagen', version: -1 }),
  },
  {
    name: 'addCompanyUser',
    rule: 'company',
    call: (c, t) => c.post(`/company/${t.companyId}/user`, { email: 'geen-adres' }),
  },
  {
    name: 'setMainUser',
    rule: 'company',
    call: (c, t) =>
      c.post(`/company/${t.companyId}/user/${t.mainUserId}`, { admin: true, version: -1 }),
  },
  {
    name: 'enableCompanyUser',
    rule: 'company',
    call: (c, t) => c.post('/user/enable', { user_id: t.mainUserId, company_id: t.companyId }),
  },
  {
    name: 'updateNotificationList',
    rule: 'company',
    call: (c, t) =>
      c.post(`/company/${t.companyId}/notification-list/${t.listId}`, { version: -1 }),
  },
  {
    name: 'saveCompanyProfile',
    rule: 'company',
    call: (c, t) => c.post(`/company/${t.companyId}/profile`, { why_us: [], version: -1 }),
  },
  {
    name: 'prepaidAccount',
    rule: 'prepaid',
    call: (c, t) => c.get(`/company/${t.companyId}/prepaid`),
  },
  {
    name: 'prepaidLedger',
    rule: 'prepaid',
    call: (c, t) => c.get(`/company/${t.companyId}/prepaid/ledger`),
  },
  {
    name: 'depositPrepaid',
    rule: 'prepaid',
    call: (c, t) => c.post(`/company/${t.companyId}/prepaid`, { amount: 3 }),
  },
  {
    name: 'openDeposit',
    rule: 'prepaid',
    call: (c, t) => c.get(`/company/${t.companyId}/deposit`),
  },
  {
    name: 'cancelDeposit',
    rule: 'prepaid',
    call: (c, t) => c.delete(`/company/${t.companyId}/prepaid`),
  },
  {
    name: 'autoTopUp',
    rule: 'prepaid',
    call: (c, t) => c.get(`/company/${t.companyId}/prepaid/auto_top_up`),
  },
  {
    name: 'saveAutoTopUp',
    rule: 'prepaid',
    call: (c, t) =>
      c.put(`/company/${t.companyId}/prepaid/auto_top_up`, {
        enabled: false,
        threshold_cents: 0,
        amount_euros: 3,
        version: 0,
      }),
  },
  {
    name: 'depositPrepaidByTikkie',
    rule: 'prepaid',
    call: (c, t) => c.post(`/company/${t.companyId}/prepaid/tikkie`, { amount: 3 }),
  },
  {
    name: 'depositReceipts',
    rule: 'prepaid',
    call: (c, t) => c.get(`/company/${t.companyId}/prepaid/receipt`),
  },
  { name: 'roles', rule: 'manager', call: (c) => c.get('/user/role') },
];

function mayRun(rule: 'company' | 'prepaid' | 'manager', roles: string[], member: boolean) {
  if (rule === 'manager') return hasAccess(roles, MANAGER);
  if (hasAccess(roles, STAFF_SCREEN)) return true;
  return member && hasAccess(roles, rule === 'company' ? CUSTOMER_COMPANY : CUSTOMER_PREPAID);
}

let api: RunningApi;
let manager: TestClient;
let hendriks: number;

/** A client logged in as a demo account (one login per account for the whole file). */
const as = onePerAccount((email) => loginRest(api.url, email));

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, DEMO_USER.manager);
  hendriks = await companyIdByName(manager, 'Hendriks');
});
afterAll(async () => api?.close());

/** The account's first company (or Hendriks for accounts without one), with its main user and a list. */
async function targetOf(client: TestClient): Promise<Target> {
  const me = (await client.get('/user/current')).body;
  const own = me.companies?.[0]?.id as number | undefined;
  const companyId = own ?? hendriks;
  const members = (await manager.get(`/company/${companyId}/user`)).body.items;
  const lists = (await manager.get(`/company/${companyId}/notification-list`)).body.items;
  return {
    companyId,
    mainUserId: members.find((m: any) => m.admin).user_id,
    listId: lists[0].id,
    member: own !== undefined,
  };
}

describe.each(DEMO_ACCOUNTS.map((account) => [account.email, account.roles] as const))(
  '%s',
  (email, roles) => {
    it.each(OPERATIONS.map((op) => [op.name, op] as const))(
      '%s answers as the route rules say',
      async (_name, operation) => {
        const client = await as(email);
        const target = await targetOf(client);
        const answer = await operation.call(client, target);
        if (mayRun(operation.rule, roles, target.member)) {
          expect([401, 403, 404], JSON.stringify(answer.body)).not.toContain(answer.status);
          expect(answer.status).toBeLessThan(500);
        } else {
          expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
        }
      },
    );
  },
);
