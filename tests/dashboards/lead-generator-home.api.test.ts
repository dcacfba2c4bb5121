import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { companyEvents } from '../../api/src/companies/company-event.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { dutchNoon, leadAt } from './dashboard-test-kit';
import { fakeSmtp, type FakeSmtp } from './lead-generator-fake-smtp';

let api: RunningApi;
let smtp: FakeSmtp;
let manager: TestClient;
let staff: TestClient;
let customer: TestClient;
let partner: TestClient;
let solar: ProductRow;
const today = dutchDay(new Date());

interface Row {
  id: number;
  name: string;
  balance_cents: number;
  last_lead_day: string | null;
}

async function allPages(client: TestClient, path: string): Promise<Row[]> {
  const first = await client.get(`${path}?page=1`);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await client.get(`${path}?page=2`);
  return [...first.body.items, ...second.body.items];
}

beforeAll(async () => {
  smtp = await fakeSmtp();
  api = await startApi({ seed: false, config: { smtpUrl: smtp.url } });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  manager = await clientFor(api.url, 'manager@demo.nl');
  // Account manager: LEAD_USER without LEAD_MANAGER.
  staff = await clientFor(api.url, 'accountmanager@demo.nl');
  const own = await addCompany(api.db, 'utrecht', { name: 'Eigen Klant' });
  await linkUser(api.db, own, 'customer@demo.nl');
  const partnerCompany = await addCompany(api.db, 'utrecht', { isPartner: true });
  await linkUser(api.db, partnerCompany, 'partner@demo.nl');
  customer = await clientFor(api.url, 'customer@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
}, 60_000);

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe('companies without leads (GET /v2/company/without-leads)', () => {
  it('lists active lead buyers whose last lead is more than 31 days back, longest first, 15 a page', async () => {
    const withLeadOn = async (name: string, day: string) => {
      const id = await addCompany(api.db, 'utrecht', { name });
      await leadAt(api.db, { product: solar, at: dutchNoon(day), companyId: id });
      return id;
    };
    await withLeadOn('Zonder 31 dagen', addDays(today, -31));
    await withLeadOn('Met lead dag 30', addDays(today, -30));
    await withLeadOn('Met lead vandaag', today);
    await addCompany(api.db, 'utrecht', { name: 'Partner zonder leads', isPartner: true });
    await addCompany(api.db, 'utrecht', { name: 'Gearchiveerd', state: 'archived' });
    await addCompany(api.db, 'utrecht', { name: 'Alleen vergelijker', isLeadGenerator: false });

    const rows = await allPages(manager, '/v2/company/without-leads');
    const names = rows.map((row) => row.name);
    expect(names).toContain('Zonder 31 dagen');
    expect(names).toContain('Eigen Klant');
    expect(names).not.toContain('Met lead dag 30');
    expect(names).not.toContain('Met lead vandaag');
    expect(names).not.toContain('Partner zonder leads');
    expect(names).not.toContain('Gearchiveerd');
    expect(names).not.toContain('Alleen vergelijker');
    const old = rows.find((row) => row.name === 'Zonder 31 dagen')!;
    expect(old.last_lead_day).toBe(addDays(today, -31));
    // Never a lead comes before a lead long ago.
    expect(rows.at(-1)!.name).toBe('Zonder 31 dagen');
  });

  it('pages by 15 with the total', async () => {
    for (let n = 0; n < 15; n += 1) await addCompany(api.db, 'amsterdam', { name: `Stil ${n}` });
    const first = await manager.get('/v2/company/without-leads');
    const second = await manager.get('/v2/company/without-leads?page=2');
    expect(first.body.items).toHaveLength(15);
    // 15 new, "Eigen Klant" and "Zonder 31 dagen".
    expect(first.body.total).toBe(17);
    expect(second.body.items).toHaveLength(2);
  });
});

describe('companies with a low balance (GET /v2/company/low-balance)', () => {
  it('lists prepaid companies below 2500 cents, lowest first', async () => {
    await addCompany(api.db, 'utrecht', { name: 'Saldo 2499', isPrepaid: true, balance: 2499 });
    await addCompany(api.db, 'utrecht', { name: 'Saldo 2500', isPrepaid: true, balance: 2500 });
    await addCompany(api.db, 'utrecht', { name: 'Saldo 10', isPrepaid: true, balance: 10 });
    await addCompany(api.db, 'utrecht', { name: 'Op factuur', isPrepaid: false, balance: 0 });
    await addCompany(api.db, 'utrecht', {
      name: 'Weg',
      isPrepaid: true,
      balance: 0,
      state: 'archived',
    });
    const answer = await staff.get('/v2/company/low-balance');
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((row: Row) => [row.name, row.balance_cents])).toEqual([
      ['Saldo 10', 10],
      ['Saldo 2499', 2499],
    ]);
    expect(answer.body.total).toBe(2);
  });

  it('pages by 15', async () => {
    for (let n = 0; n < 16; n += 1)
      await addCompany(api.db, 'eindhoven', { name: `Laag ${n}`, isPrepaid: true, balance: 100 });
    const first = await manager.get('/v2/company/low-balance');
    expect(first.body.items).toHaveLength(15);
    expect(first.body.total).toBe(18);
    expect((await manager.get('/v2/company/low-balance?page=2')).body.items).toHaveLength(3);
  });

  it('refuses a page that is not a positive number', async () => {
    const answer = await manager.get('/v2/company/low-balance?page=0');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ page: 'MESSAGE.VALUE_TOO_LOW' });
  });
});

describe('unsent mails (e-mail log)', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const logMail = async (to: string, fields: Partial<typeof emailLog.$inferInsert> = {}) => {
    const [row] = await api.db
      .insert(emailLog)
      .values({ toAddress: to, subject: `Aan ${to}`, body: 'Hallo', template: 'test', ...fields })
      .returning();
    return row!;
  };

  it('lists failed mails and mails unsent after 10 minutes, not sent or fresh ones', async () => {
    const failed = await logMail('mislukt@example.nl', { error: 'connection refused' });
    const stuck = await logMail('blijft@example.nl', { createdAt: minutesAgo(30) });
    await logMail('vers@example.nl', { createdAt: minutesAgo(1) });
    await logMail('verstuurd@example.nl', { createdAt: minutesAgo(30), sentAt: minutesAgo(29) });
    const answer = await manager.get('/email_log/unsent');
    expect(answer.status).toBe(200);
    const ids = answer.body.items.map((row: { id: number }) => row.id);
    expect(ids).toEqual([failed.id, stuck.id]);
    expect(answer.body.items[0]).toMatchObject({ error: 'connection refused' });
    expect(answer.body.items[0]).not.toHaveProperty('body');
  });

  it('resends one: delivered, it is marked sent and leaves the list', async () => {
    const row = await logMail('opnieuw@example.nl', { error: 'timeout' });
    const before = smtp.received.length;
    const answer = await manager.post(`/email_log/${row.id}/resend`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: null });
    expect(answer.body.sent_at).not.toBeNull();
    expect(smtp.received.length).toBe(before + 1);
    const list = await manager.get('/email_log/unsent');
    expect(list.body.items.map((item: { id: number }) => item.id)).not.toContain(row.id);
    // Sent mails are not resent from the home.
    expect((await manager.post(`/email_log/${row.id}/resend`)).status).toBe(404);
  });

  it('stores the reason on the log row when the resend fails', async () => {
    const row = await logMail('onbekend@example.nl', { error: 'timeout' });
    const answer = await manager.post(`/email_log/${row.id}/resend`);
    expect(answer.status).toBe(200);
    expect(answer.body.sent_at).toBeNull();
    expect(answer.body.error).toMatch(/550|mailbox unknown|recipients/i);
    const [stored] = await api.db.select().from(emailLog).where(eq(emailLog.id, row.id));
    expect(stored!.error).toBe(answer.body.error);
  });

  it('answers 400 for a mail id no log row can have, not a database error', async () => {
    for (const id of ['99999999999', 'abc', '0']) {
      const answer = await manager.post(`/email_log/${id}/resend`);
      expect(answer.status, id).toBe(400);
      expect(answer.body.fields).toHaveProperty('id');
    }
  });

  it('does not resend a mail whose attachments the log no longer holds, and says why', async () => {
    const row = await logMail('factuur@example.nl', {
      error: 'timeout',
      attachments: ['factuur-2026-0001.pdf'],
    });
    const before = smtp.received.length;
    const answer = await manager.post(`/email_log/${row.id}/resend`);
    expect(answer.status).toBe(200);
    expect(answer.body.sent_at).toBeNull();
    expect(answer.body.error).toContain('factuur-2026-0001.pdf');
    expect(smtp.received.length).toBe(before);
    // Out of the way of the next test's count.
    await api.db.update(emailLog).set({ sentAt: new Date() }).where(eq(emailLog.id, row.id));
  });

  it('resends all unsent mails and reports how many went', async () => {
    const listed = (await manager.get('/email_log/unsent')).body.total as number;
    const answer = await manager.post('/email_log/resend');
    expect(answer.status).toBe(200);
    // The unknown mailbox fails again; the rest are delivered.
    expect(answer.body).toEqual({ sent: listed - 1, failed: 1 });
    const left = await manager.get('/email_log/unsent');
    expect(left.body.items.map((row: { to_address: string }) => row.to_address)).toEqual([
      'onbekend@example.nl',
    ]);
  });
});

describe('who may read the home', () => {
  const lists = ['/v2/company/without-leads', '/v2/company/low-balance'];

  it('gives the work lists to staff and refuses customers and partners', async () => {
    for (const path of lists) {
      expect((await manager.get(path)).status).toBe(200);
      expect((await staff.get(path)).status).toBe(200);
      expect((await customer.get(path)).status).toBe(403);
      expect((await partner.get(path)).status).toBe(403);
      expect((await createClient(api.url).get(path)).status).toBe(401);
    }
  });

  it('keeps the e-mail log to lead managers', async () => {
    const [row] = await api.db
      .insert(emailLog)
      .values({ toAddress: 'x@example.nl', subject: 'x', body: 'x', template: 't', error: 'e' })
      .returning();
    for (const client of [staff, customer, partner]) {
      expect((await client.get('/email_log/unsent')).status).toBe(403);
      expect((await client.post(`/email_log/${row!.id}/resend`)).status).toBe(403);
      expect((await client.post('/email_log/resend')).status).toBe(403);
    }
    expect((await createClient(api.url).post('/email_log/resend')).status).toBe(401);
    const [after] = await api.db.select().from(emailLog).where(eq(emailLog.id, row!.id));
    expect(after!.sentAt).toBeNull();
  });
});

describe('company activities (GET /v2/company/activities)', () => {
  it("lists all companies' events newest first, 15 a page, with the company's name", async () => {
    const id = await addCompany(api.db, 'utrecht', { name: 'Actief Bedrijf' });
    const events = Array.from({ length: 16 }, (_, n) => ({
      companyId: id,
      type: 'updated',
      data: { n },
      createdAt: new Date(Date.now() - (16 - n) * 1000),
    }));
    await api.db.insert(companyEvents).values(events);
    const first = await staff.get('/v2/company/activities');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(15);
    expect(first.body.has_more).toBe(true);
    expect(first.body.items[0]).toMatchObject({
      company_id: id,
      company_name: 'Actief Bedrijf',
      data: { n: 15 },
    });
    const second = await staff.get('/v2/company/activities?page=2');
    expect(second.body.items.map((item: { data: { n: number } }) => item.data.n)).toEqual([0]);
    expect(second.body.has_more).toBe(false);
    expect((await customer.get('/v2/company/activities')).status).toBe(403);
    expect((await partner.get('/v2/company/activities')).status).toBe(403);
  });
});
