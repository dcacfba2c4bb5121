import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { companies } from '../../api/src/companies/company.table';
import { companyChangeRequests } from '../../api/src/companies/company-change-request.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { leads } from '../../api/src/leads/lead.table';
import { recordFailure } from '../../api/src/leads/partner-request-failures';
import { emailLog } from '../../api/src/mail/email-log.table';
import { addCompany, addPartner, leadPayload, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import { claimAt, leadAt } from './dashboard-test-kit';
import { fakeSmtp } from './lead-generator-fake-smtp';

const smtp = await fakeSmtp();
// No demo data: every figure on the home is one this test made.
const suite = useBrowserSuite({ api: { seed: false, config: { smtpUrl: smtp.url } } });
afterAll(() => smtp.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 1000);
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

describe('the lead managers home', () => {
  let waiting: number;

  beforeAll(async () => {
    const db = suite.portal.db;
    await seedCatalogueOnly(db);
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const buyer = await addCompany(db, 'utrecht', { name: 'Zon Op Dak B.V.', approved: true });
    // The last 29 days: three leads, two sold for € 10 and € 30 (one claimed);
    // the 29 days before: one lead sold for € 20.
    await leadAt(db, { product: solar, at: daysAgo(35), companyId: buyer, priceCents: 2000 });
    const sold = await leadAt(db, {
      product: solar,
      at: daysAgo(3),
      companyId: buyer,
      priceCents: 1000,
    });
    await leadAt(db, { product: solar, at: daysAgo(1), companyId: buyer, priceCents: 3000 });
    await leadAt(db, { product: solar, at: daysAgo(2) });
    await claimAt(db, sold.assignedLeadId, buyer, CLAIM_STATUSES.new, daysAgo(1));
    await addCompany(db, 'amsterdam', {
      name: 'Bijna Leeg B.V.',
      approved: true,
      isPrepaid: true,
      balance: 1200,
    });
    waiting = await addCompany(db, 'eindhoven', {
      name: 'Nieuwe Aanmelder B.V.',
      state: 'new',
      approved: false,
    });
    await db.insert(emailLog).values({
      toAddress: 'klant@zonopdak.nl',
      subject: 'Uw nieuwe lead',
      body: 'Er staat een lead voor u klaar.',
      template: 'lead_assigned',
      createdAt: daysAgo(1),
      error: 'Connection timeout',
    });
  }, 60_000);

  it('greets the manager with the business figures and work lists, resends a failed mail and approves a company', async () => {
    const db = suite.portal.db;
    const { page } = await suite.open({ width: 1280, height: 1000 });
    await loginThroughForm(page, 'manager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');
    await page.getByTestId('kpi-leads-value').waitFor();

    expect(await text(page, 'kpi-leads-value')).toBe('3');
    expect(await text(page, 'kpi-leads-change')).toBe('+200%');
    expect(await text(page, 'kpi-assigned-value')).toBe('2');
    expect(await text(page, 'kpi-revenue-value')).toBe('€ 40,-');
    expect(await text(page, 'kpi-revenue-change')).toBe('+100%');
    expect(await text(page, 'kpi-claims-value')).toBe('1');
    const lowBalance = page.getByTestId('low-balance-row');
    await expect.poll(() => lowBalance.count()).toBe(1);
    expect(await lowBalance.first().innerText()).toContain('Bijna Leeg B.V.');
    expect(await lowBalance.first().innerText()).toContain('€ 12,-');
    // Active without a lead: the low-balance company (the buyer had one yesterday, the
    // waiting company is not active yet).
    await expect.poll(() => text(page, 'list-without-leads-total')).toBe('(1)');
    const mail = page.getByTestId('unsent-mail-row');
    await expect.poll(() => mail.count()).toBe(1);
    expect(await mail.innerText()).toContain('Connection timeout');
    await screenshot(page, 'lead-generator-dashboard');

    // The mail goes out again: it leaves the list, and the mail server has it.
    await mail.getByTestId('resend-mail').click();
    await expect.poll(() => mail.count()).toBe(0);
    expect(smtp.received.join('\n')).toContain('Er staat een lead voor u klaar.');
    const [sent] = await db
      .select()
      .from(emailLog)
      .where(eq(emailLog.toAddress, 'klant@zonopdak.nl'));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.error).toBeNull();

    // Approving takes the company off the waiting list.
    const row = page.getByTestId('unapproved-row').filter({ hasText: 'Nieuwe Aanmelder B.V.' });
    await row.getByTestId('approve-company').click();
    await expect.poll(() => row.count()).toBe(0);
    const [approved] = await db
      .select({ approved: companies.approved })
      .from(companies)
      .where(eq(companies.id, waiting));
    expect(approved!.approved).toBe(true);

    // The leads tile leads to the leads.
    await page.getByTestId('kpi-leads').click();
    await waitForPath(page, '/lead-generator/lead');
  });

  it('shows leads and revenue over time, per product and per source, for a chosen range', async () => {
    const { page } = await suite.open({ width: 1280, height: 1400 });
    await loginThroughForm(page, 'manager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');
    await page.getByTestId('to-metrics').click();
    await waitForPath(page, '/lead-generator/metrics');
    // Last 30 days against the 30 before: three leads against one, € 40 against € 20.
    await expect.poll(() => text(page, 'metrics-leads-value')).toBe('3');
    expect(await text(page, 'metrics-leads-change')).toBe('+200%');
    expect(await text(page, 'metrics-revenue-value')).toBe('€ 40,-');
    await page.getByTestId('metrics-leads-chart').locator('.recharts-line').first().waitFor();
    await page.getByTestId('metrics-product-chart').getByText('Zonnepanelen').waitFor();
    await page.getByTestId('metrics-source-chart').getByText('staff').waitFor();

    // All time, by month: every lead the test made.
    await page.getByTestId('metrics-preset').click();
    await page.getByRole('option', { name: 'Alles (sinds 2013)' }).click();
    await expect.poll(() => text(page, 'metrics-leads-value')).toBe('4');
    expect(await text(page, 'metrics-revenue-value')).toBe('€ 60,-');
    await screenshot(page, 'lead-generator-metrics');
  });

  it('retries a failed partner request and accepts a change request', async () => {
    const db = suite.portal.db;
    const guid = await addPartner(db);
    const [partner] = await db.select().from(companyPartners).where(eq(companyPartners.guid, guid));
    // A partner's lead that met a server fault; the intake takes it now.
    await recordFailure(db, {
      partnerCompanyId: partner!.companyId,
      endpoint: '/partner/{guid}/lead',
      requestId: 'e2e-1',
      body: leadPayload('zonnepanelen', 'utrecht', { request_id: 'e2e-1' }),
      status: 500,
      errorKey: 'MESSAGE.ERROR_OCCURRED',
      errorFields: null,
    });
    const [buyer] = await db.select().from(companies).where(eq(companies.name, 'Zon Op Dak B.V.'));
    await db.insert(companyChangeRequests).values({
      companyId: buyer!.id,
      changes: { name: 'Zon Op Dak Nederland B.V.' },
      oldValues: { name: 'Zon Op Dak B.V.' },
      note: 'Nieuwe handelsnaam na fusie',
    });

    const { page } = await suite.open({ width: 1280, height: 1000 });
    await loginThroughForm(page, 'manager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');
    const request = page.getByTestId('partner-request-row');
    await expect.poll(() => request.count()).toBe(1);
    expect(await request.innerText()).toContain('e2e-1');
    const change = page.getByTestId('change-request-row');
    await expect.poll(() => change.count()).toBe(1);
    expect(await change.innerText()).toContain('Zon Op Dak Nederland B.V.');
    await screenshot(page, 'lead-generator-dashboard-work');

    await request.getByTestId('retry-partner-request').click();
    await expect.poll(() => request.count()).toBe(0);
    const made = await db.select().from(leads).where(eq(leads.partnerRequestId, 'e2e-1'));
    expect(made).toHaveLength(1);
    expect(made[0]!.partnerCompanyId).toBe(partner!.companyId);

    await change.getByTestId('accept-change-request').click();
    await expect.poll(() => change.count()).toBe(0);
    const [renamed] = await db.select().from(companies).where(eq(companies.id, buyer!.id));
    expect(renamed!.name).toBe('Zon Op Dak Nederland B.V.');
    expect(renamed!.version).toBe(buyer!.version + 1);
  });
});
