import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { matchExcludes } from '../../api/src/companies/match-exclude.table';
import { outbox } from '../../api/src/events/outbox.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import { leads } from '../../api/src/leads/lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { plazaPriceCents } from '#domain/plaza/plaza-price';
import { clientFor, setCompany } from '../companies/company-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { addCompany, seedCatalogueOnly, takeProduct } from '../leads/lead-test-kit';
import { addLead, catalogue, giveLead, linkUser } from './plaza-test-kit';

let api: RunningApi;
let customer: TestClient;
let sales: TestClient;
let companyId: number;
let solar: ProductRow;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  customer = await clientFor(api.url, 'customer@demo.nl');
  sales = await clientFor(api.url, 'sales@demo.nl');
});
afterAll(async () => api?.close());
beforeEach(async () => {
  for (const table of ['leads', 'company_users', 'company_products', 'companies'])
    await api.db.execute(sql.raw(`DELETE FROM ${table}`));
  companyId = await addCompany(api.db, 'utrecht');
  await linkUser(api.db, companyId, 'customer@demo.nl');
});

const buy = (leadId: number, extra: Record<string, unknown> = {}, company = companyId) =>
  customer.post(`/leadplaza/${company}/assign`, { lead_id: leadId, ...extra });

async function balanceOf(id: number): Promise<number> {
  const [row] = await api.db
    .select({ balance: companies.balance })
    .from(companies)
    .where(eq(companies.id, id));
  return row!.balance;
}

describe('buying a lead', () => {
  it('shows the price with the competitors first, then buys at that price and opens the lead', async () => {
    const lead = await addLead(api.db, { product: solar });
    const rival = await addCompany(api.db, 'amsterdam');
    await giveLead(api.db, lead, rival);
    const details = await customer.get(`/leadplaza/${companyId}/purchase_details?lead=${lead}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      competitors: 1,
      price_cents: plazaPriceCents(solar.priceCents, 1),
      payment: 'invoice',
      refusal: null,
    });
    const bought = await buy(lead, { price_cents: details.body.price_cents });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    expect(bought.body.price_cents).toBe(details.body.price_cents);
    const mine = await customer.get(`/assigned_lead/${bought.body.assigned_lead_id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.lead.email).toMatch(/@example\.nl$/);
    const [row] = await api.db.select().from(leads).where(eq(leads.id, lead));
    expect(row!.remainingAssignments).toBe(solar.maxAssignments - 1);
    const events = await api.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.type, 'lead.assigned'), eq(outbox.companyId, companyId)));
    expect(events.map((e) => (e.payload as { origin: string }).origin)).toEqual(['plaza']);
    const latest = await customer.get(`/leadplaza/${companyId}/latest`);
    expect(latest.body.latest.assigned_lead_id).toBe(bought.body.assigned_lead_id);
    // Bought leads leave this company's plaza.
    const after = await customer.post(`/leadplaza/${companyId}/lead`, {});
    expect(after.body.results.map((r: { id: number }) => r.id)).not.toContain(lead);
  });

  it('pays from the prepaid balance with a ledger row', async () => {
    await setCompany(api.db, companyId, { isPrepaid: true, balance: 10_000 });
    const lead = await addLead(api.db, { product: solar });
    const bought = await buy(lead);
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({
      payment: 'prepaid',
      balance_cents: 10_000 - solar.priceCents,
    });
    const ledger = await api.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, companyId));
    expect(ledger).toMatchObject([
      { amountCents: -solar.priceCents, assignedLeadId: bought.body.assigned_lead_id },
    ]);
  });

  it('refuses with the reason that applies', async () => {
    const cases: [string, () => Promise<number>][] = [
      [
        'MESSAGE.NOT_A_UNIQUE_LEAD',
        async () => {
          const lead = await addLead(api.db, { product: solar });
          await giveLead(api.db, lead, companyId);
          return lead;
        },
      ],
      ['MESSAGE.LEAD_ALREADY_EXCLUSIVE', () => addLead(api.db, { product: solar, remaining: 0 })],
      ['MESSAGE.ASSIGNMENT_FAILED', () => addLead(api.db, { product: solar, ageHours: 24 * 8 })],
      [
        'MESSAGE.ASSIGNMENT_FAILED',
        async () => {
          const lead = await addLead(api.db, { product: solar });
          const apart = await addCompany(api.db, 'utrecht');
          await api.db.insert(matchExcludes).values({ companyId: apart, matchId: companyId });
          await giveLead(api.db, lead, apart);
          return lead;
        },
      ],
    ];
    for (const [message, make] of cases) {
      const answer = await buy(await make());
      expect(answer.status, message).toBe(409);
      expect(answer.body.message).toBe(message);
    }
    const lead = await addLead(api.db, { product: solar });
    expect((await buy(lead, { price_cents: 1 })).body.message).toBe('MESSAGE.PRICE_CHANGED');

    await setCompany(api.db, companyId, { isPrepaid: true, balance: 100 });
    expect((await buy(lead)).body.message).toBe('MESSAGE.BALANCE_TOO_LOW');
    await setCompany(api.db, companyId, { isPrepaid: false, state: 'suspended' });
    expect((await buy(lead)).body.message).toBe('MESSAGE.ACCOUNT_SUSPENDED');
    await setCompany(api.db, companyId, { state: 'new' });
    expect((await buy(lead)).body.message).toBe('MESSAGE.NOT_APPROVED');
    await setCompany(api.db, companyId, { state: 'active' });
    await takeProduct(api.db, companyId, 'zonnepanelen', { max: 1, period: 'day' });
    await giveLead(api.db, await addLead(api.db, { product: solar }), companyId);
    await api.db.execute(
      sql`UPDATE assigned_leads SET company_product_id = (SELECT id FROM company_products WHERE company_id = ${companyId}) WHERE company_id = ${companyId}`,
    );
    expect((await buy(lead)).body.message).toBe('MESSAGE.CANNOT_RECEIVE_MORE_LEADS');
    expect(await api.db.select().from(assignedLeads).where(eq(assignedLeads.leadId, lead))).toEqual(
      [],
    );
  });

  it('lets a trial account buy five plaza leads, then no more', async () => {
    await setCompany(api.db, companyId, { trialAccount: true });
    for (let i = 0; i < 5; i += 1)
      expect((await buy(await addLead(api.db, { product: solar }))).status).toBe(201);
    const sixth = await buy(await addLead(api.db, { product: solar }));
    expect(sixth.body.message).toBe('MESSAGE.NO_TRIAL_LEADS_LEFT');
  });

  it('never buys for a company the customer does not belong to; sales staff may buy for any', async () => {
    const other = await addCompany(api.db, 'amsterdam');
    const lead = await addLead(api.db, { product: solar });
    expect((await buy(lead, {}, other)).status).toBe(404);
    const bySales = await sales.post(`/leadplaza/${other}/assign`, { lead_id: lead });
    expect(bySales.status).toBe(201);
    expect(bySales.body.company_id).toBe(other);
  });
});

describe('buying at the same moment', () => {
  it('sells exactly as many leads as the prepaid balance pays for, never going below zero', async () => {
    const price = plazaPriceCents(solar.priceCents, 0);
    await setCompany(api.db, companyId, { isPrepaid: true, balance: price * 10 + price / 2 });
    const leadIds: number[] = [];
    for (let i = 0; i < 50; i += 1) leadIds.push(await addLead(api.db, { product: solar }));
    const answers = await Promise.all(leadIds.map((id) => buy(id)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(40).fill('MESSAGE.BALANCE_TOO_LOW'),
    );
    expect(await balanceOf(companyId)).toBe(price / 2);
    const ledger = await api.db
      .select()
      .from(balanceLedger)
      .where(eq(balanceLedger.companyId, companyId));
    expect(ledger).toHaveLength(10);
    expect(Math.min(...ledger.map((row) => row.balanceAfterCents))).toBeGreaterThanOrEqual(0);
  });

  it('sells a lead to exactly as many companies as it has assignments left', async () => {
    const lead = await addLead(api.db, { product: solar, remaining: 3 });
    const buyers: number[] = [];
    for (let i = 0; i < 8; i += 1) buyers.push(await addCompany(api.db, 'utrecht'));
    const answers = await Promise.all(
      buyers.map((company) => sales.post(`/leadplaza/${company}/assign`, { lead_id: lead })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(
      answers
        .filter((a) => a.status === 409)
        .every((a) => a.body.message === 'MESSAGE.LEAD_ALREADY_EXCLUSIVE'),
    ).toBe(true);
    const [row] = await api.db.select().from(leads).where(eq(leads.id, lead));
    expect(row).toMatchObject({ remainingAssignments: 0, assignedCount: 3 });
  });
});
