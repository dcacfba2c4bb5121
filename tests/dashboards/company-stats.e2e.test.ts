import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '#domain/claims/claim-status';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { companyEvents } from '../../api/src/companies/company-event.table';
import { addCompany } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot } from '../support/browser';
import { addCustomerUser, claimAt, dutchNoon, leadAt } from './dashboard-test-kit';

const suite = useBrowserSuite();
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();

describe('company stats on the staff company screen', () => {
  it('shows the company’s figures for a chosen period and pages its activities', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const companyId = await addCompany(db, 'utrecht', { name: 'Statistiek Dakwerken B.V.' });
    const today = dutchDay(new Date());
    // Ten days ago: three leads (€ 20, € 30, € 45), one claimed and accepted.
    // Forty days ago: one lead (€ 10), in the 30 days before the last 30.
    const recent = dutchNoon(addDays(today, -10));
    const claimed = await leadAt(db, { product: solar, at: recent, companyId, priceCents: 2000 });
    await leadAt(db, { product: solar, at: recent, companyId, priceCents: 3000 });
    await leadAt(db, { product: solar, at: recent, companyId, priceCents: 4500 });
    await leadAt(db, {
      product: solar,
      at: dutchNoon(addDays(today, -40)),
      companyId,
      priceCents: 1000,
    });
    await claimAt(db, claimed.assignedLeadId, companyId, CLAIM_STATUSES.accepted, recent);
    // Seven events in its log: the card shows five a page, the newest first.
    const types = ['created', 'updated', 'activated', 'paused', 'archived', 'welcomed', 'updated'];
    await db.insert(companyEvents).values(
      types.map((type, index) => ({
        companyId,
        type,
        createdAt: new Date(Date.now() - (types.length - index) * 60_000),
      })),
    );

    const page = await openAs(suite, 'manager@demo.nl', `/company/${companyId}`, {
      viewport: { width: 1400, height: 1300 },
    });
    await page.getByTestId('company-stats-leads-value').waitFor({ timeout: 30_000 });

    // All time by default: no compared period.
    expect(await text(page, 'company-stats-leads-value')).toBe('4');
    expect(await text(page, 'company-stats-revenue-value')).toBe('€ 105,-');
    expect(await text(page, 'company-stats-claims-filed-value')).toBe('1');
    expect(await page.getByTestId('company-stats-leads-change').count()).toBe(0);

    // Activities: five of seven, then the last two on page 2.
    const timeline = page.getByTestId('event-timeline');
    expect(await timeline.getByText('Geschiedenis (7)').count()).toBe(1);
    expect(await timeline.locator('.mantine-Timeline-item').count()).toBe(5);
    expect(await timeline.locator('.mantine-Timeline-itemTitle').first().innerText()).toBe(
      'Gewijzigd',
    );
    await screenshot(page, 'company-stats');
    await page.getByTestId('company-activities-paging').getByRole('button', { name: '2' }).click();
    await expect.poll(() => timeline.locator('.mantine-Timeline-item').count()).toBe(2);
    expect(await timeline.locator('.mantine-Timeline-itemTitle').last().innerText()).toBe(
      'Aangemaakt',
    );
    // The last 30 days against the 30 before.
    const preset = page.getByTestId('company-stats-preset');
    const last30 = page.getByRole('option', { name: 'Afgelopen 30 dagen' });
    await preset.click();
    await last30.click();
    await expect.poll(() => text(page, 'company-stats-leads-value')).toBe('3');
    expect(await text(page, 'company-stats-revenue-value')).toBe('€ 95,-');
    expect(await text(page, 'company-stats-leads-change')).toBe('+200%');
    expect(await text(page, 'company-stats-claims-accepted-value')).toBe('1');
    expect(await text(page, 'company-stats-products')).toContain(`${solar.name} 3 € 95,- 1 € 10,-`);
    const csv = page.getByRole('link', { name: 'CSV downloaden' });
    expect(await csv.getAttribute('href')).toBe(
      `/export/company/${companyId}/stats.csv?startDate=${addDays(today, -29)}&endDate=${today}`,
    );
  });

  it('shows a customer its own company’s figures on its company screen', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const companyId = await addCompany(db, 'utrecht', { name: 'Eigen Cijfers B.V.' });
    await addCustomerUser(db, 'eva@eigencijfers.demo.nl', companyId);
    const at = dutchNoon(addDays(dutchDay(new Date()), -3));
    await leadAt(db, { product: solar, at, companyId, priceCents: 2500 });
    await leadAt(db, { product: solar, at, companyId, priceCents: 3500 });

    const page = await openAs(suite, 'eva@eigencijfers.demo.nl', '/customer/company', {
      viewport: { width: 1400, height: 1300 },
    });
    await page.getByTestId('company-stats-leads-value').waitFor({ timeout: 30_000 });
    expect(await text(page, 'company-stats-leads-value')).toBe('2');
    expect(await text(page, 'company-stats-revenue-value')).toBe('€ 60,-');
  });
});
