import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, dutchDay } from '#domain/dashboards/calendar-days';
import { randomUUID } from 'node:crypto';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { addCompany, leadPayload, takeProduct } from '../leads/lead-test-kit';
import { createClient } from '../support/api-harness';
import { addLead, catalogue } from '../plaza/plaza-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';
import { addCustomerUser, dutchNoon } from './dashboard-test-kit';
import { clicksAt } from './overviews-kit';
import { partnerLead } from './partner-dashboard-kit';

const suite = useBrowserSuite();
const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();
const today = dutchDay(new Date());

/** Painted (not fully transparent) pixels of the heat layer's canvas. */
const paintedPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.leaflet-heatmap-layer');
    if (!canvas || canvas.width === 0) return -1;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    for (let at = 3; at < pixels.length; at += 4) if (pixels[at]! > 0) painted += 1;
    return painted;
  });

describe('the overviews', () => {
  it('shows staff every partner with its leads and their revenue, sortable, with its home data', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    const buyer = await addCompany(db, 'utrecht', { name: 'Koper Dak B.V.' });
    const big = await addCompany(db, 'amsterdam', {
      name: 'Aaa Grote Partner B.V.',
      isPartner: true,
    });
    const small = await addCompany(db, 'eindhoven', {
      name: 'Zzz Kleine Partner B.V.',
      isPartner: true,
    });
    // The last 30 days: the big partner sent 3 (1 rejected, 2 sold for € 25 and € 35), the
    // small one 1 sold for € 90. The 30 days before: the big partner sent 1.
    const recent = dutchNoon(addDays(today, -5));
    await partnerLead(db, { partnerId: big, product: solar, at: recent, bad: true });
    await partnerLead(db, {
      partnerId: big,
      product: solar,
      at: recent,
      companyId: buyer,
      priceCents: 2500,
    });
    await partnerLead(db, {
      partnerId: big,
      product: solar,
      at: recent,
      companyId: buyer,
      priceCents: 3500,
    });
    await partnerLead(db, { partnerId: big, product: solar, at: dutchNoon(addDays(today, -40)) });
    await partnerLead(db, {
      partnerId: small,
      product: solar,
      at: recent,
      companyId: buyer,
      priceCents: 9000,
    });

    const page = await openAs(
      suite,
      'manager@demo.nl',
      `${suite.portal.gatewayUrl}/partner-overview`,
      { viewport: { width: 1400, height: 1100 } },
    );
    await waitForPath(page, '/partner-overview');
    await page.getByTestId('partner-overview-table').waitFor({ timeout: 30_000 });
    const rowOf = (name: string) =>
      page.getByTestId('partner-overview-row').filter({ hasText: name });
    const cells = async (name: string) =>
      (await rowOf(name).innerText()).replace(/\s+/g, ' ').trim();
    expect(await cells('Aaa Grote Partner B.V.')).toBe(
      'Aaa Grote Partner B.V. 3 +200% 2 +100% 1 2 0 € 60,-',
    );
    expect(await cells('Zzz Kleine Partner B.V.')).toBe('Zzz Kleine Partner B.V. 1 1 0 1 0 € 90,-');

    // Sorted by revenue, the small partner's € 90 comes before the big one's € 60.
    const order = async () =>
      (await page.getByTestId('partner-overview-row').allInnerTexts())
        .map((row) => row.split(/[\t\n]/)[0]!.trim())
        .filter((name) => name.includes('Partner B.V.'));
    await page.getByTestId('partner-overview-sort-revenueCents').click();
    await expect.poll(order).toEqual(['Zzz Kleine Partner B.V.', 'Aaa Grote Partner B.V.']);
    await page.getByTestId('partner-overview-sort-sent').click();
    await expect.poll(order).toEqual(['Aaa Grote Partner B.V.', 'Zzz Kleine Partner B.V.']);
    await expect
      .poll(() =>
        page.getByTestId('partner-overview-chart').locator('.recharts-bar-rectangle').count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, 'partner-overview');

    // A lead the small partner sends through its api reaches the open overview by itself.
    const guid = randomUUID();
    await db.insert(companyPartners).values({ companyId: small, guid });
    const sent = await createClient(suite.portal.apiUrl).post(
      `/partner/${guid}/lead`,
      leadPayload('zonnepanelen'),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await expect
      .poll(() => cells('Zzz Kleine Partner B.V.'), { timeout: 10_000 })
      .toMatch(/^Zzz Kleine Partner B\.V\. 2 /);

    // The partner's home data: its leads per product and what its side bought.
    await rowOf('Aaa Grote Partner B.V.').getByRole('button').click();
    await page.getByTestId('partner-overview-drawer-sent-value').waitFor();
    expect(await text(page, 'partner-overview-drawer-sent-value')).toBe('3');
  });

  it('draws the lead demand as a heat layer with the thinly covered areas listed', async () => {
    const db = suite.portal.db;
    const solar = (await catalogue(db)).find((p) => p.discr === 'zonnepanelen')!;
    // Demand in a place no demo company reaches (off the coast), and supply around Utrecht.
    for (let n = 0; n < 12; n += 1)
      await addLead(db, {
        product: solar,
        municipality: 'Zeedorp',
        fields: {
          createdAt: dutchNoon(addDays(today, -3)),
          latitude: 53.6 + n * 0.01,
          longitude: 4.2,
        },
      });
    const covering = await addCompany(db, 'utrecht', { name: 'Dekkend Utrecht B.V.' });
    await takeProduct(db, covering, solar.discr, { filters: [{ radiusKm: 15 }] });

    const page = await openAs(
      suite,
      'accountmanager@demo.nl',
      `${suite.portal.gatewayUrl}/coverage-overview`,
      { viewport: { width: 1400, height: 1000 } },
    );
    await waitForPath(page, '/coverage-overview');
    await page.getByTestId('coverage-overview-product').waitFor({ timeout: 30_000 });
    await page.getByTestId('coverage-overview-product').click();
    await page.getByRole('option', { name: solar.name, exact: true }).click();
    await page.getByTestId('coverage-map').waitFor();
    await page.locator('canvas.leaflet-heatmap-layer').waitFor({ state: 'attached' });
    await expect.poll(() => paintedPixels(page)).toBeGreaterThan(100);
    expect(
      await page
        .locator('canvas.leaflet-heatmap-layer')
        .evaluate((c) => getComputedStyle(c).opacity),
    ).toBe('0.9');
    const zeedorp = page.getByTestId('coverage-thin-row').filter({ hasText: 'Zeedorp' });
    await zeedorp.first().waitFor();
    expect((await zeedorp.first().innerText()).replace(/\s+/g, ' ')).toContain(
      `${solar.name} 12 0`,
    );
    expect(await page.locator('.coverage-spot').count()).toBeGreaterThan(0);
    await screenshot(page, 'coverage-overview');
  });

  it('shows a shop its clicks and downloads them as CSV', async () => {
    const db = suite.portal.db;
    const shop = await addCompany(db, 'eindhoven', {
      name: 'Doorklik Winkel B.V.',
      isComparison: true,
    });
    await addCustomerUser(db, 'sanne@doorklikwinkel.demo.nl', shop);
    const dayOne = addDays(today, -8);
    const dayTwo = addDays(today, -2);
    await clicksAt(db, {
      companyId: shop,
      at: dutchNoon(dayOne),
      productName: 'Daikin Altherma 3',
      priceCents: 45,
      count: 4,
    });
    await clicksAt(db, {
      companyId: shop,
      at: dutchNoon(dayTwo),
      productName: 'Nibe S2125',
      priceCents: 80,
      count: 2,
    });
    // Older than the 30 days shown.
    await clicksAt(db, {
      companyId: shop,
      at: dutchNoon(addDays(today, -45)),
      productName: 'Nibe S2125',
      priceCents: 80,
    });

    const page = await openAs(
      suite,
      'sanne@doorklikwinkel.demo.nl',
      `${suite.portal.gatewayUrl}/customer/clicks`,
      { viewport: { width: 1280, height: 900 } },
    );
    await page.getByTestId('customer-clicks-table').waitFor();
    expect(await text(page, 'customer-clicks-kpi-clicks-value')).toBe('6');
    expect(await text(page, 'customer-clicks-kpi-cost-value')).toBe('€ 3,40');
    const rows = page.getByTestId('customer-clicks-row');
    expect(await rows.count()).toBe(2);
    expect((await rows.first().innerText()).replace(/\s+/g, ' ')).toContain('Nibe S2125');
    await screenshot(page, 'customer-clicks');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('customer-clicks-csv').click(),
    ]);
    // The browser runs apart from the test: the file is copied over first.
    const saved = join(await mkdtemp(join(tmpdir(), 'clicks-')), 'clicks.csv');
    await download.saveAs(saved);
    const csv = await readFile(saved, 'utf8');
    expect(csv.trim().split('\r\n')).toEqual([
      'Dag,Product,Categorie,Klikprijs,Klikken,Kosten',
      `${dayTwo},Nibe S2125,,"0,80",2,"1,60"`,
      `${dayOne},Daikin Altherma 3,,"0,45",4,"1,80"`,
    ]);
  });
});
