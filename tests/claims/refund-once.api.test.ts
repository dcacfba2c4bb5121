import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { assignedLeadFor, creditsOf, fileClaim } from './claim-test-kit';

/**
 * Money back for a lead happens at most once, whether it comes from an accepted
 * claim or from a credit note of the invoice that billed it.
 */

let api: RunningApi;
let solar: ProductRow;
let customer: TestClient;
let finance: TestClient;
let claimsStaff: TestClient;

const PRICE = 2500;
const withVat = (cents: number) => Math.round(cents * 1.21);

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  [customer, finance, claimsStaff] = (await Promise.all(
    ['customer@demo.nl', 'finance@demo.nl', 'claims@demo.nl'].map((email) =>
      clientFor(api.url, email),
    ),
  )) as [TestClient, TestClient, TestClient];
});
afterAll(async () => api?.close());

/** A new invoice company of the customer with two leads billed on a completed invoice. */
async function invoicedTwoLeads() {
  const companyId = await addCompany(api.db, 'utrecht');
  await linkUser(api.db, companyId, 'customer@demo.nl');
  const claimed = await assignedLeadFor(api.db, solar, companyId, { priceCents: PRICE });
  await assignedLeadFor(api.db, solar, companyId, { priceCents: PRICE });
  return { companyId, claimed };
}

const complete = (companyId: number) => finance.post(`/invoice/unsent/company/${companyId}`);
const creditNote = (invoice: { id: number; version: number }) =>
  finance.post(`/invoice/${invoice.id}/credit_note`, { version: invoice.version });
const currentInvoice = (companyId: number) => finance.get(`/invoice/unsent/company/${companyId}`);

async function fileAndAccept(assignedLeadId: number) {
  const filed = await fileClaim(customer, assignedLeadId);
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  const accepted = await claimsStaff.post(`/claim/${filed.body.id}/status`, { status: 2 });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accepted.body as { id: number; status: number; credited: boolean };
}

describe('a lead is refunded at most once', () => {
  it('gives no claim credit for a lead whose invoice was already credited in full', async () => {
    const { companyId, claimed } = await invoicedTwoLeads();
    const invoice = (await complete(companyId)).body;
    expect(invoice.total_cents).toBe(withVat(2 * PRICE));
    const note = await creditNote(invoice);
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.total_cents).toBe(-withVat(2 * PRICE));

    const claim = await fileAndAccept(claimed.assignedLeadId);
    expect(claim).toMatchObject({ status: 2, credited: false });
    expect(await creditsOf(api.db, companyId)).toEqual([]);
    expect((await currentInvoice(companyId)).body.lines).toEqual([]);
  });

  it('leaves a lead an accepted claim refunded out of the credit note of its invoice', async () => {
    const { companyId, claimed } = await invoicedTwoLeads();
    const invoice = (await complete(companyId)).body;
    const claim = await fileAndAccept(claimed.assignedLeadId);
    expect(claim.credited).toBe(true);

    const note = await creditNote(invoice);
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    // Only the other lead comes back with the credit note; the claimed one comes back
    // with the claim's credit on the next invoice.
    expect(note.body.total_cents).toBe(-withVat(PRICE));
    expect(note.body.lines.map((l: { description: string }) => l.description)).toContainEqual(
      expect.stringContaining(`claim ${claim.id}`),
    );
    const next = (await currentInvoice(companyId)).body;
    expect(next.total_cents).toBe(-withVat(PRICE));
  });

  it('credits an invoice that carried the claim’s own credit in full, the lead still once', async () => {
    const { companyId, claimed } = await invoicedTwoLeads();
    await fileAndAccept(claimed.assignedLeadId);
    // The claim's credit is on the same invoice as the lead: 2 leads - 1 credit.
    const invoice = (await complete(companyId)).body;
    expect(invoice.total_cents).toBe(withVat(PRICE));
    const note = await creditNote(invoice);
    expect(note.body.total_cents).toBe(-withVat(PRICE));
    expect((await currentInvoice(companyId)).body.lines).toEqual([]);
  });

  it('gives the money back once when the credit note and the acceptance arrive at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { companyId, claimed } = await invoicedTwoLeads();
      const invoice = (await complete(companyId)).body;
      const filed = await fileClaim(customer, claimed.assignedLeadId);
      const [note, accepted] = await Promise.all([
        creditNote(invoice),
        claimsStaff.post(`/claim/${filed.body.id}/status`, { status: 2 }),
      ]);
      expect([note.status, accepted.status]).toEqual([201, 200]);
      // Both leads come back once: with the credit note, or the claimed one with its claim.
      const next = (await currentInvoice(companyId)).body;
      expect(note.body.total_cents + next.total_cents).toBe(-withVat(2 * PRICE));
    }
  });

  it('keeps the claim’s credit as the lead’s refund when its invoice was credited before the override', async () => {
    const companyId = await addCompany(api.db, 'utrecht');
    await linkUser(api.db, companyId, 'customer@demo.nl');
    const bad = await assignedLeadFor(api.db, solar, companyId, {
      priceCents: PRICE,
      lead: { fields: { phoneNumber: '0612345678' } },
    });
    const invoice = (await complete(companyId)).body;
    const filed = await fileClaim(customer, bad.assignedLeadId);
    expect(filed.body).toMatchObject({ status: 2, auto_decided: true, credited: true });
    const note = await creditNote(invoice);
    // The lead came back with the claim: the credit note leaves it out.
    expect(note.body.total_cents).toBe(0);
    const overridden = await claimsStaff.post(`/claim/${filed.body.id}/status`, { status: 3 });
    expect(overridden.status).toBe(200);
    // The invoice was credited in full, so the lead stays refunded: nothing is charged again.
    expect((await currentInvoice(companyId)).body.total_cents).toBe(-withVat(PRICE));
  });
});
