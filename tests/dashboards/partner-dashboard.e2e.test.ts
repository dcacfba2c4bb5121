import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { companyPartnerLinks } from '../../api/src/companies/company-partner.table';
import { previousMonth } from '../../api/src/dashboards/partner-dashboard';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import { claimAt, dutchNoon } from './dashboard-test-kit';
import { addPartnerUser, partnerLead } from './partner-dashboard-kit';

const suite = useBrowserSuite();
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

describe('the partner home', () => {
  it('greets a partner after login with its leads of the previous month and of today', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const partnerId = await addCompany(db, 'amsterdam', {
      name: 'Leads Partner B.V.',
      isPartner: true,
    });
    const managed = await addCompany(db, 'utrecht', { name: 'Dakwerk Klant B.V.' });
    await db
      .insert(companyPartnerLinks)
      .values({ partnerCompanyId: partnerId, companyId: managed });
    await addPartnerUser(db, 'pieter@leadspartner.demo.nl', partnerId);

    // The previous month (the home's default): four sent, one rejected, three given to the
    // managed company for € 20, € 30 and € 10, one claimed (accepted) and one with an open
    // claim. The month before: one sent.
    const month = previousMonth(dutchDay(new Date()));
    const inMonth = dutchNoon(addDays(month.start, 9));
    const lead = (spec: Omit<Parameters<typeof partnerLead>[1], 'partnerId' | 'product'>) =>
      partnerLead(db, { partnerId, product: solar, ...spec });
    await lead({ at: inMonth, bad: true });
    await lead({ at: inMonth, companyId: managed, priceCents: 2000 });
    const claimed = await lead({
      at: inMonth,
      companyId: managed,
      priceCents: 3000,
      claimed: true,
    });
    await claimAt(db, claimed.assignedLeadId, managed, CLAIM_STATUSES.accepted, inMonth);
    await lead({ at: dutchNoon(addDays(month.start, -5)) });
    // A claim waiting for the partner's decision.
    const open = await lead({ at: inMonth, companyId: managed, priceCents: 1000 });
    await claimAt(db, open.assignedLeadId, managed, CLAIM_STATUSES.new, inMonth);
    // Today: two leads.
    await lead({ at: new Date(Date.now() - 60_000) });
    await lead({ at: new Date(Date.now() - 1000), companyId: managed });

    const { page } = await suite.open({ width: 1280, height: 1100 });
    await loginThroughForm(page, 'pieter@leadspartner.demo.nl');
    await waitForPath(page, '/partner/dashboard');
    await page.getByTestId('partner-kpi-sent-value').waitFor();

    expect(await text(page, 'partner-kpi-sent-value')).toBe('4');
    expect(await text(page, 'partner-kpi-sent-change')).toBe('+300%');
    expect(await text(page, 'partner-kpi-accepted-value')).toBe('3');
    expect(await text(page, 'partner-kpi-assigned-value')).toBe('3');
    expect(await text(page, 'partner-kpi-rejected-value')).toBe('1');
    expect(await text(page, 'partner-kpi-claimed-value')).toBe('1');
    expect(await text(page, 'partner-kpi-cost-value')).toBe('€ 60,-');
    expect(await page.getByTestId('partner-product-row').count()).toBe(1);
    const companyRows = page.getByTestId('partner-company-row');
    expect(await companyRows.count()).toBe(2);
    expect((await companyRows.nth(1).innerText()).replace(/\s+/g, ' ')).toContain(
      'Dakwerk Klant B.V. 3 € 60,- 2 1 0',
    );
    expect(await text(page, 'partner-kpi-claims-open-value')).toBe('1');
    expect(await text(page, 'partner-kpi-claims-accepted-value')).toBe('1');
    expect(await page.getByTestId('partner-claim').count()).toBe(1);
    expect(await page.getByTestId('partner-today-lead').count()).toBe(2);
    expect(await text(page, 'partner-today-total')).toBe('2 leads vandaag');
    await expect
      .poll(() =>
        page.getByTestId('partner-period-chart').locator('.recharts-bar-rectangle').count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'partner-dashboard');

    // Another period: this month holds only today's two leads.
    await page.getByTestId('partner-period-select').click();
    await page.getByRole('option', { name: 'Deze maand' }).click();
    await expect.poll(() => text(page, 'partner-kpi-sent-value')).toBe('2');

    // The claim leads to its decision screen.
    await page.getByTestId('partner-claim').getByRole('link').click();
    await page.waitForURL((url) => /^\/partner\/claim\/\d+$/.test(url.pathname));
  });

  it("gives the partner company's claim partner a home of the claims it decides", async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const partnerId = await addCompany(db, 'amsterdam', {
      name: 'Claims Partner B.V.',
      isPartner: true,
    });
    const customer = await addCompany(db, 'utrecht', { name: 'Zon Klant B.V.' });
    await addPartnerUser(db, 'kim@claimspartner.demo.nl', partnerId, 'ROLE_LEAD_CLAIM_PARTNER');
    const sent = await partnerLead(db, {
      partnerId,
      product: solar,
      at: new Date(Date.now() - 3_600_000),
      companyId: customer,
    });
    await claimAt(db, sent.assignedLeadId, customer, CLAIM_STATUSES.new, new Date());

    const { page } = await suite.open({ width: 1280, height: 800 });
    await loginThroughForm(page, 'kim@claimspartner.demo.nl');
    await waitForPath(page, '/partner/dashboard');
    await page.getByTestId('partner-kpi-claims-open-value').waitFor();
    expect(await text(page, 'partner-kpi-claims-open-value')).toBe('1');
    expect(await page.getByTestId('partner-claim').count()).toBe(1);
    expect(await page.getByTestId('partner-kpi-sent').count()).toBe(0);
    await screenshot(page, 'claim-partner-dashboard');
  });
});
