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

    // The previous month (the home's default): three sent, one rejected, two given to the
    // managed company for € 20 and € 30, one of those claimed. The month before: one sent.
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
    // Today: two leads.
    await lead({ at: new Date(Date.now() - 60_000) });
    await lead({ at: new Date(Date.now() - 1000), companyId: managed });

    const { page } = await suite.open({ width: 1280, height: 1100 });
    await loginThroughForm(page, 'pieter@leadspartner.demo.nl');
    await waitForPath(page, '/partner/dashboard');
    await page.getByTestId('partner-kpi-sent-value').waitFor();

    expect(await text(page, 'partner-kpi-sent-value')).toBe('3');
    expect(await text(page, 'partner-kpi-sent-change')).toBe('+200%');
    expect(await text(page, 'partner-kpi-accepted-value')).toBe('2');
    expect(await text(page, 'partner-kpi-assigned-value')).toBe('2');
    expect(await text(page, 'partner-kpi-rejected-value')).toBe('1');
    expect(await text(page, 'partner-kpi-claimed-value')).toBe('1');
    expect(await text(page, 'partner-kpi-cost-value')).toBe('€ 50,-');
    expect(await page.getByTestId('partner-product-row').count()).toBe(1);
    const companyRows = page.getByTestId('partner-company-row');
    expect(await companyRows.count()).toBe(2);
    expect((await companyRows.nth(1).innerText()).replace(/\s+/g, ' ')).toContain(
      'Dakwerk Klant B.V. 2 € 50,- 1 1 0',
    );
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
  });
});
