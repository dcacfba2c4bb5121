import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCompany, seedCatalogueOnly } from '../leads/lead-test-kit';
import { catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { loginThroughForm, screenshot, waitForPath } from '../support/browser';
import { trackedLead } from './marketing-test-kit';

// No demo data: every figure on the screens is one this test made.
const suite = useBrowserSuite({ api: { seed: false } });

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS - 1000);
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s/g, ' ');

describe('marketing', () => {
  beforeAll(async () => {
    const db = suite.portal.db;
    await seedCatalogueOnly(db);
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const buyer = await addCompany(db, 'utrecht', { name: 'Zon Op Dak B.V.', approved: true });
    // The last 30 days: two Google Ads leads (one sold for € 40), one from Facebook ads;
    // the 30 days before: one Google Ads lead.
    const google = {
      product: solar,
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'zon-e2e',
      sourceDomain: 'mijnzonnepanelen.nl',
    };
    await trackedLead(db, {
      ...google,
      at: daysAgo(2),
      sold: [{ companyId: buyer, priceCents: 4000 }],
    });
    await trackedLead(db, { ...google, at: daysAgo(5) });
    await trackedLead(db, { ...google, at: daysAgo(40) });
    await trackedLead(db, {
      product: solar,
      at: daysAgo(3),
      utmSource: 'facebook',
      utmMedium: 'paid_social',
      utmCampaign: 'zon-fb-e2e',
    });
  }, 60_000);

  it('the manager sees where the leads came from, and adds a campaign', async () => {
    const { page } = await suite.open({ width: 1280, height: 1200 });
    await loginThroughForm(page, 'manager@demo.nl');
    await waitForPath(page, '/lead-generator/dashboard');
    await page.getByRole('link', { name: 'Marketingoverzicht' }).click();
    await waitForPath(page, '/marketing-overview');
    await expect.poll(() => text(page, 'marketing-leads-value')).toBe('3');
    expect(await text(page, 'marketing-revenue-value')).toBe('€ 40,-');
    const rows = page.getByTestId('marketing-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain('Google Ads');
    expect(await rows.nth(1).innerText()).toContain('Social ads');
    await page.getByTestId('marketing-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await screenshot(page, 'marketing-overview');

    await page.getByRole('link', { name: 'Campagnes' }).click();
    await waitForPath(page, '/lead-generator/campaigns');
    await page.getByTestId('campaign-add').click();
    const form = page.getByTestId('campaign-form');
    await form.getByLabel('Naam').fill('Zonnepanelen zoeken');
    await form.getByLabel('utm_campaign').fill('zon-e2e');
    await form.getByLabel('Kosten (€)').fill('60');
    await form.getByRole('button', { name: 'Opslaan' }).click();
    const row = page.getByTestId('campaign-row').filter({ hasText: 'Zonnepanelen zoeken' });
    await expect.poll(() => row.count()).toBe(1);
    // All three Google Ads leads (no dates, all products): € 60 / 3 = € 20 a lead.
    const shown = await row.innerText();
    expect(shown).toContain('€ 60,-');
    expect(shown).toContain('€ 20,-');
    await screenshot(page, 'campaigns');
  });
});
