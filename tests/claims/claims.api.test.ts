import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../api/src/claims/claim.table';
import { assignedLeads } from '../../api/src/leads/assigned-lead.table';
import { emailLog } from '../../api/src/mail/email-log.table';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor, setCompany, upload } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { assignedLeadFor, fileClaim } from './claim-test-kit';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let api: RunningApi;
let solar: ProductRow;
let customer: TestClient;
let otherCustomer: TestClient;
let claimsStaff: TestClient;
let manager: TestClient;
let partner: TestClient;
let claimPartner: TestClient;
let hendriks: number;
let willems: number;
let dekker: number;
let vanLeeuwen: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  solar = (await catalogue(api.db)).find((p) => p.discr === 'zonnepanelen')!;
  hendriks = await addCompany(api.db, 'utrecht');
  willems = await addCompany(api.db, 'eindhoven');
  dekker = await addCompany(api.db, 'amsterdam', { isPartner: true });
  vanLeeuwen = await addCompany(api.db, 'amsterdam', { isPartner: true });
  await linkUser(api.db, hendriks, 'customer@demo.nl');
  await linkUser(api.db, willems, 'both@demo.nl');
  await linkUser(api.db, dekker, 'partner@demo.nl');
  await linkUser(api.db, vanLeeuwen, 'claimpartner@demo.nl');
  [customer, otherCustomer, claimsStaff, manager, partner, claimPartner] = (await Promise.all(
    [
      'customer@demo.nl',
      'both@demo.nl',
      'claims@demo.nl',
      'manager@demo.nl',
      'partner@demo.nl',
      'claimpartner@demo.nl',
    ].map((email) => clientFor(api.url, email)),
  )) as [TestClient, TestClient, TestClient, TestClient, TestClient, TestClient];
});
afterAll(async () => api?.close());

/** A new claim of Hendriks on a lead the partner company sent (if any). */
async function newClaim(sentBy: number | null = null) {
  const { assignedLeadId } = await assignedLeadFor(api.db, solar, hendriks, {
    lead: { fields: { partnerCompanyId: sentBy } },
  });
  const filed = await fileClaim(customer, assignedLeadId);
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return filed.body as { id: number; status: number; version: number };
}

const setStatus = (client: TestClient, id: number, status: unknown, extra = {}) =>
  client.post(`/claim/${id}/status`, { status, ...extra });

describe('filing a claim', () => {
  it('files a claim on the company’s assigned lead and refuses a second one with CLAIM_RECEIVED', async () => {
    const { assignedLeadId } = await assignedLeadFor(api.db, solar, hendriks);
    const filed = await fileClaim(customer, assignedLeadId, {
      stop_matching: true,
      enable_email_notifications: true,
    });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      status: 0,
      customer_status: 'new',
      description: 'no_contact',
      message: 'Drie keer gebeld, nooit opgenomen.',
      stop_matching: true,
      enable_email_notifications: true,
      company_id: hendriks,
      auto_reason: null,
      proof: null,
    });
    const again = await fileClaim(customer, assignedLeadId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('MESSAGE.CLAIM_RECEIVED');
  });

  it('refuses a lead that does not allow claims, and checks the form', async () => {
    const locked = await assignedLeadFor(api.db, solar, hendriks, { allowClaim: false });
    const refused = await fileClaim(customer, locked.assignedLeadId);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('MESSAGE.LEAD_CANNOT_BE_CLAIMED');
    const open = await assignedLeadFor(api.db, solar, hendriks);
    const empty = await fileClaim(customer, open.assignedLeadId, {
      message: '',
      description: 'bogus',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      description: 'MESSAGE.SELECT_OPTION',
    });
    const noMessage = await fileClaim(customer, open.assignedLeadId, { message: ' ' });
    expect(noMessage.body.fields).toEqual({ message: 'MESSAGE.FIELD_REQUIRED' });
    const byDefault = await fileClaim(customer, open.assignedLeadId, {
      message: '',
      is_default_message: true,
    });
    expect(byDefault.status).toBe(201);
    expect(byDefault.body).toMatchObject({ is_default_message: true, message: '' });
  });

  it('answers 404 for another company’s assigned lead and 403 for a partner', async () => {
    const theirs = await assignedLeadFor(api.db, solar, willems);
    expect((await fileClaim(customer, theirs.assignedLeadId)).status).toBe(404);
    expect((await fileClaim(partner, theirs.assignedLeadId)).status).toBe(403);
  });

  it('takes a proof file checked by its content and gives it back to readers only', async () => {
    const claim = await newClaim();
    const text = await upload(
      api.url,
      customer,
      `/claim/${claim.id}/proof`,
      Buffer.from('gewoon tekst'),
      'bewijs.png',
      'image/png',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('MESSAGE.FILE_TYPE_NOT_SUPPORTED');
    const stored = await upload(api.url, customer, `/claim/${claim.id}/proof`, PNG, 'scherm.png');
    expect(stored.status).toBe(200);
    expect(stored.body.proof).toMatchObject({ file_name: 'scherm.png', media_type: 'image/png' });
    const file = await claimsStaff.get(`/claim/${claim.id}/proof`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await otherCustomer.get(`/claim/${claim.id}/proof`)).status).toBe(404);
    expect(
      (await upload(api.url, otherCustomer, `/claim/${claim.id}/proof`, PNG, 'x.png')).status,
    ).toBe(404);
    // Once claims staff decided, the proof they decided on stays.
    await claimsStaff.post(`/claim/${claim.id}/status`, { status: 3 });
    const late = await upload(api.url, customer, `/claim/${claim.id}/proof`, PNG, 'later.png');
    expect(late.body.message).toBe('MESSAGE.CLAIM_READ_ONLY');
  });
});

describe('status changes', () => {
  it.each([0, 4, 1, 2, 3])('claims staff may set status %i', async (status) => {
    const claim = await newClaim();
    const changed = await setStatus(claimsStaff, claim.id, status);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.status).toBe(status);
  });

  it.each([
    ['partner', 2, 200],
    ['partner', 3, 200],
    ['partner', 4, 200],
    ['partner', 1, 200],
    ['partner', 0, 400],
    ['partner', 9, 400],
    ['claim partner', 2, 200],
    ['claim partner', 3, 200],
    ['claim partner', 4, 200],
    ['claim partner', 1, 200],
    ['claim partner', 0, 400],
    ['claim partner', '2', 400],
  ] as const)('a %s setting %j gets %i', async (who, status, expected) => {
    const client = who === 'partner' ? partner : claimPartner;
    const claim = await newClaim(who === 'partner' ? dekker : vanLeeuwen);
    const changed = await setStatus(client, claim.id, status);
    expect(changed.status, JSON.stringify(changed.body)).toBe(expected);
    if (expected === 400)
      expect([changed.body.message, changed.body.fields?.status]).toContain(
        'MESSAGE.INVALID_STATUS',
      );
    else expect(changed.body.status).toBe(status);
  });

  it('refuses staff without the claims role and customers (403), other partners (404)', async () => {
    const claim = await newClaim(dekker);
    expect((await setStatus(manager, claim.id, 2)).status).toBe(403);
    expect((await setStatus(customer, claim.id, 2)).status).toBe(403);
    expect((await setStatus(claimPartner, claim.id, 2)).status).toBe(404);
    expect((await setStatus(otherCustomer, claim.id, 2)).status).toBe(404);
    const [row] = await api.db.select().from(claims).where(eq(claims.id, claim.id));
    expect(row!.status).toBe(0);
  });

  it('keeps an accepted claim read-only for everyone, and refuses a stale version', async () => {
    const claim = await newClaim(dekker);
    const stale = await setStatus(claimsStaff, claim.id, 4, { version: claim.version - 1 });
    expect(stale.status).toBe(409);
    const accepted = await setStatus(partner, claim.id, 2);
    expect(accepted.body).toMatchObject({ status: 2, read_only: true, allowed_statuses: [] });
    for (const [client, status] of [
      [claimsStaff, 3],
      [claimsStaff, 2],
      [partner, 3],
    ] as const) {
      const refused = await setStatus(client, claim.id, status);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('MESSAGE.CLAIM_READ_ONLY');
    }
    const [assigned] = await api.db
      .select({ state: assignedLeads.state })
      .from(assignedLeads)
      .innerJoin(claims, eq(claims.assignedLeadId, assignedLeads.id))
      .where(eq(claims.id, claim.id));
    expect(assigned!.state).toBe(8);
  });

  it('mails the company about a new status only when the claim asked for it', async () => {
    await setCompany(api.db, hendriks, { email: 'claims@hendriks.example.nl' });
    const mailsTo = async () =>
      (
        await api.db
          .select()
          .from(emailLog)
          .where(eq(emailLog.toAddress, 'claims@hendriks.example.nl'))
      ).length;
    const quiet = await newClaim();
    await setStatus(claimsStaff, quiet.id, 4);
    expect(await mailsTo()).toBe(0);
    const { assignedLeadId } = await assignedLeadFor(api.db, solar, hendriks);
    const told = await fileClaim(customer, assignedLeadId, { enable_email_notifications: true });
    await setStatus(claimsStaff, told.body.id, 4);
    const mails = await api.db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'claims@hendriks.example.nl'));
    expect(mails.map((m) => m.template)).toEqual(['claim_status']);
    expect(mails[0]!.subject).toContain(String(told.body.id));
  });

  it('shows the customer pending and call center as "processing"', async () => {
    const claim = await newClaim();
    await setStatus(claimsStaff, claim.id, 1);
    expect((await customer.get(`/claim/${claim.id}`)).body.customer_status).toBe('processing');
    await setStatus(claimsStaff, claim.id, 4);
    const seen = await customer.get(`/claim/${claim.id}`);
    expect(seen.body).toMatchObject({ customer_status: 'processing', allowed_statuses: [] });
  });
});

describe('who reads which claims', () => {
  it('lists a company only its own claims and hides others with 404', async () => {
    const theirs = await assignedLeadFor(api.db, solar, willems);
    const filed = await fileClaim(otherCustomer, theirs.assignedLeadId);
    expect(filed.status).toBe(201);
    expect((await customer.get(`/claim/${filed.body.id}`)).status).toBe(404);
    const mine = await customer.get('/claim?itemsPerPage=100');
    expect(mine.body.items.length).toBeGreaterThan(3);
    expect(mine.body.items.every((c: { company_id: number }) => c.company_id === hendriks)).toBe(
      true,
    );
    expect((await customer.get(`/claim?company=${willems}`)).body.total).toBe(0);
    expect((await customer.get(`/claim/stats?company=${willems}`)).status).toBe(404);
    expect((await customer.get(`/company/${willems}/claim_credit`)).status).toBe(404);
    expect((await customer.get('/claim/stats')).status).toBe(403);
  });

  it('shows a partner the claims on leads its company sent, and nothing else', async () => {
    const sent = await newClaim(dekker);
    const other = await newClaim();
    const list = await partner.get('/claim?itemsPerPage=100');
    const ids = list.body.items.map((c: { id: number }) => c.id);
    expect(ids).toContain(sent.id);
    expect(ids).not.toContain(other.id);
    expect((await partner.get(`/claim/${other.id}`)).status).toBe(404);
  });

  it('filters the staff list and walks it with previous and next', async () => {
    const first = await newClaim();
    const second = await newClaim();
    await setStatus(claimsStaff, first.id, 4);
    const callCenter = await claimsStaff.get('/claim?filter=1&itemsPerPage=100');
    expect(callCenter.body.items.map((c: { id: number }) => c.id)).toContain(first.id);
    expect(callCenter.body.items.every((c: { status: number }) => c.status === 4)).toBe(true);
    const fresh = await claimsStaff.get('/claim?filter=3&itemsPerPage=100');
    expect(fresh.body.items.every((c: { status: number }) => c.status === 0)).toBe(true);
    const toProcess = await claimsStaff.get('/claim?filter=0&itemsPerPage=100');
    expect(
      toProcess.body.items.every((c: { status: number }) => [0, 1, 4].includes(c.status)),
    ).toBe(true);
    expect((await claimsStaff.get(`/claim/${second.id}/next?filter=2`)).body.id).toBe(first.id);
    expect((await claimsStaff.get(`/claim/${first.id}/previous?filter=2`)).body.id).toBe(second.id);
    expect((await claimsStaff.get(`/claim/${second.id}/previous?filter=2`)).body.id).toBe(null);
    const name = (second as unknown as { lead: { name: string } }).lead.name;
    const search = await claimsStaff.get(`/claim?search=${encodeURIComponent(name)}`);
    expect(search.body.items.map((c: { id: number }) => c.id)).toContain(second.id);
    expect(
      search.body.items.every((c: { lead: { name: string } }) => c.lead.name.startsWith(name)),
    ).toBe(true);
  });

  it('counts leads and claims per month for staff and for the company itself', async () => {
    const stats = await claimsStaff.get(`/claim/stats?company=${hendriks}`);
    expect(stats.status).toBe(200);
    const mine = await customer.get(`/claim/stats?company=${hendriks}`);
    expect(mine.body).toEqual(stats.body);
    const { totals } = stats.body;
    const all = await claimsStaff.get(`/claim?company=${hendriks}`);
    expect(totals.claim_total).toBe(all.body.total);
    expect(totals.claim_accepted + totals.claim_denied + totals.claim_other).toBe(
      totals.claim_total,
    );
    expect(totals.lead_total).toBeGreaterThanOrEqual(totals.claim_total);
    const feedback = await claimsStaff.get('/claim/feedback-stats');
    expect(
      feedback.body.totals.find((t: { description: string }) => t.description === 'no_contact')
        .claim_total,
    ).toBeGreaterThan(3);
  });
});
