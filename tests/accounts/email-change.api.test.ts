import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequests } from '../../api/src/accounts/email-change-request.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { createClient, startApi, type RunningApi } from '../support/api-harness';
import { loginRest } from '../support/login-kit';
import { DEMO_COMPANY_USER, DEMO_USER } from '../support/demo';

let api: RunningApi;

async function lastMail(address: string, template: string) {
  const [row] = await api.db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.toAddress, address), eq(emailLog.template, template)))
    .orderBy(desc(emailLog.id))
    .limit(1);
  return row;
}

const tokenIn = (body: string) => /confirmEmail=([A-Za-z0-9_-]+)/.exec(body)?.[1];

async function canLogIn(email: string) {
  const answer = await createClient(api.url).post(
    '/login_check/',
    { email, password: 'Welkom123' },
    { form: true },
  );
  return answer.status === 200;
}

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.close();
});

describe('changing the own e-mail', () => {
  it('changes nothing until the link sent to the new address is confirmed; the old address is told', async () => {
    const client = await loginRest(api.url, DEMO_COMPANY_USER.kok);
    const me = (await client.get('/user/current')).body;
    const answer = await client.post(`/user/${me.id}`, {
      version: me.version,
      email: 'kok@example.nl',
      given_name: 'Karin',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.EMAIL_CONFIRMATION_SENT');
    expect(answer.body.user).toMatchObject({
      email: DEMO_COMPANY_USER.kok,
      given_name: 'Karin',
    });
    expect((await client.get('/user/current')).status).toBe(200);
    expect(await canLogIn(DEMO_COMPANY_USER.kok)).toBe(true);
    expect(await canLogIn('kok@example.nl')).toBe(false);

    const notice = await lastMail(DEMO_COMPANY_USER.kok, 'email_change_notice');
    expect(notice?.body).toContain('kok@example.nl');
    const confirmation = await lastMail('kok@example.nl', 'email_change_confirm');
    const token = tokenIn(confirmation!.body)!;
    expect(token).toBeTruthy();
    expect(notice!.body).not.toContain(token);

    // The link only works for the account that asked for it.
    const other = await loginRest(api.url, DEMO_COMPANY_USER.meijer);
    expect((await other.post('/user/email/confirm', { token })).status).toBe(404);
    expect((await createClient(api.url).post('/user/email/confirm', { token })).status).toBe(401);

    const confirmed = await client.post('/user/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('MESSAGE.CHANGES_SAVED_LOGIN_AGAIN');
    expect((await client.get('/user/current')).status).toBe(401);
    expect(await canLogIn('kok@example.nl')).toBe(true);
    expect(await canLogIn(DEMO_COMPANY_USER.kok)).toBe(false);
    const again = await loginRest(api.url, 'kok@example.nl');
    expect((await again.post('/user/email/confirm', { token })).status).toBe(404);
  });

  it('refuses an expired link', async () => {
    const client = await loginRest(api.url, 'info@zwart-bouw.demo.nl');
    const me = (await client.get('/user/current')).body;
    await client.post(`/user/${me.id}`, { version: me.version, email: 'zwart@example.nl' });
    const token = tokenIn((await lastMail('zwart@example.nl', 'email_change_confirm'))!.body)!;
    await api.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, me.id));
    const late = await client.post('/user/email/confirm', { token });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
    expect((await client.get('/user/current')).body.email).toBe('info@zwart-bouw.demo.nl');
  });

  it('refuses an address another account uses, when asked and when confirmed', async () => {
    const client = await loginRest(api.url, 'info@archief-renovaties.demo.nl');
    const me = (await client.get('/user/current')).body;
    const taken = await client.post(`/user/${me.id}`, {
      version: me.version,
      email: DEMO_USER.customer,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fields.email).toBe('MESSAGE.USER_ALREADY_EXISTS');
  });
});

describe("changing another account's e-mail", () => {
  it('the account takeover of the defect report no longer works', async () => {
    const manager = await loginRest(api.url, DEMO_USER.manager);
    const customer = await loginRest(api.url, DEMO_USER.customer);
    const hendriks = (await customer.get('/user/current')).body.companies[0].id;
    await manager.post(`/company/${hendriks}/user`, {
      email: 'medewerker@hendriks.example.nl',
      given_name: 'Mees',
      family_name: 'Medewerker',
    });
    const colleague = (await manager.get('/user?search=medewerker@hendriks')).body.items[0];
    const byMain = await customer.post(`/user/${colleague.id}`, {
      version: colleague.version,
      email: 'attacker@example.com',
    });
    expect(byMain.status).toBe(403);
    const stranger = (await (await loginRest(api.url, DEMO_USER.partner)).get('/user/current'))
      .body;
    const across = await customer.post(`/user/${stranger.id}`, {
      version: stranger.version,
      email: 'attacker@example.com',
    });
    expect(across.status).toBe(404);

    await createClient(api.url).post('/password/reset_token', {
      email: 'medewerker@hendriks.example.nl',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastMail('attacker@example.com', 'password_reset')).toBeUndefined();
    expect((await manager.get(`/user/${colleague.id}`)).body.email).toBe(
      'medewerker@hendriks.example.nl',
    );
  });

  it('the manager changes it at once and both addresses are told', async () => {
    const manager = await loginRest(api.url, DEMO_USER.manager);
    const target = (await manager.get('/user?search=info@devries-isolatie')).body.items[0];
    const answer = await manager.post(`/user/${target.id}`, {
      version: target.version,
      email: 'devries@example.nl',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('MESSAGE.CHANGES_SAVED');
    expect(answer.body.user.email).toBe('devries@example.nl');
    expect(await lastMail('info@devries-isolatie.demo.nl', 'email_change_notice')).toBeDefined();
    expect(await lastMail('devries@example.nl', 'email_change_notice')).toBeDefined();
  });

  it('other staff may save the name but not the e-mail', async () => {
    const accountManager = await loginRest(api.url, DEMO_USER.accountManager);
    const customer = await loginRest(api.url, DEMO_USER.both);
    const both = (await customer.get('/user/current')).body;
    const email = await accountManager.post(`/user/${both.id}`, {
      version: both.version,
      email: 'both@example.nl',
    });
    expect(email.status).toBe(403);
    expect(email.body.fields.email).toBe('MESSAGE.ACCESS_DENIED');
    const name = await accountManager.post(`/user/${both.id}`, {
      version: both.version,
      family_name: 'Willems',
    });
    expect(name.status).toBe(200);
  });
});
