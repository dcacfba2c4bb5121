import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { users } from '../../api/src/accounts/user.table';
import { companyPartnerLinks } from '../../api/src/companies/company-partner.table';
import { companyUsers } from '../../api/src/companies/company-user.table';
import { dayStatsMismatches } from '../../api/src/dashboards/day-stats-recount';
import { leads } from '../../api/src/leads/lead.table';
import { previousMonth } from '../../api/src/dashboards/partner-dashboard';
import type { ProductRow } from '../../api/src/products/product.table';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue, linkUser } from '../plaza/plaza-test-kit';
import { startApi, type RunningApi, type TestClient } from '../support/api-harness';
import { claimAt, dutchNoon } from './dashboard-test-kit';
import { partnerLead } from './partner-dashboard-kit';

let api: RunningApi;
let partner: TestClient;
let solar: ProductRow;
let other: ProductRow;
let partnerId: number;
let managedId: number;
let otherPartnerId: number;
let outsideId: number;
const today = dutchDay(new Date());
// The asked period: ten days ending 11 days ago; the compared period the ten days before.
const period = { start: addDays(today, -20), end: addDays(today, -11) };
const inPeriod = dutchNoon(addDays(today, -15));
const inCompared = dutchNoon(addDays(today, -25));
const query = `startDate=${period.start}&endDate=${period.end}`;

beforeAll(async () => {
  api = await startApi({ seed: false });
  await seedCatalogueOnly(api.db);
  const products = await catalogue(api.db);
  solar = products[0]!;
  other = products[1]!;
  partnerId = await addCompany(api.db, 'amsterdam', { isPartner: true, name: 'Partner Zon BV' });
  otherPartnerId = await addCompany(api.db, 'eindhoven', { isPartner: true });
  managedId = await addCompany(api.db, 'utrecht', { name: 'Aannemer Klant BV' });
  await api.db
    .insert(companyPartnerLinks)
    .values({ partnerCompanyId: partnerId, companyId: managedId });
  await linkUser(api.db, partnerId, 'partner@demo.nl');
  partner = await clientFor(api.url, 'partner@demo.nl');
  // The claim partner works for the same partner company (not its main user).
  const [claimUser] = await api.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'claimpartner@demo.nl'));
  await api.db
    .insert(companyUsers)
    .values({ companyId: partnerId, userId: claimUser!.id, admin: false });

  const lead = (spec: Omit<Parameters<typeof partnerLead>[1], 'partnerId'>) =>
    partnerLead(api.db, { partnerId, ...spec });
  // The period: solar sent 4 (1 bad, 2 assigned to the managed company of which 1 claimed),
  // the other product 1 waiting.
  await lead({ product: solar, at: inPeriod, bad: true });
  const kept = await lead({ product: solar, at: inPeriod, companyId: managedId, priceCents: 2000 });
  const claimed = await lead({
    product: solar,
    at: inPeriod,
    companyId: managedId,
    priceCents: 3000,
    claimed: true,
  });
  await lead({ product: solar, at: inPeriod });
  await lead({ product: other, at: inPeriod });
  // The compared period: 2 sent, 1 assigned.
  await lead({ product: solar, at: inCompared, companyId: managedId, priceCents: 1000 });
  await lead({ product: solar, at: inCompared });
  // Another partner's lead never counts.
  await partnerLead(api.db, { product: solar, partnerId: otherPartnerId, at: inPeriod });
  // Today: two leads, the newest first.
  await lead({ product: solar, at: new Date(Date.now() - 60_000) });
  await lead({ product: other, at: new Date(Date.now() - 1000), companyId: managedId });

  // Claims of the managed company in the period: one accepted, one denied.
  await claimAt(api.db, claimed.assignedLeadId, managedId, CLAIM_STATUSES.accepted, inPeriod);
  await claimAt(api.db, kept.assignedLeadId, managedId, CLAIM_STATUSES.denied, inPeriod);
  // An open claim by an outside company on a lead the partner sent, and one the partner
  // has nothing to do with.
  outsideId = await addCompany(api.db, 'eindhoven', { name: 'Buiten Partner BV' });
  const sent = await lead({ product: solar, at: inCompared, companyId: outsideId });
  await claimAt(api.db, sent.assignedLeadId, outsideId, CLAIM_STATUSES.new, inPeriod);
  const unrelated = await partnerLead(api.db, {
    product: solar,
    partnerId: otherPartnerId,
    at: inCompared,
    companyId: outsideId,
  });
  await claimAt(api.db, unrelated.assignedLeadId, outsideId, CLAIM_STATUSES.call_center, inPeriod);
});
afterAll(async () => api?.close());

describe('the partner home', () => {
  it('counts the leads the partner sent in the period by outcome, against the period before', async () => {
    const answer = await partner.get(`/company/${partnerId}/partner_dashboard?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      start_date: period.start,
      end_date: period.end,
      compare_start_date: addDays(period.start, -10),
      compare_end_date: addDays(period.end, -10),
      totals: { sent: 5, accepted: 4, rejected: 1, assigned: 2, claimed: 1 },
      compare_totals: { sent: 3, accepted: 3, rejected: 0, assigned: 2, claimed: 0 },
    });
    expect(answer.body.per_product).toEqual([
      expect.objectContaining({
        product_id: solar.id,
        sent: 4,
        assigned: 2,
        rejected: 1,
        claimed: 1,
      }),
      expect.objectContaining({ product_id: other.id, sent: 1, assigned: 0, accepted: 1 }),
    ]);
    const day = answer.body.series.find(
      (p: { period: string }) => p.period === addDays(today, -15),
    );
    expect(day).toEqual({ period: addDays(today, -15), sent: 5, assigned: 2, cost_cents: 5000 });
    expect(answer.body.series).toHaveLength(10);
  });

  it('shows what the partner and its companies bought, per company', async () => {
    const answer = await partner.get(`/company/${partnerId}/partner_dashboard?${query}`);
    expect(answer.body.cost).toEqual({
      leads: 2,
      cost_cents: 5000,
      compare_leads: 1,
      compare_cost_cents: 1000,
    });
    expect(answer.body.per_company).toEqual([
      expect.objectContaining({ company_id: partnerId, leads: 0, cost_cents: 0 }),
      expect.objectContaining({
        company_id: managedId,
        company_name: 'Aannemer Klant BV',
        leads: 2,
        cost_cents: 5000,
        claims_filed: 2,
        claims_accepted: 1,
        claims_denied: 1,
      }),
    ]);
  });

  it("lists today's leads newest first with their outcome", async () => {
    const answer = await partner.get(`/company/${partnerId}/partner_dashboard`);
    expect(answer.body.today_total).toBe(2);
    expect(
      answer.body.today.map((l: { product_name: string; outcome: string }) => [
        l.product_name,
        l.outcome,
      ]),
    ).toEqual([
      [other.name, 'assigned'],
      [solar.name, 'waiting'],
    ]);
  });

  it('lists the open claims the partner decides and counts the decided ones', async () => {
    const answer = await partner.get(`/company/${partnerId}/partner_dashboard?${query}`);
    expect(answer.body.claims).toMatchObject({ open: 1, accepted: 1, denied: 1 });
    expect(answer.body.claims.to_decide).toEqual([
      expect.objectContaining({ company_name: 'Buiten Partner BV', status: CLAIM_STATUSES.new }),
    ]);
  });

  it("gives the partner's claim partner the same home with the claims to decide", async () => {
    const claimPartner = await clientFor(api.url, 'claimpartner@demo.nl');
    const answer = await claimPartner.get(`/company/${partnerId}/partner_dashboard?${query}`);
    expect(answer.status).toBe(200);
    expect(answer.body.claims).toMatchObject({ open: 1, accepted: 1, denied: 1 });
    expect((await claimPartner.get(`/company/${otherPartnerId}/partner_dashboard`)).status).toBe(
      404,
    );
  });

  it('defaults to the previous calendar month', async () => {
    const answer = await partner.get(`/company/${partnerId}/partner_dashboard`);
    const month = previousMonth(today);
    expect(answer.body).toMatchObject({ start_date: month.start, end_date: month.end });
    expect(month.start.endsWith('-01')).toBe(true);
    expect(addDays(month.end, 1).endsWith('-01')).toBe(true);
  });

  it('refuses bad days with a field error', async () => {
    const bad = await partner.get(`/company/${partnerId}/partner_dashboard?startDate=2026-02-30`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ startDate: 'MESSAGE.ENTER_VALID_DATE' });
    const reversed = await partner.get(
      `/company/${partnerId}/partner_dashboard?startDate=${period.end}&endDate=${period.start}`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ endDate: 'MESSAGE.VALUE_TOO_LOW' });
  });

  it("keeps a partner to its own figures; staff read any partner's; customers are refused", async () => {
    expect((await partner.get(`/company/${otherPartnerId}/partner_dashboard`)).status).toBe(404);
    expect((await partner.get(`/company/${managedId}/partner_dashboard`)).status).toBe(404);
    expect((await partner.get(`/company/999999/partner_dashboard`)).status).toBe(404);
    const staff = await clientFor(api.url, 'manager@demo.nl');
    const read = await staff.get(`/company/${otherPartnerId}/partner_dashboard?${query}`);
    expect(read.status).toBe(200);
    expect(read.body.totals.sent).toBe(1);
    const customer = await clientFor(api.url, 'customer@demo.nl');
    expect((await customer.get(`/company/${partnerId}/partner_dashboard`)).status).toBe(403);
    const anonymous = await fetch(`${api.url}/company/${partnerId}/partner_dashboard`);
    expect(anonymous.status).toBe(401);
  });

  it('keeps the partner day rows equal to a recount', async () => {
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });
});

describe('the partner day rows', () => {
  it('follow leads marked bad, moved to another partner and deleted', async () => {
    const sent = async () => {
      const answer = await partner.get(`/company/${partnerId}/partner_dashboard?${query}`);
      return answer.body.totals;
    };
    const { leadId } = await partnerLead(api.db, { product: solar, partnerId, at: inPeriod });
    expect(await sent()).toMatchObject({ sent: 6, accepted: 5, rejected: 1 });
    await api.db.update(leads).set({ bad: true }).where(eq(leads.id, leadId));
    expect(await sent()).toMatchObject({ sent: 6, accepted: 4, rejected: 2 });
    await api.db
      .update(leads)
      .set({ partnerCompanyId: otherPartnerId })
      .where(eq(leads.id, leadId));
    expect(await sent()).toMatchObject({ sent: 5, accepted: 4, rejected: 1 });
    expect(await dayStatsMismatches(api.db)).toEqual([]);
    await api.db.delete(leads).where(eq(leads.id, leadId));
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });

  it('moves a claim on a lead given to another partner to that partner’s home', async () => {
    const staff = await clientFor(api.url, 'manager@demo.nl');
    const openClaims = async (id: number) =>
      (await staff.get(`/company/${id}/partner_dashboard?${query}`)).body.claims.open as number;
    const [mine, theirs] = [await openClaims(partnerId), await openClaims(otherPartnerId)];
    const sent = await partnerLead(api.db, {
      product: solar,
      partnerId,
      at: inCompared,
      companyId: outsideId,
    });
    await claimAt(api.db, sent.assignedLeadId, outsideId, CLAIM_STATUSES.pending, inPeriod);
    expect([await openClaims(partnerId), await openClaims(otherPartnerId)]).toEqual([
      mine + 1,
      theirs,
    ]);
    await api.db
      .update(leads)
      .set({ partnerCompanyId: otherPartnerId })
      .where(eq(leads.id, sent.leadId));
    expect([await openClaims(partnerId), await openClaims(otherPartnerId)]).toEqual([
      mine,
      theirs + 1,
    ]);
    expect(await dayStatsMismatches(api.db)).toEqual([]);
  });
});
