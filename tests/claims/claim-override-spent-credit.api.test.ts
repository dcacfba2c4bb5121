import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { balanceLedger } from '../../api/src/prepaid/balance-ledger.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { assignedLeadFor, balanceOf, fileClaim, ledgerOf } from './claim-test-kit';

/**
 * Overriding an automatic acceptance after the credit was spent: the balance never
 * goes below zero. What is left of it is taken back; the rest goes on the next invoice.
 */

let api: RunningApi;
let solar: ProductRow;
let customer: TestClient;
let claimsStaff: TestClient;

const PRICE = 2500;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  customer = await clientFor(api.url, 'both@demo.nl');
  claimsStaff = await clientFor(api.url, 'claims@demo.nl');
});
afterAll(async () => api?.close());

/** A prepaid company whose lead with a bad phone number was accepted and credited at filing. */
async function autoAccepted() {
  const companyId = await addCompany(api.db, 'eindhoven', { isPrepaid: true, balance: 0 });
  await linkUser(api.db, companyId, 'both@demo.nl');
  const assigned = await assignedLeadFor(api.db, solar, companyId, {
    prepaid: true,
    priceCents: PRICE,
    lead: { fields: { phoneNumber: '0612345678' } },
  });
  const filed = await fileClaim(customer, assigned.assignedLeadId);
  expect(filed.body).toMatchObject({ status: 2, auto_decided: true, credited: true });
  expect(await balanceOf(api.db, companyId)).toBe(PRICE);
  return { companyId, claimId: filed.body.id as number, ...assigned };
}

/** The company spends its balance down to `left` (a lead bought from it). */
async function spendDownTo(companyId: number, left: number) {
  const spent = (await balanceOf(api.db, companyId)) - left;
  await api.db.update(companies).set({ balance: left }).where(eq(companies.id, companyId));
  await api.db
    .insert(balanceLedger)
    .values({ companyId, amountCents: -spent, balanceAfterCents: left, reason: 'lead_assigned' });
}

const override = (claimId: number) => claimsStaff.post(`/claim/${claimId}/status`, { status: 3 });

describe('overriding an automatic acceptance whose credit was spent', () => {
  it('takes back what is left of the balance, down to zero, and puts the rest on the next invoice', async () => {
    const { companyId, claimId, assignedLeadId } = await autoAccepted();
    await spendDownTo(companyId, 1000);

    const answer = await override(claimId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 3, credited: false });
    expect(await balanceOf(api.db, companyId)).toBe(0);
    const reversal = (await ledgerOf(api.db, companyId)).filter(
      (row) => row.assignedLeadId === assignedLeadId && row.reason === 'claim_credit_reversed',
    );
    expect(reversal.map((row) => [row.amountCents, row.balanceAfterCents])).toEqual([[-1000, 0]]);
    const next = await customer.get(`/invoice/unsent/company/${companyId}`);
    expect(next.body.lines).toMatchObject([
      { price_cents: PRICE - 1000, description: expect.stringContaining(`claim ${claimId}`) },
    ]);
    const credit = await customer.get(`/company/${companyId}/claim_credit`);
    expect(credit.body).toMatchObject({ balance_cents: 0, pending_credit_cents: -(PRICE - 1000) });
  });

  it('never takes an empty balance below zero', async () => {
    const { companyId, claimId } = await autoAccepted();
    await spendDownTo(companyId, 0);
    expect((await override(claimId)).status).toBe(200);
    expect(await balanceOf(api.db, companyId)).toBe(0);
    const ledger = await ledgerOf(api.db, companyId);
    expect(Math.min(...ledger.map((row) => row.balanceAfterCents))).toBe(0);
    const next = await customer.get(`/invoice/unsent/company/${companyId}`);
    expect(next.body.lines.map((line: { price_cents: number }) => line.price_cents)).toEqual([
      PRICE,
    ]);
  });

  it('takes the whole credit back from a balance that still holds it', async () => {
    const { companyId, claimId } = await autoAccepted();
    await spendDownTo(companyId, 4000);
    expect((await override(claimId)).status).toBe(200);
    expect(await balanceOf(api.db, companyId)).toBe(4000 - PRICE);
    expect((await customer.get(`/invoice/unsent/company/${companyId}`)).body.lines).toEqual([]);
  });
});
