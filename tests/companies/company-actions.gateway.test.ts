/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../api/src/companies/company.table';
import {
  createGraphQLClient,
  startStack,
  type GraphQLTestClient,
  type RunningStack,
} from '../support/gateway-harness';

let stack: RunningStack;
let manager: GraphQLTestClient;

beforeAll(async () => {
  stack = await startStack();
  manager = createGraphQLClient(stack.gatewayUrl);
  await manager.login('manager@demo.nl');
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

/** Sends as the manager and fails the test on any error. */
async function ok(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await manager.request(query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

async function refused(query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const answer = await manager.request(query, variables);
  expect(answer.errors, 'expected a refusal').toBeDefined();
  return answer.errors![0].extensions;
}

async function companyId(name: string): Promise<number> {
  const [row] = await stack.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, name));
  return row!.id;
}

const COMPANY = `id name state country paymentTerms municipality province latitude version
  sepaMandateEnabled viewerCanDelete viewerCanActivate activationNeedsMandate
  users { id isMainUser enabled version user { email givenName } }
  sepaMandate { iban bic enabled version }
  notificationLists { id email isMainUser newsletter waLeads version }`;

describe('a company from creation to activation, through GraphQL', () => {
  let id: string;
  let mainUserId: string;

  it('creates a company with the defaults and the address filled in', async () => {
    const data = await ok(
      `mutation ($input: CompanyInput!) { createCompany(input: $input) { ${COMPANY} } }`,
      {
        input: {
          name: 'Gateway Testbedrijf',
          postalCode: '3511AB',
          houseNumber: '5',
          street: 'Oudegracht',
          email: 'info@gateway-test.nl',
        },
      },
    );
    const company = data.createCompany;
    id = company.id;
    expect(company).toMatchObject({
      state: 'archived',
      country: 'NL',
      paymentTerms: 14,
      municipality: 'Utrecht',
      province: 'Utrecht',
      viewerCanDelete: true,
      viewerCanActivate: true,
      activationNeedsMandate: true,
      users: [],
      sepaMandate: null,
    });
    expect(company.latitude).toBeGreaterThan(50);
  });

  it('refuses a company without a name, naming the field', async () => {
    const extensions = await refused(
      `mutation { createCompany(input: { city: "Utrecht" }) { id } }`,
    );
    expect(extensions.code).toBe('BAD_USER_INPUT');
    expect(extensions.fields).toHaveProperty('name');
  });

  it('adds users: the first becomes the main user, the main user moves with its version', async () => {
    const ADD = `mutation ($id: ID!, $input: CompanyUserInput!) { addCompanyUser(companyId: $id, input: $input) { ${COMPANY} } }`;
    const first = await ok(ADD, {
      id,
      input: {
        email: 'eerste@gateway-test.nl',
        givenName: 'Eerste',
        familyName: 'Gebruiker',
        gender: 'female',
      },
    });
    expect(first.addCompanyUser.users).toHaveLength(1);
    expect(first.addCompanyUser.users[0]).toMatchObject({ isMainUser: true, enabled: true });
    const second = await ok(ADD, {
      id,
      input: {
        email: 'tweede@gateway-test.nl',
        givenName: 'Tweede',
        familyName: 'Gebruiker',
        gender: 'male',
        password: { mode: 'generate' },
      },
    });
    const users = second.addCompanyUser.users;
    const tweede = users.find((u: any) => u.user.email === 'tweede@gateway-test.nl');
    expect(tweede.isMainUser).toBe(false);

    const moved = await ok(
      `mutation ($id: ID!, $userId: ID!, $version: Int!) { setMainUser(companyId: $id, userId: $userId, version: $version) { ${COMPANY} } }`,
      { id, userId: tweede.id, version: tweede.version },
    );
    const main = moved.setMainUser.users.filter((u: any) => u.isMainUser);
    expect(main.map((u: any) => u.user.email)).toEqual(['tweede@gateway-test.nl']);
    mainUserId = tweede.id;

    const stale = await refused(
      `mutation ($id: ID!, $userId: ID!, $version: Int!) { setMainUser(companyId: $id, userId: $userId, version: $version) { id } }`,
      { id, userId: tweede.id, version: tweede.version },
    );
    expect(stale).toMatchObject({ code: 'CONFLICT', messageKey: 'MESSAGE.DATA_OUTDATED' });

    const mainDisabled = await refused(
      `mutation ($id: ID!, $userId: ID!) { disableCompanyUser(companyId: $id, userId: $userId) { id } }`,
      { id, userId: mainUserId },
    );
    expect(mainDisabled.messageKey).toBe('MESSAGE.COMPANY_NEEDS_MAIN_USER');
  });

  it('asks a cost confirmation for WhatsApp lead messages, then saves the list', async () => {
    const added = await ok(
      `mutation ($id: ID!) { addCompanyUser(companyId: $id, input: { email: "derde@gateway-test.nl", givenName: "Derde", familyName: "Gebruiker", gender: "male" }) { users { id user { email } } notificationLists { id email isMainUser newsletter version } } }`,
      { id },
    );
    const derde = added.addCompanyUser.users.find(
      (u: any) => u.user.email === 'derde@gateway-test.nl',
    );
    const lists = added.addCompanyUser.notificationLists;
    // The api gave the main users their lists; the third user has none yet.
    expect(lists.map((l: any) => l.email)).not.toContain('derde@gateway-test.nl');

    const CREATE = `mutation ($id: ID!, $userId: ID!, $input: NotificationListInput!, $confirmed: Boolean) {
      createNotificationList(companyId: $id, userId: $userId, input: $input, waCostConfirmed: $confirmed) {
        id isMainUser leads waLeads version company { id notificationLists { id } }
      }
    }`;
    const input = { leads: true, waLeads: true };
    const unconfirmed = await refused(CREATE, { id, userId: derde.id, input });
    expect(unconfirmed.messageKey).toBe('MESSAGE.WA_COST_CONFIRMATION_REQUIRED');
    expect(unconfirmed.fields).toHaveProperty('waLeads');

    const created = (await ok(CREATE, { id, userId: derde.id, input, confirmed: true }))
      .createNotificationList;
    expect(created).toMatchObject({ isMainUser: false, leads: true, waLeads: true });
    expect(created.company.notificationLists).toHaveLength(lists.length + 1);

    const UPDATE = `mutation ($id: ID!, $listId: ID!, $version: Int!, $input: NotificationListInput!) {
      updateNotificationList(companyId: $id, id: $listId, version: $version, input: $input) { version waLeads newsletter }
    }`;
    const saved = await ok(UPDATE, {
      id,
      listId: created.id,
      version: created.version,
      input: { waLeads: false },
    });
    expect(saved.updateNotificationList.waLeads).toBe(false);
    const stale = await refused(UPDATE, {
      id,
      listId: created.id,
      version: created.version,
      input: { waLeads: false },
    });
    expect(stale).toMatchObject({ code: 'CONFLICT', messageKey: 'MESSAGE.DATA_OUTDATED' });

    const mainList = lists.find((l: any) => l.isMainUser);
    const noNewsletter = await refused(UPDATE, {
      id,
      listId: mainList.id,
      version: mainList.version,
      input: { newsletter: false },
    });
    expect(noNewsletter.code).toBe('BAD_USER_INPUT');
  });

  it('needs a mandate before activation; a Dutch IBAN drops the BIC', async () => {
    const early = await refused(
      `mutation ($id: ID!) { activateCompany(id: $id) { company { state } } }`,
      { id },
    );
    expect(early.messageKey).toBe('MESSAGE.ACTIVATION_NEEDS_MANDATE');

    const signed = await ok(
      `mutation ($id: ID!, $input: SepaMandateInput!) { saveSepaMandate(companyId: $id, input: $input) { ${COMPANY} } }`,
      {
        id,
        input: {
          companyName: 'Gateway Testbedrijf',
          address: 'Oudegracht 5',
          city: 'Utrecht',
          iban: 'NL91ABNA0417164300',
          bic: 'ABNANL2A',
          signedBy: 'Tweede Gebruiker',
        },
      },
    );
    expect(signed.saveSepaMandate.sepaMandate).toMatchObject({ bic: null, enabled: true });
    expect(signed.saveSepaMandate.sepaMandate.iban.replace(/\s/g, '')).toBe('NL91ABNA0417164300');
    expect(signed.saveSepaMandate.sepaMandateEnabled).toBe(true);
    expect(signed.saveSepaMandate.activationNeedsMandate).toBe(false);
    expect(signed.saveSepaMandate.viewerCanDelete).toBe(false);

    const disabled = await ok(
      `mutation ($id: ID!) { disableSepaMandate(companyId: $id) { sepaMandateEnabled sepaMandate { enabled } } }`,
      { id },
    );
    expect(disabled.disableSepaMandate).toEqual({
      sepaMandateEnabled: false,
      sepaMandate: { enabled: false },
    });
    await ok(`mutation ($id: ID!) { enableSepaMandate(companyId: $id) { id } }`, { id });

    const activated = await ok(
      `mutation ($id: ID!) { activateCompany(id: $id, mode: plaza_only) { messageKey company { state plazaOnly } } }`,
      { id },
    );
    expect(activated.activateCompany).toEqual({
      messageKey: 'MESSAGE.CHANGES_SAVED',
      company: { state: 'active', plazaOnly: true },
    });
  });

  it('plans a pause until a date and cancels it', async () => {
    const from = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const until = new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString();
    const planned = await ok(
      `mutation ($id: ID!, $from: DateTime, $until: DateTime) { pauseCompany(id: $id, from: $from, until: $until) { state pausedFrom pausedUntil } }`,
      { id, from, until },
    );
    expect(planned.pauseCompany).toEqual({ state: 'active', pausedFrom: from, pausedUntil: until });
    const cancelled = await ok(
      `mutation ($id: ID!) { cancelCompanyPause(id: $id) { state pausedFrom pausedUntil events(pageSize: 5) { items { type } } } }`,
      { id },
    );
    expect(cancelled.cancelCompanyPause).toMatchObject({
      state: 'active',
      pausedFrom: null,
      pausedUntil: null,
    });
    expect(cancelled.cancelCompanyPause.events.items.map((e: any) => e.type)).toContain(
      'planned_pausing_cancelled',
    );
  });

  it('saves the profile, partner settings, managed companies and excluded matches', async () => {
    const profile = await ok(
      `mutation ($id: ID!) { saveCompanyProfile(companyId: $id, input: { slug: "gateway-testbedrijf", whyUs: ["Snel", "Vakkundig"] }) { slug publicUrl whyUs exists version } }`,
      { id },
    );
    expect(profile.saveCompanyProfile).toMatchObject({
      slug: 'gateway-testbedrijf',
      whyUs: ['Snel', 'Vakkundig'],
      exists: true,
    });
    expect(profile.saveCompanyProfile.publicUrl).toMatch(/\/bedrijven\/gateway-testbedrijf$/);

    const partner = await ok(
      `mutation ($id: ID!) { savePartnerSettings(companyId: $id, input: { utmSource: "gateway", mustBeVerifiedProducts: ["zonnepanelen"] }) { guid utmSource mustBeVerifiedProducts version } }`,
      { id },
    );
    expect(partner.savePartnerSettings.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(partner.savePartnerSettings.mustBeVerifiedProducts).toEqual(['zonnepanelen']);

    const managedId = await companyId('Bos Verwarming');
    const managed = await ok(
      `mutation ($partner: ID!, $company: ID!) { addManagedCompany(partnerCompanyId: $partner, companyId: $company) { id partners { id name isPartner } } }`,
      { partner: id, company: managedId },
    );
    expect(managed.addManagedCompany.partners).toContainEqual({
      id,
      name: 'Gateway Testbedrijf',
      isPartner: true,
    });
    const unmanaged = await ok(
      `mutation ($partner: ID!, $company: ID!) { removeManagedCompany(partnerCompanyId: $partner, companyId: $company) { partners { id } } }`,
      { partner: id, company: managedId },
    );
    expect(unmanaged.removeManagedCompany.partners.map((p: any) => p.id)).not.toContain(id);

    const excluded = await ok(
      `mutation ($id: ID!) { excludeMatch(companyId: $id, matchId: 42) { matchExcludes { matchId } } }`,
      { id },
    );
    expect(excluded.excludeMatch.matchExcludes).toEqual([{ matchId: '42' }]);
    const included = await ok(
      `mutation ($id: ID!) { includeMatch(companyId: $id, matchId: 42) { matchExcludes { matchId } } }`,
      { id },
    );
    expect(included.includeMatch.matchExcludes).toEqual([]);
  });

  it('refuses to delete a company that was active', async () => {
    const answer = await refused(`mutation ($id: ID!) { deleteCompany(id: $id) }`, { id });
    expect(answer.messageKey).toBe('MESSAGE.COMPANY_DELETE_FAILED');
  });
});

describe('suspects, addresses and deleting', () => {
  it('starts a trial, pushes to sales and marks a suspect not interested', async () => {
    const suspect = await companyId('Prospect Verbouw');
    const employees = (await ok(`query { employees { id email } }`)).employees;
    const sales = employees.find((e: any) => e.email === 'sales@demo.nl');
    const pushed = await ok(
      `mutation ($id: ID!, $am: ID!) { pushCompanyToSales(id: $id, accountManagerId: $am) { state accountManager { email } } }`,
      { id: suspect, am: sales.id },
    );
    expect(pushed.pushCompanyToSales).toEqual({
      state: 'suspect',
      accountManager: { email: 'sales@demo.nl' },
    });
    const trial = await ok(
      `mutation ($id: ID!) { startTrial(companyId: $id) { state trialAccount welcomedAt } }`,
      { id: suspect },
    );
    expect(trial.startTrial).toEqual({ state: 'active', trialAccount: true, welcomedAt: null });
    const welcomed = await ok(
      `mutation ($id: ID!) { dismissTrialWelcome(id: $id) { welcomedAt } }`,
      { id: suspect },
    );
    expect(welcomed.dismissTrialWelcome.welcomedAt).not.toBeNull();
    const notInterested = await refused(
      `mutation ($id: ID!) { markSuspectNotInterested(companyId: $id) { state } }`,
      { id: suspect },
    );
    expect(notInterested.messageKey).toBe('MESSAGE.STATE_CHANGE_NOT_ALLOWED');
  });

  it('checks a Dutch address and lists the provinces', async () => {
    const data = await ok(
      `query { validateAddress(postalCode: "3511ab", houseNumber: "12") { postalCode city municipality province latitude } provinces { name } }`,
    );
    expect(data.validateAddress).toMatchObject({
      postalCode: '3511 AB',
      municipality: 'Utrecht',
      province: 'Utrecht',
    });
    expect(data.provinces.map((p: any) => p.name)).toContain('Noord-Brabant');
    const wrong = await refused(
      `query { validateAddress(postalCode: "0000", houseNumber: "") { city } }`,
    );
    expect(wrong.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(wrong.fields)).toEqual(
      expect.arrayContaining(['postalCode', 'houseNumber']),
    );
  });

  it('deletes a new company without history and answers its id', async () => {
    const created = await ok(
      `mutation { createCompany(input: { name: "Weg Ermee" }) { id viewerCanDelete } }`,
    );
    expect(created.createCompany.viewerCanDelete).toBe(true);
    const deleted = await ok(`mutation ($id: ID!) { deleteCompany(id: $id) }`, {
      id: created.createCompany.id,
    });
    expect(deleted.deleteCompany).toBe(created.createCompany.id);
    const gone = await manager.request(`query ($id: ID!) { company(id: $id) { id } }`, {
      id: created.createCompany.id,
    });
    expect(gone.errors![0].extensions.code).toBe('NOT_FOUND');
  });
});
