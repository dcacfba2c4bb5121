import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLog } from '../../api/src/mail/email-log.table';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, newCompany, upload } from './company-test-kit';

let api: RunningApi;
let manager: TestClient;
let accountManager: TestClient;
let customer: TestClient;
let hendriks: number;

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
);
const EVIL_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const EXE = Buffer.from('MZ\x90\x00this is not an image');

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  accountManager = await clientFor(api.url, 'accountmanager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  hendriks = await companyIdByName(manager, 'Hendriks');
});
afterAll(async () => api?.close());

async function lastMailTo(address: string) {
  const [row] = await api.db
    .select()
    .from(emailLog)
    .where(eq(emailLog.toAddress, address))
    .orderBy(desc(emailLog.id))
    .limit(1);
  return row;
}

describe('company users', () => {
  it('the first user becomes the main user; making another admin moves the flag', async () => {
    const company = await newCompany(manager);
    const first = await manager.post(`/company/${company.id}/user`, {
      email: 'eerste@example.nl',
      given_name: 'Eva',
      family_name: 'Eerste',
      gender: 'female',
    });
    expect(first.status).toBe(201);
    expect(first.body.items).toHaveLength(1);
    expect(first.body.items[0]).toMatchObject({
      email: 'eerste@example.nl',
      admin: true,
      enabled: true,
    });
    expect((await lastMailTo('eerste@example.nl'))?.body).toContain('/password-reset/');

    const second = await manager.post(`/company/${company.id}/user`, {
      email: 'tweede@example.nl',
      given_name: 'Tom',
      family_name: 'Tweede',
      admin: true,
    });
    const admins = second.body.items.filter((u: { admin: boolean }) => u.admin);
    expect(admins.map((u: { email: string }) => u.email)).toEqual(['tweede@example.nl']);
    const lists = (await manager.get(`/company/${company.id}/notification-list`)).body.items;
    expect(lists.find((l: { email: string }) => l.email === 'tweede@example.nl').newsletter).toBe(
      true,
    );

    const main = second.body.items.find((u: { admin: boolean }) => u.admin);
    for (const action of ['disable', 'delete']) {
      const refused = await manager.post(`/user/${action}`, {
        user_id: main.user_id,
        company_id: company.id,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('MESSAGE.COMPANY_NEEDS_MAIN_USER');
    }
    const demote = await manager.post(`/company/${company.id}/user/${main.user_id}`, {
      admin: false,
      version: main.version,
    });
    expect(demote.body.message).toBe('MESSAGE.COMPANY_NEEDS_MAIN_USER');
  });

  it('links an existing user by e-mail and keeps their name and gender', async () => {
    const company = await newCompany(manager);
    await manager.post(`/company/${company.id}/user`, {
      email: 'hoofd@example.nl',
      given_name: 'Hans',
      family_name: 'Hoofd',
    });
    const linked = await manager.post(`/company/${company.id}/user`, {
      email: 'Customer@Demo.nl',
      given_name: 'Anders',
      family_name: 'Iemand',
      gender: 'female',
    });
    expect(linked.status).toBe(201);
    expect(
      linked.body.items.find((u: { email: string }) => u.email === 'customer@demo.nl'),
    ).toMatchObject({ given_name: 'Ruud', family_name: 'Hendriks', gender: 'male', admin: false });
    const again = await manager.post(`/company/${company.id}/user`, { email: 'customer@demo.nl' });
    expect(again.body.message).toBe('MESSAGE.USER_ALREADY_EXISTS');
  });

  it('password options only for manager and account manager; the main user may add users', async () => {
    const refused = await customer.post(`/company/${hendriks}/user`, {
      email: 'collega@example.nl',
      given_name: 'Cor',
      family_name: 'Collega',
      password: { mode: 'generate' },
    });
    expect(refused.status).toBe(403);
    const added = await customer.post(`/company/${hendriks}/user`, {
      email: 'collega@example.nl',
      given_name: 'Cor',
      family_name: 'Collega',
    });
    expect(added.status).toBe(201);
    const generated = await accountManager.post(`/company/${hendriks}/user`, {
      email: 'gegenereerd@example.nl',
      given_name: 'Gert',
      family_name: 'Gen',
      password: { mode: 'generate' },
    });
    expect(generated.status).toBe(201);
    const mail = await lastMailTo('gegenereerd@example.nl');
    const password = /Je wachtwoord is: (\S+)/.exec(mail!.body)![1]!;
    const fresh = await clientFor(api.url, 'gegenereerd@example.nl').catch(() => null);
    expect(fresh).toBeNull(); // default demo password is not theirs
    const { createClient } = await import('../support/api-harness');
    const login = await createClient(api.url).post(
      '/login_check/',
      { email: 'gegenereerd@example.nl', password },
      { form: true },
    );
    expect(login.status).toBe(200);
    const weak = await manager.post(`/company/${hendriks}/user`, {
      email: 'zwak@example.nl',
      given_name: 'Z',
      family_name: 'Zwak',
      password: { mode: 'set', value: 'abc' },
    });
    expect(weak.body.message).toBe('MESSAGE.PASSWORD_WEAK');
  });

  it('enables, disables and removes a user; a stale link change is refused', async () => {
    const company = await newCompany(manager);
    await manager.post(`/company/${company.id}/user`, {
      email: 'baas@example.nl',
      given_name: 'Bas',
      family_name: 'Baas',
    });
    const added = await manager.post(`/company/${company.id}/user`, {
      email: 'mede@example.nl',
      given_name: 'Mia',
      family_name: 'Mede',
    });
    const member = added.body.items.find((u: { email: string }) => u.email === 'mede@example.nl');
    const disabled = await manager.post('/user/disable', {
      user_id: member.user_id,
      company_id: company.id,
    });
    expect(
      disabled.body.items.find((u: { email: string }) => u.email === 'mede@example.nl').enabled,
    ).toBe(false);
    const stale = await manager.post(`/company/${company.id}/user/${member.user_id}`, {
      enabled: true,
      version: member.version,
    });
    expect(stale.status).toBe(409);
    await manager.post('/user/enable', { user_id: member.user_id, company_id: company.id });
    const removed = await manager.post('/user/delete', {
      user_id: member.user_id,
      company_id: company.id,
    });
    expect(removed.body.items.map((u: { email: string }) => u.email)).toEqual(['baas@example.nl']);
  });
});

describe('notification lists', () => {
  it('keeps every category covered and the newsletter with the main user', async () => {
    const company = await newCompany(manager);
    await manager.post(`/company/${company.id}/user`, {
      email: 'lijst-baas@example.nl',
      given_name: 'Lies',
      family_name: 'Baas',
    });
    const added = await manager.post(`/company/${company.id}/user`, {
      email: 'lijst-mede@example.nl',
      given_name: 'Lars',
      family_name: 'Mede',
    });
    const mede = added.body.items.find(
      (u: { email: string }) => u.email === 'lijst-mede@example.nl',
    );
    const [mainList] = (await manager.get(`/company/${company.id}/notification-list`)).body.items;
    expect(mainList).toMatchObject({
      is_main_user: true,
      finance: true,
      leads: true,
      claims: true,
      account: true,
      crm: true,
      newsletter: true,
      wa_leads: false,
    });

    const created = await manager.post(`/company/${company.id}/notification-list`, {
      user_id: mede.user_id,
      finance: true,
      newsletter: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      finance: true,
      leads: false,
      wa_leads: false,
      version: 1,
    });

    const noNewsletter = await manager.post(
      `/company/${company.id}/notification-list/${mainList.id}`,
      { newsletter: false, version: mainList.version },
    );
    expect(noNewsletter.body, JSON.stringify(noNewsletter.body)).toMatchObject({
      message: 'MESSAGE.MAIN_USER_NEEDS_NEWSLETTER',
    });
    const uncovered = await manager.post(
      `/company/${company.id}/notification-list/${mainList.id}`,
      { leads: false, version: mainList.version },
    );
    expect(uncovered.body.message).toBe('MESSAGE.NOTIFICATION_CATEGORY_WITHOUT_ADDRESS');
    expect(uncovered.body.fields).toEqual({
      leads: 'MESSAGE.NOTIFICATION_CATEGORY_WITHOUT_ADDRESS',
    });
    const financeMoved = await manager.post(
      `/company/${company.id}/notification-list/${mainList.id}`,
      { finance: false, version: mainList.version },
    );
    expect(financeMoved.status).toBe(200);
    expect(financeMoved.body.version).toBe(mainList.version + 1);

    const stale = await manager.post(`/company/${company.id}/notification-list/${mainList.id}`, {
      crm: false,
      version: mainList.version,
    });
    expect(stale.status).toBe(409);
    expect(
      (await manager.get(`/company/${company.id}/notification-list/${mainList.id}`)).body.crm,
    ).toBe(true);

    const deleteLastFinance = await manager.delete(
      `/company/${company.id}/notification-list/${created.body.id}`,
    );
    expect(deleteLastFinance.body.message).toBe('MESSAGE.NOTIFICATION_CATEGORY_WITHOUT_ADDRESS');
  });

  it('needs a cost confirmation before WhatsApp lead messages go on', async () => {
    const [list] = (await customer.get(`/company/${hendriks}/notification-list`)).body.items;
    const refused = await customer.post(`/company/${hendriks}/notification-list/${list.id}`, {
      wa_leads: true,
      version: list.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.WA_COST_CONFIRMATION_REQUIRED');
    const confirmed = await customer.post(`/company/${hendriks}/notification-list/${list.id}`, {
      wa_leads: true,
      wa_cost_confirmed: true,
      version: list.version,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.wa_leads).toBe(true);
  });
});

describe('uploads', () => {
  it('accepts logos by content and refuses other types', async () => {
    for (const [data, name] of [
      [PNG, 'a.png'],
      [JPEG, 'a.jpg'],
      [SVG, 'a.svg'],
    ] as const) {
      const answer = await upload(api.url, customer, `/company/${hendriks}/logo`, data, name);
      expect(answer.status, name).toBe(200);
      expect(answer.body.message).toBe('MESSAGE.UPLOAD_SUCCESSFUL');
    }
    const back = await customer.get(`/company/${hendriks}/logo`);
    expect(back.status).toBe(200);
    expect(back.headers.get('content-type')).toBe('image/svg+xml');
    for (const [path, data, name] of [
      ['logo', PDF, 'logo.png'],
      ['logo', EXE, 'logo.png'],
      ['logo', EVIL_SVG, 'logo.svg'],
      ['list-logo', PDF, 'list.pdf'],
      ['commercial_register_extract', SVG, 'uittreksel.pdf'],
      ['commercial_register_extract', EXE, 'uittreksel.pdf'],
    ] as const) {
      const answer = await upload(api.url, customer, `/company/${hendriks}/${path}`, data, name);
      expect(answer.status, `${path} ${name}`).toBe(400);
      expect(answer.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    }
    const extract = await upload(
      api.url,
      manager,
      `/company/${hendriks}/commercial_register_extract`,
      PDF,
      'kvk.pdf',
    );
    expect(extract.status).toBe(200);
    expect(extract.body.company.commercial_register_extract).toBe(
      `/company/${hendriks}/commercial_register_extract`,
    );
    const listLogo = await upload(
      api.url,
      manager,
      `/company/${hendriks}/list-logo`,
      PNG,
      'list.png',
    );
    expect(listLogo.status).toBe(200);
    expect((await manager.get(`/company/${hendriks}/list-logo`)).headers.get('content-type')).toBe(
      'image/png',
    );
  });

  it('refuses files above the size limit', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await upload(api.url, manager, `/company/${hendriks}/logo`, big, 'groot.png');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('MESSAGE.UPLOAD_FAILED');
  });
});

describe('SEPA mandate, profile, partner settings and suspects', () => {
  it('drops the BIC for a Dutch IBAN and keeps it for a foreign one', async () => {
    const company = await newCompany(manager);
    const dutch = await manager.post(`/company/${company.id}/sepa`, {
      company_name: 'NL BV',
      iban: 'nl91 abna 0417 1643 00',
      bic: 'ABNANL2A',
      signed_by: 'Jan',
    });
    expect(dutch.body).toMatchObject({ bic: null, enabled: true });
    const belgian = await manager.post(`/company/${company.id}/sepa`, {
      company_name: 'BE BV',
      iban: 'BE68539007547034',
      bic: 'GKCCBEBB',
      signed_by: 'Jan',
      version: dutch.body.version,
    });
    expect(belgian.body.bic).toBe('GKCCBEBB');
    const invalid = await manager.post(`/company/${company.id}/sepa`, {
      company_name: 'X',
      iban: 'NL00FOUT',
      signed_by: 'Jan',
      version: belgian.body.version,
    });
    expect(invalid.body.fields.iban).toBe('MESSAGE.ENTER_VALID_IBAN');
    expect((await customer.put(`/company/${hendriks}/sepa/hidden`)).body).toEqual({
      hide_sepa_alert: true,
    });
    expect((await manager.delete(`/company/${company.id}/sepa`)).status).toBe(200);
    expect((await manager.get(`/company/${company.id}/sepa`)).status).toBe(404);
  });

  it('keeps profile slugs unique and why-us to five lines', async () => {
    const current = (await customer.get(`/company/${hendriks}/profile`)).body;
    expect(current.public_url).toMatch(/\/bedrijven\/hendriks-installatietechniek$/);
    const six = await customer.post(`/company/${hendriks}/profile`, {
      slug: current.slug,
      why_us: ['1', '2', '3', '4', '5', '6'],
      version: current.version,
    });
    expect(six.body.fields.why_us).toBe('MESSAGE.TOO_MANY_LINES');
    const saved = await customer.post(`/company/${hendriks}/profile`, {
      slug: 'Hendriks Installatie',
      why_us: ['Snel', '', 'Goed'],
      version: current.version,
    });
    expect(saved.body).toMatchObject({ slug: 'hendriks-installatie', why_us: ['Snel', 'Goed'] });
    const other = await newCompany(manager);
    const taken = await manager.post(`/company/${other.id}/profile`, {
      slug: 'hendriks-installatie',
    });
    expect(taken.body.message).toBe('MESSAGE.SLUG_IN_USE');
  });

  it('generates a partner guid once and stores the settings', async () => {
    const company = await newCompany(manager);
    const first = await manager.post(`/company/${company.id}/partner`, {
      must_be_verified_products: '-',
      utm_source: 'bron',
    });
    expect(first.body.guid).toMatch(/^[0-9a-f-]{36}$/);
    const second = await manager.post(`/company/${company.id}/partner`, {
      must_be_verified_products: ['solar'],
      version: first.body.version,
    });
    expect(second.body).toMatchObject({
      guid: first.body.guid,
      must_be_verified_products: ['solar'],
      utm_source: null,
    });
    expect((await manager.get(`/company/${company.id}`)).body.is_partner).toBe(true);
    expect(
      (await manager.post(`/company/${company.id}/match_exclude`, { matchId: 42 })).body.items,
    ).toEqual([expect.objectContaining({ match_id: 42 })]);
    expect(
      (await manager.delete(`/company/${company.id}/match_exclude`, { matchId: 42 })).body.items,
    ).toEqual([]);
  });

  it('starts a trial for a suspect with a welcome mail, and handles not interested and push to sales', async () => {
    const suspect = await companyIdByName(manager, 'Prospect Verbouw');
    const approve = await manager.post('/company/approved', { id: suspect });
    expect(approve.body.message).toBe('MESSAGE.SUSPECT_NEEDS_SALES');
    const am = (await accountManager.get('/user/current')).body;
    const pushed = await manager.post(`/company/${suspect}/push-to-sales`, {
      account_manager_id: am.id,
    });
    expect(pushed.body.account_manager_id).toBe(am.id);
    const trial = await manager.post('/suspect/activate', { company_id: suspect });
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ state: 'active', trial_account: true, welcomed_at: null });
    expect((await lastMailTo('info@prospect-verbouw.demo.nl'))?.template).toBe('trial_welcome');
    const owner = await clientFor(api.url, 'info@prospect-verbouw.demo.nl');
    const welcomed = await owner.post('/company/welcomed', { id: suspect });
    expect(welcomed.body.welcomed_at).not.toBeNull();
    expect((await manager.post('/suspect/activate', { company_id: suspect })).status).toBe(400);

    const other = await newCompany(manager);
    await manager.post(`/company/${other.id}/user`, {
      email: 'niet-geinteresseerd@example.nl',
      given_name: 'N',
      family_name: 'Niet',
    });
    const { setCompany } = await import('./company-test-kit');
    await setCompany(api.db, other.id, { state: 'suspect' });
    const disabled = await manager.post(`/suspect/disable/${other.id}`);
    expect(disabled.body.state).toBe('archived');
    expect(
      (await manager.get(`/company/${other.id}/user`)).body.items.every(
        (u: { enabled: boolean }) => !u.enabled,
      ),
    ).toBe(true);
  });
});
