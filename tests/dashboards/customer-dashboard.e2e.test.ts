import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { INVOICE_STATUSES } from '#domain/invoices/invoice-status';
import { fileClaim } from '../claims/claim-test-kit';
import { clientFor } from '../companies/company-test-kit';
import { addCompany, takeProduct } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import {
  addCustomerUser,
  claimAt,
  invoiceOf,
  leadAt,
  publishedReview,
  taskOn,
} from './dashboard-test-kit';

const suite = useBrowserSuite();
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 1000);
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

describe('the customer home', () => {
  it('greets a customer after login with the figures of its own company, and follows a new claim live', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const company = await addCompany(db, 'utrecht', {
      name: 'Zonnig Dak B.V.',
      isPrepaid: true,
      balance: 1800,
    });
    await takeProduct(db, company, 'zonnepanelen', { max: 4, period: 'day' });
    await addCustomerUser(db, 'sanne@zonnigdak.demo.nl', company);
    // The last 29 days: leads of € 10, € 20 and € 30; the 29 days before: two of € 10.
    const lead = (days: number, priceCents: number, place?: 'amsterdam' | 'eindhoven') =>
      leadAt(db, { product: solar, at: daysAgo(days), companyId: company, priceCents, place });
    const older = await lead(40, 1000);
    await lead(35, 1000);
    const tenDays = await lead(10, 3000, 'eindhoven');
    const twoDays = await lead(2, 2000, 'amsterdam');
    await lead(0, 1000);
    await taskOn(db, twoDays.assignedLeadId, new Date(Date.now() + DAY_MS));
    await claimAt(db, tenDays.assignedLeadId, company, CLAIM_STATUSES.new, daysAgo(5));
    await invoiceOf(db, company, INVOICE_STATUSES.not_paid, 12_100);
    await publishedReview(db, older.assignedLeadId, company, 8);
    await publishedReview(db, tenDays.assignedLeadId, company, 9);

    const { page } = await suite.open({ width: 1280, height: 1000 });
    await loginThroughForm(page, 'sanne@zonnigdak.demo.nl');
    await waitForPath(page, '/customer/dashboard');
    await page.getByTestId('kpi-leads-value').waitFor();

    expect(await text(page, 'kpi-leads-value')).toBe('3');
    expect(await text(page, 'kpi-leads-change')).toBe('+50%');
    expect(await text(page, 'kpi-spent-value')).toBe('€ 60,-');
    expect(await text(page, 'kpi-spent-change')).toBe('+200%');
    expect(await text(page, 'kpi-claims-value')).toBe('1');
    expect(await text(page, 'kpi-reviews-value')).toBe('8,5');
    expect(await text(page, 'kpi-tasks-value')).toBe('1');
    expect(await text(page, 'kpi-balance-value')).toBe('€ 18,-');
    expect(await text(page, 'kpi-invoices-value')).toBe('€ 121,-');
    await page.getByTestId('kpi-balance-low').waitFor();
    expect(await text(page, 'cap-count')).toBe('1 van 4 vandaag');
    expect(await page.getByTestId('latest-lead').count()).toBe(5);
    // One bar per week, twelve weeks (weeks without leads have bars of no height).
    await expect
      .poll(() =>
        page.getByTestId('leads-per-week-chart').locator('.recharts-bar-rectangle').count(),
      )
      .toBe(12);
    await expect.poll(() => page.locator('path.lead-map-point').count()).toBe(3);
    await screenshot(page, 'customer-dashboard');

    // A claim filed elsewhere (another browser, the api) reaches the open home without a reload.
    const api = await clientFor(suite.portal.apiUrl, 'sanne@zonnigdak.demo.nl');
    const filed = await fileClaim(api, twoDays.assignedLeadId);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    await expect.poll(() => text(page, 'kpi-claims-value'), { timeout: 5000 }).toBe('2');

    // The tile leads to the leads.
    await page.getByTestId('kpi-leads').click();
    await waitForPath(page, '/customer/lead');
  });
});
