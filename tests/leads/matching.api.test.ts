import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyEvents } from '../../api/src/companies/company-event.table';
import { matchExcludes } from '../../api/src/companies/match-exclude.table';
import { notificationLists } from '../../api/src/companies/notification-list.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { leads } from '../../api/src/leads/lead.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import { ncnpProducts, partnerProductCosts } from '../../api/src/products/product-cost.table';
import { users } from '../../api/src/accounts/user.table';
import { retryUnfilledLeads } from '../../api/src/leads/matching-retry';
import { createMailer } from '../../api/src/mail/mailer';
import { createClient, startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  addCompany,
  addPartner,
  leadPayload,
  productId,
  seedCatalogueOnly,
  takeProduct,
} from './lead-test-kit';

let api: RunningApi;
let guid: string;
let partnerApi: TestClient;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  partnerApi = createClient(api.url);
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of ['leads', 'company_products', 'companies'])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  guid = await addPartner(api.db);
});

/** Sends a lead through the partner API and answers the companies it went to. */
async function send(payload: Record<string, unknown>): Promise<number[]> {
  const answer = await partnerApi.post(`/partner/${guid}/lead`, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const rows = await api.db
    .select({ companyId: assignedLeads.companyId })
    .from(assignedLeads)
    .where(eq(assignedLeads.leadId, answer.body.lead_id));
  return rows.map((row) => row.companyId).sort((a, b) => a - b);
}

describe('which filters want a lead', () => {
  it('goes to companies within the radius of their filter, not beyond it', async () => {
    const near = await addCompany(api.db, 'utrecht');
    const far = await addCompany(api.db, 'eindhoven');
    await takeProduct(api.db, near, 'zonnepanelen', { filters: [{ radiusKm: 20 }] });
    // Eindhoven to Utrecht is about 75 km.
    await takeProduct(api.db, far, 'zonnepanelen', { filters: [{ radiusKm: 40 }] });
    expect(await send(leadPayload('zonnepanelen', 'utrecht'))).toEqual([near]);
  });

  it('goes to a filter that names the lead municipality, whatever the distance', async () => {
    const company = await addCompany(api.db, 'eindhoven');
    await takeProduct(api.db, company, 'dakkapel', { filters: [{ municipalities: ['Utrecht'] }] });
    expect(await send(leadPayload('dakkapel', 'utrecht'))).toEqual([company]);
    expect(await send(leadPayload('dakkapel', 'amsterdam'))).toEqual([]);
  });

  it('honours the choices and ranges of the filter', async () => {
    const flatRoofs = await addCompany(api.db, 'utrecht');
    const bigJobs = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, flatRoofs, 'zonnepanelen', {
      filters: [{ radiusKm: 30, choices: { roof_type: ['flat'] } }],
    });
    await takeProduct(api.db, bigJobs, 'zonnepanelen', {
      filters: [{ radiusKm: 30, choices: { panel_count: { gte: 10, lte: null } } }],
    });
    const flatSmall = { answers: { roof_type: 'flat', panel_count: 6 } };
    const pitchedBig = { answers: { roof_type: 'pitched', panel_count: 24 } };
    expect(await send(leadPayload('zonnepanelen', 'utrecht', flatSmall))).toEqual([flatRoofs]);
    expect(await send(leadPayload('zonnepanelen', 'utrecht', pitchedBig))).toEqual([bigJobs]);
    // A question left unanswered never keeps a lead away.
    expect(await send(leadPayload('zonnepanelen', 'utrecht'))).toEqual([flatRoofs, bigJobs]);
  });

  it('skips paused products, products paused until later, paused filters, inactive and plaza-only companies', async () => {
    const active = await addCompany(api.db, 'utrecht');
    const paused = await addCompany(api.db, 'utrecht');
    const pausedUntil = await addCompany(api.db, 'utrecht');
    const pausedFilter = await addCompany(api.db, 'utrecht');
    const inactive = await addCompany(api.db, 'utrecht', { state: 'paused' });
    const plazaOnly = await addCompany(api.db, 'utrecht', { plazaOnly: true });
    const pauseOver = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, active, 'kozijnen');
    await takeProduct(api.db, paused, 'kozijnen', { paused: true });
    await takeProduct(api.db, pausedUntil, 'kozijnen', {
      pausedUntil: new Date(Date.now() + 86_400_000),
    });
    await takeProduct(api.db, pausedFilter, 'kozijnen', {
      filters: [{ radiusKm: 50, paused: true }],
    });
    await takeProduct(api.db, inactive, 'kozijnen');
    await takeProduct(api.db, plazaOnly, 'kozijnen');
    await takeProduct(api.db, pauseOver, 'kozijnen', {
      pausedUntil: new Date(Date.now() - 60_000),
    });
    expect(await send(leadPayload('kozijnen'))).toEqual([active, pauseOver]);
  });
});

describe('how many companies get a lead', () => {
  it('gives a lead to at most its remaining assignments, the least-filled companies first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await addCompany(api.db, 'utrecht');
      await takeProduct(api.db, id, 'warmtepomp', { max: 10 });
      ids.push(id);
    }
    // warmtepomp leads go to three companies.
    const first = await send(leadPayload('warmtepomp'));
    expect(first).toHaveLength(3);
    // The two that got nothing are furthest below their maximum now.
    const second = await send(leadPayload('warmtepomp'));
    expect(second).toHaveLength(3);
    for (const id of ids.filter((id) => !first.includes(id))) expect(second).toContain(id);
  });

  it('stops at the product maximum of the period and at the filter maximum', async () => {
    const capped = await addCompany(api.db, 'utrecht');
    const filterCapped = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, capped, 'aanbouw', { max: 2, period: 'day' });
    await takeProduct(api.db, filterCapped, 'aanbouw', {
      filters: [{ radiusKm: 50, max: 1, period: 'month' }],
    });
    const got = [];
    for (let i = 0; i < 4; i++) got.push(...(await send(leadPayload('aanbouw'))));
    expect(got.filter((id) => id === capped)).toHaveLength(2);
    expect(got.filter((id) => id === filterCapped)).toHaveLength(1);
  });

  it('never lets two companies kept apart by an excluded match share a lead', async () => {
    const a = await addCompany(api.db, 'utrecht');
    const b = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, a, 'traprenovatie');
    await takeProduct(api.db, b, 'traprenovatie');
    await api.db.insert(matchExcludes).values({ companyId: a, matchId: b });
    expect(await send(leadPayload('traprenovatie'))).toHaveLength(1);
  });
});

describe('what an assignment costs', () => {
  it('prices by no-cure-no-pay cost, else partner cost, else the product price', async () => {
    const ncnp = await addCompany(api.db, 'utrecht');
    const partner = await addCompany(api.db, 'utrecht', { isPartner: true });
    const plain = await addCompany(api.db, 'utrecht');
    const product = await productId(api.db, 'zonnepanelen');
    for (const id of [ncnp, partner, plain]) await takeProduct(api.db, id, 'zonnepanelen');
    await api.db
      .insert(ncnpProducts)
      .values({ companyId: ncnp, productId: product, costPerLeadCents: 1234 });
    await api.db
      .insert(partnerProductCosts)
      .values({ companyId: partner, productId: product, costCents: 2222 });
    await api.db
      .insert(partnerProductCosts)
      .values({ companyId: ncnp, productId: product, costCents: 9999 });
    await send(leadPayload('zonnepanelen'));
    const prices = await api.db
      .select({
        companyId: assignedLeads.companyId,
        cents: assignedLeads.priceCents,
        source: assignedLeads.priceSource,
      })
      .from(assignedLeads);
    expect(prices.find((p) => p.companyId === ncnp)).toMatchObject({ cents: 1234, source: 'ncnp' });
    expect(prices.find((p) => p.companyId === partner)).toMatchObject({
      cents: 2222,
      source: 'partner',
    });
    expect(prices.find((p) => p.companyId === plain)).toMatchObject({
      cents: 3500,
      source: 'product',
    });
  });

  it('takes a prepaid company’s price from its balance with a ledger row, and skips it when the balance is short', async () => {
    const rich = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 5000 });
    const poor = await addCompany(api.db, 'utrecht', { isPrepaid: true, balance: 1000 });
    await takeProduct(api.db, rich, 'dakisolatie');
    await takeProduct(api.db, poor, 'dakisolatie');
    expect(await send(leadPayload('dakisolatie'))).toEqual([rich]);
    const [after] = await api.db.select().from(companies).where(eq(companies.id, rich));
    expect(after!.balance).toBe(5000 - 2200);
    const ledger = await api.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, rich));
    expect(ledger).toMatchObject([
      { amountCents: -2200, balanceAfterCents: 2800, reason: 'lead_assigned' },
    ]);
    const notices = await api.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, poor));
    expect(notices.map((e) => e.type)).toContain('balance_low');
  });
});

describe('notifications', () => {
  it('mails the company’s lead contacts and records a WhatsApp intent for those who want one', async () => {
    const company = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, company, 'alarmsysteem');
    const [user] = await api.db
      .insert(users)
      .values({ email: `leads-${company}@example.nl`, passwordHash: 'x', givenName: 'Kees' })
      .returning();
    await api.db
      .insert(notificationLists)
      .values({ companyId: company, userId: user!.id, leads: true, waLeads: true });
    await send(leadPayload('alarmsysteem'));
    const mails = await api.db.select().from(emailLog).where(eq(emailLog.toAddress, user!.email));
    expect(mails.map((m) => m.template)).toEqual(['lead_assigned']);
    expect(mails[0]!.subject).toContain('Alarmsysteem');
    const intents = await api.db.execute(
      sql`SELECT channel FROM notification_intents WHERE user_id = ${user!.id}`,
    );
    expect(JSON.stringify(intents)).toContain('whatsapp');
  });
});

describe('intake', () => {
  it('answers a retried request with the first result and writes one lead', async () => {
    const company = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, company, 'vloerisolatie');
    const payload = leadPayload('vloerisolatie', 'utrecht', { request_id: 'req-42' });
    const first = await partnerApi.post(`/partner/${guid}/lead`, payload);
    const again = await partnerApi.post(`/partner/${guid}/lead`, payload);
    const atOnce = await Promise.all(
      [1, 2, 3].map(() => partnerApi.post(`/partner/${guid}/lead`, payload)),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'matched', assignments: 1 });
    expect(again.status).toBe(200);
    expect(again.body.lead_id).toBe(first.body.lead_id);
    for (const answer of atOnce) expect(answer.body.lead_id).toBe(first.body.lead_id);
    const [{ n }] = (await api.db.select({ n: sql<number>`count(*)::int` }).from(leads)) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('flags a second lead of the same person, product and address as a duplicate and does not match it', async () => {
    const company = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, company, 'spouwmuurisolatie');
    const payload = leadPayload('spouwmuurisolatie');
    const first = await partnerApi.post(`/partner/${guid}/lead`, payload);
    const second = await partnerApi.post(`/partner/${guid}/lead`, payload);
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      status: 'duplicate',
      duplicate_of_id: first.body.lead_id,
      assignments: 0,
    });
  });

  it('the sandbox answers where a lead would go and writes nothing', async () => {
    const company = await addCompany(api.db, 'utrecht', { name: 'Zonnig Utrecht' });
    await takeProduct(api.db, company, 'zonnepanelen');
    const before = await api.db.execute(
      sql`SELECT (SELECT count(*) FROM leads) l, (SELECT count(*) FROM users) u, (SELECT count(*) FROM assigned_leads) a, (SELECT count(*) FROM outbox) o`,
    );
    const answer = await partnerApi.post(
      `/partner/${guid}/lead/match`,
      leadPayload('zonnepanelen'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      on_hold: false,
      duplicate: false,
      companies: [{ id: company, name: 'Zonnig Utrecht' }],
    });
    const after = await api.db.execute(
      sql`SELECT (SELECT count(*) FROM leads) l, (SELECT count(*) FROM users) u, (SELECT count(*) FROM assigned_leads) a, (SELECT count(*) FROM outbox) o`,
    );
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  it('refuses bad input with the validators’ field errors and writes nothing', async () => {
    const answer = await partnerApi.post(`/partner/${guid}/lead`, {
      ...leadPayload('zonnepanelen'),
      email: 'geen-mail',
      phone_number: '123',
      address: { country: 'NL', postal_code: '12', house_number: '', street: 'X', city: 'Y' },
      answers: { roof_type: 'thatched', panel_count: 500 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({
      email: 'MESSAGE.ENTER_VALID_EMAIL',
      phone_number: 'MESSAGE.ENTER_VALID_PHONE',
      'address.postal_code': 'MESSAGE.ENTER_VALID_POSTAL_CODE',
      'address.house_number': 'MESSAGE.ENTER_HOUSE_NUMBER',
    });
    const answers = await partnerApi.post(`/partner/${guid}/lead`, {
      ...leadPayload('zonnepanelen'),
      answers: { roof_type: 'thatched', panel_count: 500, colour: 'red' },
    });
    expect(answers.body.fields).toEqual({
      'answers.roof_type': 'MESSAGE.SELECT_OPTION',
      'answers.panel_count': 'MESSAGE.VALUE_TOO_HIGH',
      'answers.colour': 'MESSAGE.INVALID_VALUE',
    });
    const unknown = await partnerApi.post(`/partner/${guid}/lead`, leadPayload('zwembad'));
    expect(unknown.body.fields).toEqual({ discr: 'MESSAGE.SELECT_OPTION' });
    expect((await api.db.select().from(leads)).length).toBe(0);
    expect(
      (
        await partnerApi.post(
          `/partner/00000000-0000-4000-8000-000000000000/lead`,
          leadPayload('zonnepanelen'),
        )
      ).status,
    ).toBe(404);
  });

  it('links the lead to a consumer user, created with the consumer role and a password mail', async () => {
    const payload = leadPayload('zonnepanelen');
    const answer = await partnerApi.post(`/partner/${guid}/lead`, payload);
    const [lead] = await api.db.select().from(leads).where(eq(leads.id, answer.body.lead_id));
    const [user] = await api.db.select().from(users).where(eq(users.id, lead!.userId!));
    expect(user!.email).toBe(payload.email);
    const mails = await api.db.select().from(emailLog).where(eq(emailLog.toAddress, user!.email));
    expect(mails.map((m) => m.template)).toEqual(['consumer_welcome']);
    const roles = await api.db.execute(
      sql`SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${user!.id}`,
    );
    expect(JSON.stringify(roles)).toContain('ROLE_LEAD_CONSUMER');
  });
});

describe('the automatic retry', () => {
  it('offers a lead that found no company again once one wants it, and not before ten minutes', async () => {
    const answer = await partnerApi.post(
      `/partner/${guid}/lead`,
      leadPayload('beveiligingscamera'),
    );
    expect(answer.body).toMatchObject({ status: 'waiting', assignments: 0 });
    const company = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, company, 'beveiligingscamera');
    const deps = { db: api.db, mailer: createMailer(api.db, api.config), publicUrl: 'http://x' };
    expect(await retryUnfilledLeads(deps)).toBe(0);
    expect(await retryUnfilledLeads(deps, new Date(Date.now() + 11 * 60_000))).toBe(1);
    const rows = await api.db
      .select()
      .from(assignedLeads)
      .where(eq(assignedLeads.leadId, answer.body.lead_id));
    expect(rows.map((row) => row.companyId)).toEqual([company]);
  });
});

describe('leads on hold', () => {
  it('waits until staff verify a lead of a must-be-verified product, then matches it', async () => {
    const company = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, company, 'zolderverbouwing');
    const strict = await addPartner(api.db, ['zolderverbouwing']);
    const answer = await partnerApi.post(
      `/partner/${strict}/lead`,
      leadPayload('zolderverbouwing'),
    );
    expect(answer.body).toMatchObject({ status: 'on_hold', assignments: 0 });
    const staff = createClient(api.url);
    await staff.login('manager@demo.nl');
    const onHold = await staff.get('/lead?onHold=y');
    expect(onHold.body.items.map((l: { id: number }) => l.id)).toEqual([answer.body.lead_id]);
    expect(onHold.body.items[0].hold_reasons).toEqual(['partner_product']);
    const verified = await staff.post(`/lead/${answer.body.lead_id}/verified`);
    expect(verified.status).toBe(200);
    expect(verified.body.on_hold).toBe(false);
    expect(verified.body.assigned_leads.map((a: { company_id: number }) => a.company_id)).toEqual([
      company,
    ]);
  });

  it('puts a lead whose number is not Dutch, or whose postal code is not a known area, on hold', async () => {
    const belgianNumber = await partnerApi.post(
      `/partner/${guid}/lead`,
      leadPayload('zonnepanelen', 'utrecht', { phone_number: '+32 470 28 91 63' }),
    );
    expect(belgianNumber.body.status).toBe('on_hold');
    const unknownArea = leadPayload('zonnepanelen');
    (unknownArea.address as Record<string, unknown>).postal_code = '1000 AA';
    const unknown = await partnerApi.post(`/partner/${guid}/lead`, unknownArea);
    expect(unknown.body.status).toBe('on_hold');
    const rows = await api.db.select({ reasons: leads.holdReasons }).from(leads);
    expect(rows.map((r) => r.reasons).sort()).toEqual([['address'], ['phone']]);
  });
});

describe('under load', () => {
  it('never passes a company maximum or a lead’s remaining assignments when 50 leads arrive at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await addCompany(api.db, 'utrecht');
      await takeProduct(api.db, id, 'zonnepanelen', { max: 7, period: 'day' });
      ids.push(id);
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        partnerApi.post(`/partner/${guid}/lead`, leadPayload('zonnepanelen')),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const perCompany = await api.db
      .select({ companyId: assignedLeads.companyId, n: sql<number>`count(*)::int` })
      .from(assignedLeads)
      .groupBy(assignedLeads.companyId);
    expect(perCompany).toHaveLength(6);
    for (const row of perCompany) expect(row.n).toBe(7);
    const perLead = await api.db
      .select({ leadId: assignedLeads.leadId, n: sql<number>`count(*)::int` })
      .from(assignedLeads)
      .groupBy(assignedLeads.leadId);
    for (const row of perLead) expect(row.n).toBeLessThanOrEqual(4);
    const remaining = await api.db
      .select({ r: leads.remainingAssignments, id: leads.id })
      .from(leads);
    for (const lead of remaining) {
      const given = perLead.find((p) => p.leadId === lead.id)?.n ?? 0;
      expect(lead.r + given).toBe(4);
    }
    // 50 matchings that contend for the same rows: room for a busy machine, not a speed goal.
  }, 90_000);
});

describe('the public quote form', () => {
  it('takes a few requests per hour from one address, then answers 429', async () => {
    const form = createClient(api.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await form.post('/quote-request', leadPayload('kozijnen'))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await form.post('/quote-request', leadPayload('kozijnen'));
    expect(refused.body.message).toBe('MESSAGE.TOO_MANY_ATTEMPTS');
  });
});
