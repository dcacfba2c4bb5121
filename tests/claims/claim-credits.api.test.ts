import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../api/src/claims/claim.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { leads } from '../../api/src/leads/lead.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly, takeProduct } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import {
  assignedLeadFor,
  balanceOf,
  creditsOf,
  fileClaim,
  ledgerOf,
  validPhone,
} from './claim-test-kit';

let api: RunningApi;
let solar: ProductRow;
let customer: TestClient;
let prepaidCustomer: TestClient;
let claimsStaff: TestClient;
let partner: TestClient;
let invoiced: number;
let prepaid: number;
let dekker: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  invoiced = await addCompany(api.db, 'utrecht');
  prepaid = await addCompany(api.db, 'eindhoven', { isPrepaid: true, balance: 10_000 });
  dekker = await addCompany(api.db, 'amsterdam', { isPartner: true });
  await linkUser(api.db, invoiced, 'customer@demo.nl');
  await linkUser(api.db, prepaid, 'both@demo.nl');
  await linkUser(api.db, dekker, 'partner@demo.nl');
  [customer, prepaidCustomer, claimsStaff, partner] = (await Promise.all(
    ['customer@demo.nl', 'both@demo.nl', 'claims@demo.nl', 'partner@demo.nl'].map((email) =>
      clientFor(api.url, email),
    ),
  )) as [TestClient, TestClient, TestClient, TestClient];
});
afterAll(async () => api?.close());

const accept = (client: TestClient, id: number, extra = {}) =>
  client.post(`/claim/${id}/status`, { status: 2, ...extra });

async function claimOn(companyId: number, client: TestClient, spec = {}) {
  const assigned = await assignedLeadFor(api.db, solar, companyId, spec);
  const filed = await fileClaim(client, assigned.assignedLeadId);
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return { ...assigned, claim: filed.body as { id: number; status: number; auto_reason: string } };
}

describe('crediting an accepted claim', () => {
  it('puts the price back on a prepaid balance at once, with a ledger row', async () => {
    const { claim, priceCents } = await claimOn(prepaid, prepaidCustomer, { prepaid: true });
    const before = await balanceOf(api.db, prepaid);
    const accepted = await accept(claimsStaff, claim.id);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 2, credited: true, customer_status: 'accepted' });
    expect(await balanceOf(api.db, prepaid)).toBe(before + priceCents);
    const rows = (await ledgerOf(api.db, prepaid)).filter((r) => r.reason === 'claim_credited');
    expect(rows.map((r) => [r.amountCents, r.balanceAfterCents])).toEqual([
      [priceCents, before + priceCents],
    ]);
    const seen = await prepaidCustomer.get(`/company/${prepaid}/claim_credit`);
    expect(seen.body).toMatchObject({ is_prepaid: true, balance_cents: before + priceCents });
  });

  it('also refunds a prepaid company’s lead settled before the ledger had a row for it', async () => {
    const { claim, priceCents } = await claimOn(prepaid, prepaidCustomer, {
      settledWithoutLedger: true,
    });
    const before = await balanceOf(api.db, prepaid);
    expect((await accept(claimsStaff, claim.id)).status).toBe(200);
    expect(await balanceOf(api.db, prepaid)).toBe(before + priceCents);
  });

  it('gives an invoice company a credit for its next invoice', async () => {
    const { claim, priceCents } = await claimOn(invoiced, customer);
    await accept(partner, claim.id).then((a) => expect(a.status).toBe(404));
    expect((await accept(claimsStaff, claim.id)).status).toBe(200);
    const credits = await creditsOf(api.db, invoiced);
    expect(credits.filter((c) => c.claimId === claim.id)).toMatchObject([
      { amountCents: priceCents, reason: 'claim_accepted', invoicedAt: null },
    ]);
    const seen = await customer.get(`/company/${invoiced}/claim_credit`);
    expect(seen.body).toMatchObject({ is_prepaid: false, balance_cents: null });
    expect(seen.body.pending_credit_cents).toBe(credits.reduce((sum, c) => sum + c.amountCents, 0));
    expect(await balanceOf(api.db, invoiced)).toBe(0);
  });

  it('credits once when the acceptance arrives twice at the same moment', async () => {
    for (const [companyId, client, spec] of [
      [prepaid, prepaidCustomer, { prepaid: true }],
      [invoiced, customer, {}],
    ] as const) {
      const { claim, priceCents, assignedLeadId } = await claimOn(companyId, client, spec);
      const balanceBefore = await balanceOf(api.db, companyId);
      const answers = await Promise.all([
        accept(claimsStaff, claim.id),
        accept(claimsStaff, claim.id),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)!.body.message).toBe('MESSAGE.CLAIM_READ_ONLY');
      if (companyId === prepaid) {
        const ledger = (await ledgerOf(api.db, companyId)).filter(
          (r) => r.reason === 'claim_credited' && r.assignedLeadId === assignedLeadId,
        );
        expect(ledger).toHaveLength(1);
        expect(await balanceOf(api.db, companyId)).toBe(balanceBefore + priceCents);
      } else {
        const credits = (await creditsOf(api.db, companyId)).filter((c) => c.claimId === claim.id);
        expect(credits.map((c) => c.amountCents)).toEqual([priceCents]);
      }
    }
  });

  it('credits nothing for a free lead', async () => {
    const { claim } = await claimOn(invoiced, customer, { priceCents: 0 });
    expect((await accept(claimsStaff, claim.id)).status).toBe(200);
    expect((await creditsOf(api.db, invoiced)).filter((c) => c.claimId === claim.id)).toEqual([]);
  });
});

describe('rematch after acceptance', () => {
  it('offers a young lead to one more company when accepting', async () => {
    const other = await addCompany(api.db, 'utrecht');
    await takeProduct(api.db, other, 'zonnepanelen');
    const { claim, leadId } = await claimOn(invoiced, customer, { assignedDaysAgo: 4 });
    const shown = await claimsStaff.get(`/claim/${claim.id}`);
    expect(shown.body.can_rematch).toBe(true);
    const accepted = await accept(claimsStaff, claim.id, { rematch: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const holders = await api.db
      .select({ companyId: assignedLeads.companyId })
      .from(assignedLeads)
      .where(eq(assignedLeads.leadId, leadId));
    expect(holders.map((h) => h.companyId).sort()).toEqual([invoiced, other].sort());
  });

  it('refuses a rematch for a lead older than 5 days, or without acceptance, and writes nothing', async () => {
    const old = await claimOn(invoiced, customer, { assignedDaysAgo: 6 });
    expect((await claimsStaff.get(`/claim/${old.claim.id}`)).body.can_rematch).toBe(false);
    const refused = await accept(claimsStaff, old.claim.id, { rematch: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.REMATCH_NOT_ALLOWED');
    const [row] = await api.db.select().from(claims).where(eq(claims.id, old.claim.id));
    expect(row).toMatchObject({ status: 0, credited: false });
    const young = await claimOn(invoiced, customer, { assignedDaysAgo: 1 });
    const denied = await claimsStaff.post(`/claim/${young.claim.id}/status`, {
      status: 3,
      rematch: true,
    });
    expect(denied.body.message).toBe('MESSAGE.REMATCH_NOT_ALLOWED');
    // Accepted already: the moment has passed.
    await accept(claimsStaff, young.claim.id);
    const [lead] = await api.db.select().from(leads).where(eq(leads.id, young.leadId));
    expect(lead!.remainingAssignments).toBe(0);
  });
});

describe('automatic decisions', () => {
  it('accepts a lead with a phone number the validator rejects, until staff override it', async () => {
    const before = await balanceOf(api.db, prepaid);
    const { claim, priceCents, assignedLeadId } = await claimOn(prepaid, prepaidCustomer, {
      prepaid: true,
      lead: { fields: { phoneNumber: '0612345678' } },
    });
    expect(claim).toMatchObject({ status: 2, auto_reason: 'invalid_phone', auto_decided: true });
    expect(await balanceOf(api.db, prepaid)).toBe(before + priceCents);
    // A partner may not override it; claims staff may, and the credit goes back.
    const overridden = await claimsStaff.post(`/claim/${claim.id}/status`, { status: 3 });
    expect(overridden.status).toBe(200);
    expect(overridden.body).toMatchObject({ status: 3, auto_decided: false, credited: false });
    expect(await balanceOf(api.db, prepaid)).toBe(before);
    const reasons = (await ledgerOf(api.db, prepaid))
      .filter((r) => r.assignedLeadId === assignedLeadId)
      .map((r) => r.reason);
    expect(reasons).toEqual(['lead_assigned', 'claim_credited', 'claim_credit_reversed']);
    const [assigned] = await api.db
      .select()
      .from(assignedLeads)
      .where(eq(assignedLeads.id, assignedLeadId));
    expect(assigned!.state).toBe(1);
  });

  it('accepts a duplicate of a lead the company already had', async () => {
    const phone = validPhone();
    await assignedLeadFor(api.db, solar, invoiced, {
      assignedDaysAgo: 10,
      lead: { fields: { phoneNumber: phone } },
    });
    const { claim } = await claimOn(invoiced, customer, {
      assignedDaysAgo: 2,
      lead: { fields: { phoneNumber: phone } },
    });
    expect(claim).toMatchObject({ status: 2, auto_reason: 'duplicate_lead', credited: true });
    const credits = await creditsOf(api.db, invoiced);
    expect(credits.filter((c) => c.claimId === claim.id)).toHaveLength(1);
    expect((await partner.post(`/claim/${claim.id}/status`, { status: 3 })).status).toBe(404);
    const undone = await claimsStaff.post(`/claim/${claim.id}/status`, { status: 4 });
    expect(undone.body).toMatchObject({ status: 4, credited: false });
    const after = (await creditsOf(api.db, invoiced)).filter((c) => c.claimId === claim.id);
    expect(after.map((c) => c.amountCents).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('denies a claim filed after the claim window, and staff may still accept it', async () => {
    const { claim, priceCents } = await claimOn(invoiced, customer, {
      assignedDaysAgo: 32,
      lead: { fields: { phoneNumber: '0612345678' } },
    });
    expect(claim).toMatchObject({ status: 3, auto_reason: 'filed_late', credited: false });
    const accepted = await accept(claimsStaff, claim.id);
    expect(accepted.body).toMatchObject({ status: 2, auto_decided: false, credited: true });
    const credits = (await creditsOf(api.db, invoiced)).filter((c) => c.claimId === claim.id);
    expect(credits.map((c) => c.amountCents)).toEqual([priceCents]);
  });

  it('leaves a claim within the window with a good number to people', async () => {
    const { claim } = await claimOn(invoiced, customer, { assignedDaysAgo: 30 });
    expect(claim).toMatchObject({ status: 0, auto_reason: null });
  });
});
