/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvitations } from '../../api/src/companies/company-invitation.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { clientFor, companyIdByName, newCompany } from './company-test-kit';

let api: RunningApi;
let manager: TestClient;
let customer: TestClient;
let hendriks: number;

beforeAll(async () => {
  api = await startApi();
  manager = await clientFor(api.url, 'manager@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  hendriks = await companyIdByName(manager, 'Hendriks');
});
afterAll(async () => api?.close());

async function mailsTo(address: string, template: string) {
  return api.db
    .select()
    .from(emailLog)
    .where(and(eq(emailLog.toAddress, address), eq(emailLog.template, template)))
    .orderBy(desc(emailLog.id));
}

async function userByEmail(email: string) {
  const found = await manager.get(`/user?search=${encodeURIComponent(email)}`);
  return found.body.items.find((u: any) => u.email === email);
}

const memberEmails = async (companyId: number) =>
  ((await manager.get(`/company/${companyId}/user`)).body.items as any[]).map((m) => m.email);

describe('adding an existing account as a customer', () => {
  it('links nothing: the account gets an invitation it accepts while logged in', async () => {
    const invitee = 'info@groen-zonnepanelen.demo.nl';
    const answer = await customer.post(`/company/${hendriks}/user`, {
      email: invitee,
      given_name: 'Niet',
      family_name: 'Gebruikt',
    });
    expect(answer.status).toBe(202);
    expect(answer.body.invitation).toMatchObject({ email: invitee });
    expect(answer.body.items.map((m: any) => m.email)).not.toContain(invitee);
    expect(await memberEmails(hendriks)).not.toContain(invitee);
    const [mail] = await mailsTo(invitee, 'company_invitation');
    expect(mail?.body).toContain('Hendriks Installatietechniek');
    expect(mail?.body).toContain('/user/current');

    const pending = (await manager.get(`/company/${hendriks}/invitation`)).body.items;
    expect(pending.map((i: any) => i.email)).toContain(invitee);

    // Someone else cannot see or accept it.
    const stranger = await clientFor(api.url, 'both@demo.nl');
    expect((await stranger.get('/invitation')).body.items).toEqual([]);
    const id = answer.body.invitation.id;
    expect((await stranger.post(`/invitation/${id}/accept`)).status).toBe(404);
    expect(await memberEmails(hendriks)).not.toContain(invitee);

    const groen = await clientFor(api.url, invitee);
    const mine = (await groen.get('/invitation')).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, company_name: 'Hendriks Installatietechniek B.V.' });
    const accepted = await groen.post(`/invitation/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(await memberEmails(hendriks)).toContain(invitee);
    const me = (await groen.get('/user/current')).body;
    expect(me.companies.map((c: any) => c.id)).toContain(hendriks);
    expect((await groen.get('/invitation')).body.items).toEqual([]);
    expect((await groen.post(`/invitation/${id}/accept`)).status).toBe(404);
  });

  it('a declined invitation links nothing and cannot be accepted afterwards', async () => {
    const invitee = 'info@kozijnen-noord.demo.nl';
    const answer = await customer.post(`/company/${hendriks}/user`, { email: invitee });
    expect(answer.status).toBe(202);
    const again = await customer.post(`/company/${hendriks}/user`, { email: invitee });
    expect(again.status).toBe(400);
    expect(again.body.fields.email).toBe('MESSAGE.USER_ALREADY_INVITED');
    const kozijnen = await clientFor(api.url, invitee);
    const id = answer.body.invitation.id;
    expect((await kozijnen.post(`/invitation/${id}/decline`)).status).toBe(200);
    expect((await kozijnen.post(`/invitation/${id}/accept`)).status).toBe(404);
    expect(await memberEmails(hendriks)).not.toContain(invitee);
  });

  it('an expired invitation cannot be accepted', async () => {
    const invitee = 'info@bos-verwarming.demo.nl';
    const answer = await customer.post(`/company/${hendriks}/user`, { email: invitee });
    const id = answer.body.invitation.id;
    await api.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.id, id));
    const bos = await clientFor(api.url, invitee);
    expect((await bos.get('/invitation')).body.items).toEqual([]);
    const late = await bos.post(`/invitation/${id}/accept`);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('MESSAGE.TOKEN_EXPIRED');
    expect(await memberEmails(hendriks)).not.toContain(invitee);
  });

  it.each(['admin@demo.nl', 'manager@demo.nl', 'cms@demo.nl', 'comparison@demo.nl'])(
    'never links or invites the staff account %s, nor grants it a customer role',
    async (staff) => {
      const before = await userByEmail(staff);
      const answer = await customer.post(`/company/${hendriks}/user`, { email: staff });
      expect(answer.status).toBe(400);
      expect(answer.body.fields.email).toBe('MESSAGE.USER_CANNOT_BE_INVITED');
      const after = await userByEmail(staff);
      expect(after.roles).toEqual(before.roles);
      expect(await memberEmails(hendriks)).not.toContain(staff);
      expect(await mailsTo(staff, 'company_invitation')).toEqual([]);
    },
  );

  it('a partner main user invites into a managed company the same way', async () => {
    const partner = await clientFor(api.url, 'partner@demo.nl');
    const own = (await partner.get('/user/current')).body.companies[0].id;
    const answer = await partner.post(`/company/${own}/user`, { email: 'customer@demo.nl' });
    expect(answer.status).toBe(202);
    expect(await memberEmails(own)).not.toContain('customer@demo.nl');
    const refused = await partner.post(`/company/${own}/user`, { email: 'sales@demo.nl' });
    expect(refused.status).toBe(400);
  });

  it('a new e-mail still creates the account at once, with a link to choose a password', async () => {
    const answer = await customer.post(`/company/${hendriks}/user`, {
      email: 'nieuw.collega@example.nl',
      given_name: 'Nina',
      family_name: 'Nieuw',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.items.map((m: any) => m.email)).toContain('nieuw.collega@example.nl');
  });

  it('staff still link an existing customer account directly', async () => {
    const company = await newCompany(manager);
    await manager.post(`/company/${company.id}/user`, {
      email: 'hoofd2@example.nl',
      given_name: 'H',
      family_name: 'Hoofd',
    });
    const linked = await manager.post(`/company/${company.id}/user`, {
      email: 'info@meijer-schilders.demo.nl',
    });
    expect(linked.status).toBe(201);
    expect(await memberEmails(company.id)).toContain('info@meijer-schilders.demo.nl');
  });
});
