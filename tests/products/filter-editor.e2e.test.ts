/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely, as a client would */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies } from '../../api/src/companies/company.table';
import { companyPartners } from '../../api/src/companies/company-partner.table';
import { companyProductFilters } from '../../api/src/products/company-product-filter.table';
import { companyProducts } from '../../api/src/products/company-product.table';
import { leadPayload, productId } from '../leads/lead-test-kit';
import { useBrowserSuite } from '../support/browser-suite';
import { openAs } from '../support/login-kit';
import { screenshot, waitForPath } from '../support/browser';

const suite = useBrowserSuite();

/** The customer of Hendriks (Utrecht), with map tiles unreachable as in an offline portal. */
function customerPage(path: string): Promise<Page> {
  return openAs(suite, 'customer@demo.nl', path, {
    viewport: { width: 1280, height: 900 },
    beforeOpen: (page) => page.route('https://tile.openstreetmap.org/**', (route) => route.abort()),
  });
}

/** The shown prediction once no change is waiting for it. */
async function settledPrediction(page: Page, index = 0): Promise<number> {
  const figure = page.getByTestId(`filter-${index}-prediction`).locator('[data-pending="false"]');
  await figure.waitFor();
  return Number(await figure.getAttribute('data-count'));
}

async function hendriksId(): Promise<number> {
  const [row] = await suite.portal.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, 'Hendriks Installatietechniek B.V.'));
  return row!.id;
}

describe('filter editor', () => {
  it('predicts the leads of a wider radius, saves it, and a new lead then appears on the lead list live', async () => {
    const page = await customerPage('/customer/product');
    const list = page.getByTestId('company-products');
    await list.getByRole('link', { name: 'Zonnepanelen' }).click();
    await page.waitForURL((url) => /^\/customer\/product\/\d+$/.test(url.pathname));

    // Map without tiles: the marker and the radius circle are drawn all the same.
    const filter = page.getByTestId('filter-0');
    await filter.locator('.leaflet-marker-icon').waitFor();
    expect(await filter.locator('path.leaflet-interactive').count()).toBe(1);
    // Only staff move a filter's point.
    expect(await filter.locator('.leaflet-marker-draggable').count()).toBe(0);

    const before = await settledPrediction(page);
    const radius = filter.getByRole('slider', { name: 'Straal (km)' });
    await radius.focus();
    await radius.press('End');
    await filter.getByText('Straal: 500 km').waitFor();
    // The new figure is asked for half a second after the last change.
    await expect.poll(() => settledPrediction(page), { timeout: 10_000 }).toBeGreaterThan(before);
    const after = await settledPrediction(page);
    expect(await page.getByTestId('filter-0-prediction').textContent()).toContain(
      `${after} leads ontvangen`,
    );
    await screenshot(page, 'filter-editor');

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await waitForPath(page, '/customer/product');
    await page.getByText('De wijzigingen zijn opgeslagen.').waitFor();

    const company = await hendriksId();
    const solar = await productId(suite.portal.db, 'zonnepanelen');
    const [stored] = await suite.portal.db
      .select({ maxDistance: companyProductFilters.maxDistance })
      .from(companyProductFilters)
      .innerJoin(companyProducts, eq(companyProducts.id, companyProductFilters.companyProductId))
      .where(and(eq(companyProducts.companyId, company), eq(companyProducts.productId, solar)));
    expect(stored?.maxDistance).toBe(500_000);

    // A matching lead sent by a partner then appears on the customer's lead list, live.
    await page.goto('/customer/lead');
    await page.getByTestId('assigned-lead-row').first().waitFor();
    const [partner] = await suite.portal.db.select().from(companyPartners).limit(1);
    const payload = leadPayload('zonnepanelen', 'utrecht');
    const sent = await fetch(`${suite.portal.apiUrl}/partner/${partner!.guid}/lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    const result: any = await sent.json();
    expect(result.status, JSON.stringify(result)).toBe('matched');
    await page
      .getByTestId('assigned-lead-row')
      .filter({ hasText: String(payload.family_name) })
      .waitFor({ timeout: 10_000 });
  });
});
