import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../api/src/accounts/user.table';
import { companies } from '../../api/src/companies/company.table';
import { startApi, type RunningApi } from '../support/api-harness';
import { DEMO_COMPANY, DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';
import { loginRest } from '../support/login-kit';

// The names tests use for the demo data (tests/support/demo.ts) are the seeded ones.
let api: RunningApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api?.close());

it('every named demo account is seeded and logs in with the demo password', async () => {
  const emails = [...Object.values(DEMO_USER), ...Object.values(DEMO_COMPANY_USER)];
  const rows = await api.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
  await loginRest(api.url, DEMO_USER.customer);
});

it('every named demo company is seeded', async () => {
  const names = Object.values(DEMO_COMPANY);
  const rows = await api.db
    .select({ name: companies.name })
    .from(companies)
    .where(inArray(companies.name, names));
  expect(rows.map((row) => row.name).sort()).toEqual([...names].sort());
});
